import {
  marketEventAlertTypes,
  type AlertFiring,
  type AlertRule,
  type MarketEventAlertType,
} from './rules.ts';

/** A stored market event as the alert rules see it. */
export interface MarketEventSignal {
  /** The event's own key (its source identity): a firing per event is keyed by it. */
  key: string;
  type: string;
  symbol: string;
  /** Epoch ms. */
  time: number;
  /** Taipei date (YYYY-MM-DD) the event belongs to. */
  tradingDay: string;
  /** The price the event is about (a close, the pre-ex-dividend close), when it has one. */
  price: number | null;
  /** Monthly revenue only: year-on-year growth in percent. */
  yoyPercent: number | null;
}

const isEventAlertType = (type: string): type is MarketEventAlertType =>
  (marketEventAlertTypes as readonly string[]).includes(type);

/** Which event an alert type waits for (the YoY threshold waits for the revenue report). */
export function eventTypeOf(type: MarketEventAlertType): string {
  return type === 'monthly_revenue_yoy_above' ? 'monthly_revenue' : type;
}

/** The alert types a stored event type can fire. */
export function alertTypesForEvent(eventType: string): MarketEventAlertType[] {
  return marketEventAlertTypes.filter((type) => eventTypeOf(type) === eventType);
}

function matches(rule: AlertRule, event: MarketEventSignal): boolean {
  if (!rule.isActive || rule.symbol !== event.symbol || !isEventAlertType(rule.type)) return false;
  if (eventTypeOf(rule.type) !== event.type) return false;
  if (rule.type !== 'monthly_revenue_yoy_above') return true;
  // "At or above", compared in hundredths of a percent like the tick rules.
  return event.yoyPercent !== null && Math.round(event.yoyPercent * 100) >= Math.round(rule.condition * 100);
}

/**
 * The period of an event firing: a once alert fires once; once_per_day once per Taipei day; the
 * others once per event. The event's key makes the same event, seen again by any process, give
 * the same key, so the database stores it once.
 */
export function eventFiringKey(rule: AlertRule, event: MarketEventSignal): string {
  if (rule.frequency === 'once') return `${rule.id}:once`;
  if (rule.frequency === 'once_per_day') return `${rule.id}:day:${event.tradingDay}`;
  return `${rule.id}:event:${event.key}`;
}

export interface EventEvaluation {
  firings: AlertFiring[];
  /** Rules whose expiry passed before the event (the caller may switch them off). */
  expired: string[];
}

/** The firings one market event causes among `rules` (pure: the caller stores them once). */
export function evaluateMarketEvent(rules: readonly AlertRule[], event: MarketEventSignal): EventEvaluation {
  const result: EventEvaluation = { firings: [], expired: [] };
  for (const rule of rules) {
    if (!matches(rule, event)) continue;
    if (rule.expiresAt !== null && event.time >= rule.expiresAt) {
      result.expired.push(rule.id);
      continue;
    }
    if (
      rule.frequency === 'every_time' &&
      rule.lastTriggeredAt !== null &&
      event.time - rule.lastTriggeredAt < rule.minIntervalSeconds * 1000
    ) {
      continue;
    }
    result.firings.push({
      alertId: rule.id,
      symbol: event.symbol,
      type: rule.type,
      idempotencyKey: eventFiringKey(rule, event),
      price: event.price ?? 0,
      value: rule.type === 'monthly_revenue_yoy_above' ? (event.yoyPercent ?? 0) : (event.price ?? 0),
      time: event.time,
      tradingDay: event.tradingDay,
      deactivates: rule.frequency === 'once',
    });
  }
  return result;
}
