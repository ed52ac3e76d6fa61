import { CadencedAlertEngine, type AlertFiring, type AlertRule, type Tick } from '@alphadesk/core';
import { firingParams } from './alert-texts.ts';
import type { AlertRow, FiringRow, MonitorRepository } from './repository.ts';

/** A stored firing, told to whoever delivers it (the live feed). */
export interface FiredAlert {
  userId: string;
  firing: FiringRow;
}

export interface EvaluatorDeps {
  repository: MonitorRepository;
  onFired: (fired: FiredAlert) => void;
  /**
   * Each owner's evaluation cadence in seconds (0 = every tick), read afresh before each
   * evaluation so a plan change applies from the next one.
   */
  cadences: (userIds: readonly string[]) => Promise<Map<string, number>>;
}

/** An owner whose plan could not be read is evaluated like the free plan's catalogue entry. */
const unknownCadence = 300;

/** A stored alert as the core engine's rule. */
export function ruleOf(row: AlertRow): AlertRule {
  return {
    id: row.id,
    symbol: row.symbol,
    type: row.type as AlertRule['type'],
    condition: row.condition,
    frequency: row.frequency as AlertRule['frequency'],
    minIntervalSeconds: row.minIntervalSeconds,
    expiresAt: row.expiresAt?.getTime() ?? null,
    isActive: row.isActive,
    lastTriggeredAt: row.triggeredAt?.getTime() ?? null,
  };
}

/**
 * Runs the core engine over the stored active alerts. A firing counts only once the database took
 * its idempotency key, so two processes or a restart evaluating the same period store and deliver
 * it once.
 */
export function createEvaluator(deps: EvaluatorDeps) {
  const { repository, onFired } = deps;
  const engine = new CadencedAlertEngine();
  const cadenceOfUser = new Map<string, number>();
  const owners = new Map<string, { userId: string; message: string; condition: number }>();
  const ownerOf = (row: AlertRow) => ({ userId: row.userId, message: row.message, condition: row.condition });
  let loading: Promise<void> | null = null;

  function track(row: AlertRow): void {
    owners.set(row.id, ownerOf(row));
    // Until the next evaluation reads the owner's plan, a new owner's rule waits at the slowest pace.
    engine.upsert(ruleOf(row), cadenceOfUser.get(row.userId) ?? unknownCadence);
  }

  function forget(alertId: string): void {
    engine.remove(alertId);
    owners.delete(alertId);
  }

  const ensureLoaded = () =>
    (loading ??= repository.activeAlerts().then(async (rows) => {
      for (const row of rows) owners.set(row.id, ownerOf(row));
      await readCadences();
      engine.load(
        rows.map((row) => ({ rule: ruleOf(row), cadence: cadenceOfUser.get(row.userId) ?? unknownCadence })),
      );
    }));

  /** Reads every owner's cadence and moves the rules whose owner changed plan. */
  async function readCadences(): Promise<void> {
    const userIds = [...new Set([...owners.values()].map((owner) => owner.userId))];
    const read = await deps.cadences(userIds);
    cadenceOfUser.clear();
    for (const [userId, cadence] of read) cadenceOfUser.set(userId, cadence);
    for (const [alertId, owner] of owners) {
      if (engine.has(alertId)) engine.setCadence(alertId, cadenceOfUser.get(owner.userId) ?? unknownCadence);
    }
  }

  async function store(firing: AlertFiring, simulated: boolean): Promise<boolean> {
    const owner = owners.get(firing.alertId);
    if (!owner) return false;
    const stored = await repository.recordFiring(
      {
        idempotencyKey: firing.idempotencyKey,
        alertId: firing.alertId,
        userId: owner.userId,
        symbol: firing.symbol,
        type: firing.type,
        message: owner.message,
        price: firing.price,
        value: firing.value,
        simulated,
        firedAt: new Date(firing.time),
        // The firing's text is worded from these when read, in each reader's language.
        params: firingParams({ ...firing, condition: owner.condition }),
      },
      firing.deactivates,
    );
    if (!stored) return false;
    onFired({ userId: owner.userId, firing: stored });
    return true;
  }

  return {
    /** Follows a created, switched or deleted rule (nothing to do before the first evaluation). */
    apply(change: { alert: AlertRow; removed: boolean }): void {
      if (!loading) return;
      if (change.removed || !change.alert.isActive) forget(change.alert.id);
      else track(change.alert);
    },

    /** Drops a rule that was deleted (or can no longer be found). */
    forget,

    /** Evaluates ticks in order; answers how many firings were newly stored. */
    async evaluate(ticks: readonly Tick[], options: { simulated: boolean }): Promise<number> {
      await ensureLoaded();
      if (ticks.length > 0) await readCadences();
      let fired = 0;
      for (const tick of ticks) {
        const result = engine.evaluate(tick);
        for (const id of result.expired) await repository.deactivate(id);
        for (const firing of result.firings) if (await store(firing, options.simulated)) fired++;
      }
      return fired;
    },

    /** Records where symbols stand without firing (the last quotes known at start). */
    async observe(ticks: readonly Tick[]): Promise<void> {
      await ensureLoaded();
      for (const tick of ticks) engine.observe(tick);
    },
  };
}
export type Evaluator = ReturnType<typeof createEvaluator>;
