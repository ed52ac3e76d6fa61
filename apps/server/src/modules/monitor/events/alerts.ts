import { alertTypesForEvent, evaluateMarketEvent, taipeiDate, type MarketEventSignal } from '@alphadesk/core';
import { firingParams } from '../alert-texts.ts';
import { ruleOf, type FiredAlert } from '../evaluation.ts';
import type { MarketEventRow, MonitorRepository } from '../repository.ts';
import type { AnnouncementRepository } from './repository.ts';
import { isAnnouncementEventType } from './texts.ts';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

export function signalOf(row: MarketEventRow): MarketEventSignal | null {
  const params = row.params;
  if (!params || !isAnnouncementEventType(row.type) || typeof params.symbol !== 'string') return null;
  return {
    key: row.eventKey,
    type: row.type,
    symbol: params.symbol,
    time: row.eventTime.getTime(),
    tradingDay: taipeiDate(row.eventTime),
    price: numberOf(params.close) ?? numberOf(params.previousClose) ?? numberOf(params.closingPrice),
    yoyPercent: numberOf(params.yoy),
  };
}

/**
 * Fires the members' event alerts on newly stored announcement events. The rules are read from
 * the database for the events' symbols; a firing counts once the database took its key, so an
 * event seen twice (a retried job, a second process) fires each alert once.
 */
export function createEventAlerts(deps: {
  repository: MonitorRepository;
  announcements: AnnouncementRepository;
  onFired: (fired: FiredAlert) => void;
}) {
  return async function fire(rows: readonly MarketEventRow[]): Promise<number> {
    const signals = rows.flatMap((row) => {
      const signal = signalOf(row);
      return signal ? [{ signal, simulated: row.simulated, eventParams: row.params ?? {} }] : [];
    });
    if (signals.length === 0) return 0;
    const types = [...new Set(signals.flatMap(({ signal }) => alertTypesForEvent(signal.type)))];
    const alerts = await deps.announcements.activeAlertsOn(
      [...new Set(signals.map(({ signal }) => signal.symbol))],
      types,
    );
    const owners = new Map(alerts.map((alert) => [alert.id, alert]));
    const rules = alerts.map(ruleOf);
    let fired = 0;
    for (const { signal, simulated, eventParams } of signals) {
      const result = evaluateMarketEvent(rules, signal);
      for (const id of result.expired) {
        await deps.repository.deactivate(id);
        rules.find((rule) => rule.id === id)!.isActive = false;
      }
      for (const firing of result.firings) {
        const owner = owners.get(firing.alertId)!;
        const rule = rules.find((candidate) => candidate.id === firing.alertId)!;
        const stored = await deps.repository.recordFiring(
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
            // Worded when read, in each reader's language, from the event's params and the firing's.
            params: { ...eventParams, ...firingParams({ ...firing, condition: owner.condition }) },
          },
          firing.deactivates,
        );
        // Whether or not this process stored it, the rule has fired for this period.
        rule.lastTriggeredAt = firing.time;
        if (firing.deactivates) rule.isActive = false;
        if (!stored) continue;
        fired++;
        deps.onFired({ userId: owner.userId, firing: stored });
      }
    }
    return fired;
  };
}
