import { randomUUID } from 'node:crypto';
import { isThresholdAlertType, type Alert, type CreateAlertInput } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import type { Locale } from '@alphadesk/core';
import type { Db } from '@alphadesk/db';
import { firingText } from './alert-texts.ts';
import { limitsOf, requireMember, type MonitorLimits } from './limits.ts';
import type { Caller, MonitorMarket, MonitorPlans } from './ports.ts';
import type { AlertRow, FiringRow, MonitorRepository } from './repository.ts';

export interface AlertsDeps {
  repository: MonitorRepository;
  market: MonitorMarket;
  plans: MonitorPlans;
  now: () => Date;
  /** Told of every rule that was created, switched or removed, so the evaluator follows at once. */
  onChange: (change: { alert: AlertRow; removed: boolean }) => void;
}

/** A member's alert rules: create, list, switch on or off, delete, within the plan's limit. */
export function createAlerts(deps: AlertsDeps) {
  const { repository, market, plans, now, onChange } = deps;

  async function owned(caller: Caller, id: string): Promise<AlertRow> {
    const row = await repository.findAlert(caller.userId, id);
    if (!row) throw appError('ALERT_NOT_FOUND');
    return row;
  }

  /** Refuses a further active alert beyond the plan's limit (limits read before the lock is taken). */
  async function requireRoom(caller: Caller, limits: MonitorLimits, within: Db): Promise<void> {
    const active = await repository.countActiveAlerts(caller.userId, within);
    if (active >= limits.alertLimit)
      throw appError('ALERT_LIMIT', { limit: limits.alertLimit, tier: caller.tier });
  }

  return {
    /** The member's rules, each with its last firing worded in `locale`. */
    async list(caller: Caller, locale: Locale = 'zh-TW'): Promise<Alert[]> {
      requireMember(caller);
      const [rows, firings] = await Promise.all([
        repository.alerts(caller.userId),
        repository.lastFirings(caller.userId),
      ]);
      const last = new Map(firings.map((firing) => [firing.alertId, firing]));
      return rows.map((row) => alertOf(row, last.get(row.id), locale));
    },

    async create(caller: Caller, request: CreateAlertInput): Promise<Alert> {
      requireMember(caller);
      const security = await market.findSecurity(request.symbol);
      if (!security) throw appError('UNKNOWN_SYMBOL');
      const expiresAt = request.expiresAt === null ? null : new Date(request.expiresAt);
      if (expiresAt && expiresAt.getTime() <= now().getTime()) throw appError('ALERT_EXPIRY_PAST');
      const limits = await limitsOf(plans, caller.tier);
      const row = await repository.lockedForUser(caller.userId, async (tx) => {
        await requireRoom(caller, limits, tx);
        return repository.insertAlert(
          {
            id: randomUUID(),
            userId: caller.userId,
            symbol: security.symbol,
            type: request.type,
            condition: isThresholdAlertType(request.type) ? (request.condition ?? 0) : 0,
            message: request.message,
            frequency: request.frequency,
            minIntervalSeconds: request.minIntervalSeconds,
            expiresAt,
            isActive: true,
            createdAt: now(),
          },
          tx,
        );
      });
      onChange({ alert: row, removed: false });
      return alertOf(row);
    },

    async setActive(caller: Caller, id: string, isActive: boolean): Promise<Alert> {
      requireMember(caller);
      const limits = await limitsOf(plans, caller.tier);
      const row = await repository.lockedForUser(caller.userId, async (tx) => {
        const current = await repository.findAlert(caller.userId, id, tx);
        if (!current) throw appError('ALERT_NOT_FOUND');
        if (current.isActive === isActive) return current;
        if (isActive) await requireRoom(caller, limits, tx);
        return repository.setAlertActive(id, isActive, tx);
      });
      onChange({ alert: row, removed: false });
      return alertOf(row);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      requireMember(caller);
      await owned(caller, id);
      const removed = await repository.deleteAlert(caller.userId, id);
      if (!removed) throw appError('ALERT_NOT_FOUND');
      onChange({ alert: removed, removed: true });
    },

    countActive: (caller: Caller) => repository.countActiveAlerts(caller.userId),
  };
}
export type Alerts = ReturnType<typeof createAlerts>;

export function alertOf(row: AlertRow, lastFiring?: FiringRow, locale: Locale = 'zh-TW'): Alert {
  return {
    id: row.id,
    symbol: row.symbol,
    type: row.type as Alert['type'],
    condition: row.condition,
    message: row.message,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    ...(lastFiring ? { triggeredText: firingText(lastFiring, locale) } : {}),
    frequency: row.frequency as Alert['frequency'],
    minIntervalSeconds: row.minIntervalSeconds,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
