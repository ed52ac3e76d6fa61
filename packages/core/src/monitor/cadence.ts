import { AlertEngine, type EvaluationResult } from './alert-engine.ts';
import type { AlertRule, Tick } from './rules.ts';

/** The plan-table fields the evaluation cadence is decided from. */
export interface AlertCadencePlan {
  realtimeAlerts: boolean;
  /** Seconds between two evaluation points of a plan without real-time alerts. */
  alertCheckSeconds: number;
}

/** No plan without real-time alerts is evaluated more often than once a minute. */
export const minimumCheckSeconds = 60;

/**
 * The tier rule, in one place: a plan with real-time alerts is evaluated on every tick (0); any
 * other plan only at its evaluation points, every `alertCheckSeconds` (at least a minute, so
 * editing the seconds can never turn a delayed plan into a real-time one).
 */
export function alertCheckSeconds(plan: AlertCadencePlan): number {
  if (plan.realtimeAlerts) return 0;
  return Math.max(minimumCheckSeconds, Math.floor(plan.alertCheckSeconds));
}

/**
 * The evaluation point a tick belongs to for a cadence: points are aligned on the clock (every
 * minute on the minute, every five minutes on :00, :05, …), so every process agrees on them.
 */
export function checkPointOf(time: number, seconds: number): number {
  return seconds > 0 ? Math.floor(time / (seconds * 1000)) : time;
}

/**
 * Alert rules evaluated at their owner's cadence. Each cadence has an engine of its own whose
 * references are the quotes at its evaluation points, so a delayed rule fires when its condition
 * turned true between two of its points (edge-triggered, inclusive) with the price at the later
 * point; a crossing that reverted between two points is not seen, as with a quote read only then.
 * The first tick of a symbol in a new point window is that window's evaluation point.
 */
export class CadencedAlertEngine {
  private readonly engines = new Map<number, AlertEngine>();
  private readonly cadences = new Map<string, number>();
  /** The rules as given, kept so a rule can move to another cadence when its owner's plan changes. */
  private readonly rules = new Map<string, AlertRule>();
  private readonly lastPoints = new Map<string, number>();
  /** The latest tick of each symbol: a cadence's new engine starts from where symbols stand. */
  private readonly latest = new Map<string, Tick>();

  get size(): number {
    return this.rules.size;
  }

  cadenceOf(id: string): number | undefined {
    return this.cadences.get(id);
  }

  has(id: string): boolean {
    return this.rules.has(id);
  }

  /** Adds many rules at once, grouped by cadence (each engine sorts its thresholds once). */
  load(entries: ReadonlyArray<{ rule: AlertRule; cadence: number }>): void {
    const byCadence = new Map<number, AlertRule[]>();
    for (const { rule, cadence } of entries) {
      if (!rule.isActive) continue;
      this.remove(rule.id);
      this.rules.set(rule.id, { ...rule });
      this.cadences.set(rule.id, cadence);
      byCadence.set(cadence, [...(byCadence.get(cadence) ?? []), rule]);
    }
    for (const [cadence, rules] of byCadence) this.engine(cadence).load(rules);
  }

  upsert(rule: AlertRule, cadence: number): void {
    this.remove(rule.id);
    if (!rule.isActive) return;
    this.rules.set(rule.id, { ...rule });
    this.cadences.set(rule.id, cadence);
    this.engine(cadence).upsert(rule);
  }

  /** Moves a rule to another cadence (its owner's plan changed); no-op when already there. */
  setCadence(id: string, cadence: number): void {
    const rule = this.rules.get(id);
    if (!rule || this.cadences.get(id) === cadence) return;
    this.upsert(rule, cadence);
  }

  remove(id: string): void {
    const cadence = this.cadences.get(id);
    if (cadence === undefined) return;
    this.engines.get(cadence)?.remove(id);
    this.cadences.delete(id);
    this.rules.delete(id);
  }

  /** Records where a symbol stands without firing (a restart's last known quote). */
  observe(tick: Tick): void {
    this.latest.set(tick.symbol, tick);
    for (const [cadence, engine] of this.engines) this.seed(cadence, engine, tick);
  }

  evaluate(tick: Tick): EvaluationResult {
    this.latest.set(tick.symbol, tick);
    const result: EvaluationResult = { firings: [], expired: [] };
    for (const [cadence, engine] of this.engines) {
      if (cadence > 0) {
        const key = `${cadence}:${tick.symbol}`;
        const point = checkPointOf(tick.time, cadence);
        const last = this.lastPoints.get(key);
        if (last !== undefined && point <= last) continue;
        this.lastPoints.set(key, point);
      }
      const part = engine.evaluate(tick);
      result.firings.push(...part.firings);
      result.expired.push(...part.expired);
    }
    for (const firing of result.firings) {
      const rule = this.rules.get(firing.alertId);
      if (rule) rule.lastTriggeredAt = firing.time;
      if (firing.deactivates) this.remove(firing.alertId);
    }
    for (const id of result.expired) this.remove(id);
    return result;
  }

  private engine(cadence: number): AlertEngine {
    let engine = this.engines.get(cadence);
    if (!engine) {
      engine = new AlertEngine();
      // Started mid-session, the engine compares with the latest quotes, not the previous close:
      // a rule whose condition already holds waits for the next crossing, as everywhere else.
      for (const tick of this.latest.values()) this.seed(cadence, engine, tick);
      this.engines.set(cadence, engine);
    }
    return engine;
  }

  /** A quote seen outside evaluation: the reference of its window, which is not evaluated again. */
  private seed(cadence: number, engine: AlertEngine, tick: Tick): void {
    engine.observe(tick);
    if (cadence > 0) this.lastPoints.set(`${cadence}:${tick.symbol}`, checkPointOf(tick.time, cadence));
  }
}
