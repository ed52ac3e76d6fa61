/**
 * Dividend and split adjustment of daily bars.
 *
 * Each stored bar keeps its raw prices and a cumulative factor F. On an ex-rights day e the exchange
 * sets a reference price below (or, after a capital reduction, above) the previous close; the
 * ratio g_e = previousClose_e / reference_e is that day's adjustment. F_t is the product of g_e over
 * every event up to and including day t (F = 1 before the first event), so appending new bars never
 * rewrites old ones. The adjusted price of day t, expressed in today's terms, is
 *
 *     adjusted_t = raw_t × F_t / F_latest
 *
 * which removes each ex-rights gap: across an event the adjusted change equals close / reference − 1.
 */

export interface AdjustmentEvent {
  date: string;
  previousClose: number;
  referencePrice: number;
  /** 'record' from a dividend/split table; 'derived' inferred from the change column. */
  origin: 'record' | 'derived';
}

export interface BarForAdjustment {
  date: string;
  open: number;
  close: number;
  /** Signed change against the reference price; null when the exchange marked the day `X`. */
  change: number | null;
}

const cents = (price: number) => Math.round(price * 100);

/** Ratios outside this band are data errors (a misprinted close), not corporate actions. */
const plausibleRatio = { min: 0.05, max: 20 };

/** Calendar days between two ISO dates. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A trading halt (as before a capital reduction or par-value change) leaves this many days or more. */
export const haltGapDays = 8;

/**
 * The reference price of a bar given the previous close, or null when the bar shows no usable one.
 *  - Change printed: reference = close − change, the exchange's own reference price.
 *  - Day marked `X` (no change printed): the opening price, the best available estimate since the
 *    opening auction starts from the reference — but only when it is below the previous close
 *    (dividends and rights issues lower the reference) or after a trading halt.
 */
export function impliedReference(
  bar: BarForAdjustment,
  previous?: { date: string; close: number },
): number | null {
  if (bar.change !== null) return (cents(bar.close) - cents(bar.change)) / 100;
  if (!(bar.open > 0)) return null;
  if (!previous || bar.open < previous.close || daysBetween(previous.date, bar.date) >= haltGapDays)
    return bar.open;
  return null;
}

/**
 * Finds ex-rights days in a series sorted by date: wherever the implied reference price differs
 * from the previous close by more than rounding (one cent). A reference above the previous close
 * (a capital reduction) only counts after a trading halt; without one it means rows missing from
 * the series, not a corporate action. A known event (from a dividend record) on the same date wins
 * over the derived one.
 */
export function deriveAdjustmentEvents(
  bars: readonly BarForAdjustment[],
  known: readonly AdjustmentEvent[] = [],
): AdjustmentEvent[] {
  const byDate = new Map(known.map((event) => [event.date, event]));
  const events: AdjustmentEvent[] = [];
  for (let i = 1; i < bars.length; i++) {
    const bar = bars[i]!;
    const previous = bars[i - 1]!;
    const record = byDate.get(bar.date);
    if (record) {
      events.push(record);
      continue;
    }
    const previousClose = previous.close;
    if (!(previousClose > 0)) continue;
    const reference = impliedReference(bar, previous);
    if (reference === null || reference <= 0) continue;
    if (Math.abs(cents(reference) - cents(previousClose)) < 1) continue;
    if (reference > previousClose && daysBetween(previous.date, bar.date) < haltGapDays) continue;
    const ratio = reference / previousClose;
    if (ratio < plausibleRatio.min || ratio > plausibleRatio.max) continue;
    events.push({ date: bar.date, previousClose, referencePrice: reference, origin: 'derived' });
  }
  return events;
}

/** The factor of one event: previous close / reference price. */
export function eventFactor(event: Pick<AdjustmentEvent, 'previousClose' | 'referencePrice'>): number {
  return event.previousClose / event.referencePrice;
}

/** Cumulative factors F_t for each bar (same order as `dates`), starting from `initial`. */
export function cumulativeFactors(
  dates: readonly string[],
  events: readonly AdjustmentEvent[],
  initial = 1,
): number[] {
  const byDate = new Map(events.map((event) => [event.date, eventFactor(event)]));
  let factor = initial;
  return dates.map((date) => {
    const step = byDate.get(date);
    if (step !== undefined) factor *= step;
    return factor;
  });
}

/**
 * The factor of a bar appended after a stored one: the previous factor, times the event ratio
 * when this bar's implied reference price shows an ex-rights gap.
 */
export function nextFactor(
  previous: { date: string; close: number; factor: number },
  bar: BarForAdjustment,
): number {
  const [event] = deriveAdjustmentEvents([
    { date: previous.date, open: previous.close, close: previous.close, change: 0 },
    bar,
  ]);
  return event ? previous.factor * eventFactor(event) : previous.factor;
}

/** A raw price in today's terms. */
export function adjustPrice(raw: number, factor: number, latestFactor: number): number {
  return (raw * factor) / latestFactor;
}
