/**
 * Alert rules of the market monitor (member-site spec §3 "Alert (monitor)") and the Taiwan limit
 * events, as plain data. The engine (alert-engine.ts) evaluates them against ticks.
 */

/** Alerts fired by stored market events (event-alerts.ts), not by ticks. */
export const marketEventAlertTypes = [
  'attention_entered',
  'attention_exited',
  'disposition_entered',
  'disposition_exited',
  'monthly_revenue',
  'monthly_revenue_yoy_above',
  'ex_dividend_upcoming',
  'ex_dividend_today',
  'dividend_gap_filled',
] as const;
export type MarketEventAlertType = (typeof marketEventAlertTypes)[number];

/** The spec's four types, then the limit events (touched = reached the limit, reopened = left it). */
export const alertTypes = [
  'price_above',
  'price_below',
  'change_percent',
  'volume_spike',
  'limit_up_touched',
  'limit_up_reopened',
  'limit_down_touched',
  'limit_down_reopened',
  ...marketEventAlertTypes,
] as const;
export type AlertType = (typeof alertTypes)[number];

/** Types whose condition is a number the member chose; the limit events take none. */
export const thresholdAlertTypes = ['price_above', 'price_below', 'change_percent', 'volume_spike'] as const;
export type ThresholdAlertType = (typeof thresholdAlertTypes)[number];
export const isThresholdType = (type: AlertType): type is ThresholdAlertType =>
  (thresholdAlertTypes as readonly string[]).includes(type);

export const alertFrequencies = ['once', 'once_per_bar', 'once_per_day', 'every_time'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export interface AlertRule {
  id: string;
  symbol: string;
  type: AlertType;
  /**
   * price_above / price_below: a price (NT$, 2 decimals); change_percent: a percent from the previous
   * close, positive = at or above, negative = at or below; volume_spike: a multiple of the average
   * daily volume that the session's volume reaches; monthly_revenue_yoy_above: the year-on-year
   * revenue growth (%) the report reaches. Ignored by the limit events and the other event alerts.
   */
  condition: number;
  frequency: AlertFrequency;
  /** every_time only: the least time between two firings. */
  minIntervalSeconds: number;
  /** Epoch ms after which the alert no longer fires; null = never expires. */
  expiresAt: number | null;
  isActive: boolean;
  /** Epoch ms of the last firing, so every_time keeps its interval across restarts. */
  lastTriggeredAt: number | null;
}

/** One quote of a symbol during a session. */
export interface Tick {
  symbol: string;
  price: number;
  previousClose: number;
  /** Shares traded in the session so far. */
  volume: number;
  /** Average daily volume (shares) the volume_spike multiple applies to; null when unknown. */
  averageVolume: number | null;
  limitUp: number;
  limitDown: number;
  /** Epoch ms. */
  time: number;
  /** Taipei trading date (YYYY-MM-DD) the tick belongs to. */
  tradingDay: string;
}

export interface AlertFiring {
  alertId: string;
  symbol: string;
  type: AlertType;
  /** (alert, period): the same firing computed twice, by any process, has the same key. */
  idempotencyKey: string;
  price: number;
  /** What crossed: the price, the percent change, or the volume multiple. */
  value: number;
  time: number;
  tradingDay: string;
  /** A once alert is spent by its firing. */
  deactivates: boolean;
}

/** Bars are one minute long, counted in Taipei time (the minute the tick falls in). */
export const barMs = 60_000;

export function barOf(time: number): number {
  return Math.floor(time / barMs);
}

/**
 * The period a firing belongs to: an alert fires at most once per period, and the key of the
 * period is what makes a repeated evaluation (a restart, a second process) find the firing stored.
 */
export function firingKey(rule: AlertRule, tick: Tick): string {
  return periodKey(rule.id, rule.frequency, tick);
}

/** firingKey from the alert's id and frequency alone (the engine keeps no rule objects). */
export function periodKey(
  id: string,
  frequency: AlertFrequency,
  tick: Pick<Tick, 'time' | 'tradingDay'>,
): string {
  switch (frequency) {
    case 'once':
      return `${id}:once`;
    case 'once_per_bar':
      return `${id}:bar:${barOf(tick.time)}`;
    case 'once_per_day':
      return `${id}:day:${tick.tradingDay}`;
    case 'every_time':
      return `${id}:at:${tick.time}`;
  }
}
