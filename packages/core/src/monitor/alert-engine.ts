import { firingKey, type AlertFiring, type AlertRule, type AlertType, type Tick } from './rules.ts';
import { ThresholdIndex } from './threshold-index.ts';

/**
 * Evaluates alert rules against ticks. Every comparison is made in integers (cents, hundredths of a
 * percent, hundredths of a volume multiple) so "at the threshold" is exact. A rule fires when its
 * condition turns true between the symbol's previous observation and this tick (edge-triggered)
 * and "true" includes equality (inclusive). The first tick of a trading day is compared with the
 * day's start: the previous close, 0 % and no volume, so a gap through a threshold fires.
 */

interface Reference {
  tradingDay: string;
  cents: number;
  percent: number;
  volume: number;
  atLimitUp: boolean;
  atLimitDown: boolean;
}

type Direction = 'rise' | 'fall';
type Measure = 'cents' | 'percent' | 'volume';

interface SymbolBook {
  indexes: Record<`${Measure}-${Direction}`, ThresholdIndex>;
  limit: Record<
    'limit_up_touched' | 'limit_up_reopened' | 'limit_down_touched' | 'limit_down_reopened',
    Set<string>
  >;
}

const hundredths = (value: number) => Math.round(value * 100);

function placement(rule: AlertRule): { key: `${Measure}-${Direction}`; value: number } | null {
  const value = hundredths(rule.condition);
  switch (rule.type) {
    case 'price_above':
      return { key: 'cents-rise', value };
    case 'price_below':
      return { key: 'cents-fall', value };
    case 'change_percent':
      if (value === 0) return null;
      return { key: value > 0 ? 'percent-rise' : 'percent-fall', value };
    case 'volume_spike':
      return value > 0 ? { key: 'volume-rise', value } : null;
    default:
      return null;
  }
}

function measure(tick: Tick): Reference {
  const cents = hundredths(tick.price);
  const close = hundredths(tick.previousClose);
  const average = tick.averageVolume ?? 0;
  return {
    tradingDay: tick.tradingDay,
    cents,
    percent: close > 0 ? Math.round(((cents - close) * 10_000) / close) : 0,
    volume: average > 0 ? Math.floor((tick.volume * 100) / average) : 0,
    atLimitUp: cents >= hundredths(tick.limitUp),
    atLimitDown: cents <= hundredths(tick.limitDown),
  };
}

function dayStart(tick: Tick): Reference {
  return {
    tradingDay: tick.tradingDay,
    cents: hundredths(tick.previousClose),
    percent: 0,
    volume: 0,
    atLimitUp: false,
    atLimitDown: false,
  };
}

export interface EvaluationResult {
  firings: AlertFiring[];
  /** Rules dropped because their expiry passed (the caller may mark them). */
  expired: string[];
}

export class AlertEngine {
  private readonly rules = new Map<string, AlertRule>();
  private readonly books = new Map<string, SymbolBook>();
  private readonly references = new Map<string, Reference>();
  /** The last period each rule fired in, so a period fires once in this process. */
  private readonly lastKeys = new Map<string, string>();

  get size(): number {
    return this.rules.size;
  }

  /** Adds many rules at once: each symbol's thresholds are sorted once. */
  load(rules: readonly AlertRule[]): void {
    const pending = new Map<string, Map<string, Array<{ value: number; id: string }>>>();
    for (const rule of rules) {
      if (!rule.isActive) continue;
      this.remove(rule.id);
      this.rules.set(rule.id, { ...rule });
      const place = placement(rule);
      if (!place) {
        this.addToBook(rule);
        continue;
      }
      const bySymbol = pending.get(rule.symbol) ?? new Map<string, Array<{ value: number; id: string }>>();
      pending.set(rule.symbol, bySymbol);
      const list = bySymbol.get(place.key) ?? [];
      bySymbol.set(place.key, list);
      list.push({ value: place.value, id: rule.id });
    }
    for (const [symbol, byKey] of pending) {
      const book = this.book(symbol);
      for (const [key, pairs] of byKey) {
        const index = book.indexes[key as `${Measure}-${Direction}`];
        if (index.size === 0) index.load(pairs);
        else for (const pair of pairs) index.insert(pair.value, pair.id);
      }
    }
  }

  /** Adds or replaces one rule; an inactive rule is only removed. */
  upsert(rule: AlertRule): void {
    this.remove(rule.id);
    if (!rule.isActive) return;
    this.rules.set(rule.id, { ...rule });
    this.addToBook(rule);
  }

  remove(id: string): void {
    const rule = this.rules.get(id);
    if (!rule) return;
    this.rules.delete(id);
    this.lastKeys.delete(id);
    const book = this.books.get(rule.symbol);
    if (!book) return;
    const place = placement(rule);
    if (place) book.indexes[place.key].remove(place.value, id);
    else if (isLimitType(rule.type)) book.limit[rule.type].delete(id);
  }

  has(id: string): boolean {
    return this.rules.has(id);
  }

  /** Records where a symbol stands without firing anything (a restart's last known quote). */
  observe(tick: Tick): void {
    this.references.set(tick.symbol, measure(tick));
  }

  evaluate(tick: Tick): EvaluationResult {
    const now = measure(tick);
    const stored = this.references.get(tick.symbol);
    const before = stored && stored.tradingDay === tick.tradingDay ? stored : dayStart(tick);
    this.references.set(tick.symbol, now);
    const book = this.books.get(tick.symbol);
    if (!book) return { firings: [], expired: [] };
    const crossed: string[] = [];
    const { indexes } = book;
    indexes['cents-rise'].risingThrough(before.cents, now.cents, crossed);
    indexes['cents-fall'].fallingThrough(now.cents, before.cents, crossed);
    indexes['percent-rise'].risingThrough(before.percent, now.percent, crossed);
    indexes['percent-fall'].fallingThrough(now.percent, before.percent, crossed);
    indexes['volume-rise'].risingThrough(before.volume, now.volume, crossed);
    if (!before.atLimitUp && now.atLimitUp) crossed.push(...book.limit.limit_up_touched);
    if (before.atLimitUp && !now.atLimitUp) crossed.push(...book.limit.limit_up_reopened);
    if (!before.atLimitDown && now.atLimitDown) crossed.push(...book.limit.limit_down_touched);
    if (before.atLimitDown && !now.atLimitDown) crossed.push(...book.limit.limit_down_reopened);
    return this.fire(crossed, tick, now);
  }

  private fire(crossed: readonly string[], tick: Tick, now: Reference): EvaluationResult {
    const result: EvaluationResult = { firings: [], expired: [] };
    for (const id of crossed) {
      const rule = this.rules.get(id);
      if (!rule) continue;
      if (rule.expiresAt !== null && tick.time >= rule.expiresAt) {
        this.remove(id);
        result.expired.push(id);
        continue;
      }
      if (
        rule.frequency === 'every_time' &&
        rule.lastTriggeredAt !== null &&
        tick.time - rule.lastTriggeredAt < rule.minIntervalSeconds * 1000
      ) {
        continue;
      }
      const key = firingKey(rule, tick);
      if (this.lastKeys.get(id) === key) continue;
      this.lastKeys.set(id, key);
      rule.lastTriggeredAt = tick.time;
      result.firings.push({
        alertId: id,
        symbol: tick.symbol,
        type: rule.type,
        idempotencyKey: key,
        price: tick.price,
        value: valueOf(rule.type, tick, now),
        time: tick.time,
        tradingDay: tick.tradingDay,
        deactivates: rule.frequency === 'once',
      });
      if (rule.frequency === 'once') this.remove(id);
    }
    return result;
  }

  private addToBook(rule: AlertRule): void {
    const book = this.book(rule.symbol);
    const place = placement(rule);
    if (place) book.indexes[place.key].insert(place.value, rule.id);
    else if (isLimitType(rule.type)) book.limit[rule.type].add(rule.id);
  }

  private book(symbol: string): SymbolBook {
    let book = this.books.get(symbol);
    if (!book) {
      book = {
        indexes: {
          'cents-rise': new ThresholdIndex(),
          'cents-fall': new ThresholdIndex(),
          'percent-rise': new ThresholdIndex(),
          'percent-fall': new ThresholdIndex(),
          'volume-rise': new ThresholdIndex(),
          'volume-fall': new ThresholdIndex(),
        },
        limit: {
          limit_up_touched: new Set(),
          limit_up_reopened: new Set(),
          limit_down_touched: new Set(),
          limit_down_reopened: new Set(),
        },
      };
      this.books.set(symbol, book);
    }
    return book;
  }
}

function isLimitType(type: AlertType): type is keyof SymbolBook['limit'] {
  return type.startsWith('limit_');
}

function valueOf(type: AlertType, tick: Tick, now: Reference): number {
  if (type === 'change_percent') return now.percent / 100;
  if (type === 'volume_spike') return now.volume / 100;
  return tick.price;
}
