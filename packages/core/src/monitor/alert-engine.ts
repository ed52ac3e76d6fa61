import { periodKey, barOf, type AlertFiring, type AlertRule, type AlertType, type Tick } from './rules.ts';
import { Column, Frequency, RuleTable, Stride } from './rule-table.ts';
import { BookStore, placement, Place, SymbolBook } from './symbol-book.ts';
import { SlotList } from './threshold-index.ts';

/**
 * Evaluates alert rules against ticks. Every comparison is made in integers (cents, hundredths of a
 * percent, hundredths of a volume multiple) so "at the threshold" is exact. A rule fires when its
 * condition turns true between the symbol's previous observation and this tick (edge-triggered)
 * and "true" includes equality (inclusive). The first tick of a trading day is compared with the
 * day's start: the previous close, 0 % and no volume, so a gap through a threshold fires.
 *
 * A tick that crosses nothing, by far the common case, allocates nothing: each symbol keeps its
 * thresholds sorted in typed arrays and its last observation in place, so the tick costs a map
 * lookup, a binary search per direction it moved in and a comparison. Only firings allocate.
 */

export interface EvaluationResult {
  firings: AlertFiring[];
  /** Rules dropped because their expiry passed (the caller may mark them). */
  expired: string[];
}

/**
 * What a tick that fires nothing answers: one shared result, frozen so that a caller adding to it
 * fails loudly instead of changing every later answer. Callers read results; none adds to them.
 */
const nothing: EvaluationResult = Object.freeze({
  firings: Object.freeze([]) as unknown as AlertFiring[],
  expired: Object.freeze([]) as unknown as string[],
});

export class AlertEngine {
  private readonly table = new RuleTable<SymbolBook>();
  /** Each symbol's number in the store, and its book under that number. */
  private readonly numbers = new Map<string, number>();
  private readonly books: SymbolBook[] = [];
  private readonly store = new BookStore();
  /** The rules one tick crossed, reused by every tick. */
  private readonly crossed = new SlotList();

  get size(): number {
    return this.table.size;
  }

  /** Adds many rules at once: thresholds filed into an empty index are sorted once. */
  load(rules: readonly AlertRule[]): void {
    const pending = new Map<SymbolBook, Array<{ values: number[]; slots: number[] }>>();
    for (const rule of rules) {
      if (!rule.isActive) continue;
      this.remove(rule.id);
      const { place, value } = placement(rule);
      const book = this.book(rule.symbol);
      // A fresh slot: one released by a repeated id in this load may still be listed as pending.
      const slot = this.table.add(rule, book, place, value, true);
      if (place >= Place.limitUpTouched || book.thresholds[place]!.size > 0) {
        book.file(slot, place, value);
        continue;
      }
      let lists = pending.get(book);
      if (!lists) pending.set(book, (lists = book.thresholds.map(() => ({ values: [], slots: [] }))));
      lists[place]!.values.push(value);
      lists[place]!.slots.push(slot);
    }
    for (const [book, lists] of pending) {
      lists.forEach((list, place) => {
        const live = list.slots.map((slot) => this.table.ids[slot] !== undefined);
        if (live.includes(false)) {
          list.values = list.values.filter((_, i) => live[i]);
          list.slots = list.slots.filter((_, i) => live[i]);
        }
        if (list.slots.length > 0) book.fill(place, list.values, list.slots);
      });
    }
  }

  /** Adds or replaces one rule; an inactive rule is only removed. */
  upsert(rule: AlertRule): void {
    this.remove(rule.id);
    if (!rule.isActive) return;
    const { place, value } = placement(rule);
    const book = this.book(rule.symbol);
    book.file(this.table.add(rule, book, place, value), place, value);
  }

  remove(id: string): void {
    const table = this.table;
    const slot = table.slotOf(id);
    if (slot < 0) return;
    table.homes[slot]!.unfile(slot, table.place(slot), table.threshold(slot));
    table.release(slot);
  }

  has(id: string): boolean {
    return this.table.slotOf(id) >= 0;
  }

  /** Records where a symbol stands without firing anything (a restart's last known quote). */
  observe(tick: Tick): void {
    const n = this.numberOf(tick.symbol);
    this.books[n]!.advance(n, tick, this.crossed);
    this.crossed.length = 0;
  }

  evaluate(tick: Tick): EvaluationResult {
    const n = this.numbers.get(tick.symbol) ?? this.numberOf(tick.symbol);
    if (this.store.settle(n, tick)) return nothing;
    const crossed = this.crossed;
    crossed.length = 0;
    const book = this.books[n]!;
    book.advance(n, tick, crossed);
    return crossed.length === 0 ? nothing : this.fire(tick, book);
  }

  /** The crossed rules that fire: not expired, out of their interval, not yet fired this period. */
  private fire(tick: Tick, book: SymbolBook): EvaluationResult {
    const { table, crossed } = this;
    let firings: AlertFiring[] | null = null;
    let expired: string[] | null = null;
    for (let i = 0; i < crossed.length; i++) {
      const slot = crossed.items[i]!;
      const id = table.ids[slot];
      if (id === undefined) continue;
      const c = table.columns;
      const at = slot * Stride;
      if (tick.time >= c[at + Column.expiresAt]!) {
        this.remove(id);
        (expired ??= []).push(id);
        continue;
      }
      const frequency = c[at + Column.frequency]!;
      if (
        frequency === Frequency.every_time &&
        tick.time - c[at + Column.lastTriggeredAt]! < c[at + Column.minIntervalMs]!
      ) {
        continue;
      }
      if (!this.enterPeriod(slot, frequency, tick)) continue;
      c[at + Column.lastTriggeredAt] = tick.time;
      const type = table.typeOf(slot);
      (firings ??= []).push({
        alertId: id,
        symbol: tick.symbol,
        type,
        idempotencyKey: periodKey(id, table.frequencyOf(slot), tick),
        price: tick.price,
        value: valueOf(type, tick, book),
        time: tick.time,
        tradingDay: tick.tradingDay,
        deactivates: frequency === Frequency.once,
      });
      if (frequency === Frequency.once) this.remove(id);
    }
    if (!firings && !expired) return nothing;
    return { firings: firings ?? [], expired: expired ?? [] };
  }

  /** Moves the rule into the tick's period; false when it already fired in that period. */
  private enterPeriod(slot: number, frequency: number, tick: Tick): boolean {
    const table = this.table;
    if (frequency === Frequency.once_per_day) {
      if (table.lastDay[slot] === tick.tradingDay) return false;
      table.lastDay[slot] = tick.tradingDay;
      return true;
    }
    // A once rule is removed when it fires, so it never meets its period again.
    const period =
      frequency === Frequency.every_time
        ? tick.time
        : frequency === Frequency.once_per_bar
          ? barOf(tick.time)
          : 0;
    const at = slot * Stride + Column.lastPeriod;
    if (frequency !== Frequency.once && table.columns[at] === period) return false;
    table.columns[at] = period;
    return true;
  }

  private book(symbol: string): SymbolBook {
    return this.books[this.numberOf(symbol)]!;
  }

  private numberOf(symbol: string): number {
    let n = this.numbers.get(symbol);
    if (n === undefined) {
      n = this.store.allocate();
      this.numbers.set(symbol, n);
      this.books[n] = new SymbolBook(this.store, n);
    }
    return n;
  }
}

function valueOf(type: AlertType, tick: Tick, now: SymbolBook): number {
  if (type === 'change_percent') return now.percent / 100;
  if (type === 'volume_spike') return now.volume / 100;
  return tick.price;
}
