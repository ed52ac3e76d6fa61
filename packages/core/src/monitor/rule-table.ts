import { alertTypes, type AlertFrequency, type AlertRule, type AlertType } from './rules.ts';

/** Frequencies as small integers, so a firing decides its period without comparing strings. */
export const Frequency = { once: 0, once_per_bar: 1, once_per_day: 2, every_time: 3 } as const;
const frequencies: readonly AlertFrequency[] = ['once', 'once_per_bar', 'once_per_day', 'every_time'];

/** The numbers of the rule in slot s sit at s × Stride + Column.x of one Float64Array. */
export const Column = {
  /** Epoch ms; Infinity = never expires. */
  expiresAt: 0,
  minIntervalMs: 1,
  /** Epoch ms; NaN = never fired. */
  lastTriggeredAt: 2,
  /** every_time: the time, once_per_bar: the bar of the last firing in this process; NaN = none. */
  lastPeriod: 3,
  frequency: 4,
  /** Index into alertTypes. */
  type: 5,
  /** Where the rule is filed in its book (a placement code of symbol-book.ts). */
  place: 6,
  /** The threshold in hundredths (cents, hundredths of a percent or of a volume multiple). */
  threshold: 7,
} as const;
export const Stride = 8;

/**
 * The engine's rules by slot number. The thresholds refer to rules by slot (in an Int32Array) and
 * what a firing needs (frequency, interval, expiry, last firing) sits side by side in one typed
 * array, so a crossed rule costs one cache line, and a million rules are a few arrays the
 * collector does not trace rather than a million objects it does. A removed rule's slot is reused
 * by the next rule added.
 */
export class RuleTable<Home> {
  private readonly slots = new Map<string, number>();
  private readonly free: number[] = [];
  private next = 0;
  columns = new Float64Array(1024 * Stride);
  readonly ids: Array<string | undefined> = [];
  /** The book (per symbol) the rule is filed in. */
  readonly homes: Array<Home | undefined> = [];
  /** once_per_day: the trading day of the last firing in this process. */
  readonly lastDay: Array<string | undefined> = [];

  get size(): number {
    return this.slots.size;
  }

  slotOf(id: string): number {
    return this.slots.get(id) ?? -1;
  }

  frequencyOf(slot: number): AlertFrequency {
    return frequencies[this.columns[slot * Stride + Column.frequency]!]!;
  }

  typeOf(slot: number): AlertType {
    return alertTypes[this.columns[slot * Stride + Column.type]!]!;
  }

  place(slot: number): number {
    return this.columns[slot * Stride + Column.place]!;
  }

  threshold(slot: number): number {
    return this.columns[slot * Stride + Column.threshold]!;
  }

  /** Files a rule in a free slot, or in a never used one when `fresh`. */
  add(rule: AlertRule, home: Home, place: number, threshold: number, fresh = false): number {
    const slot = (fresh ? undefined : this.free.pop()) ?? this.next++;
    if ((slot + 1) * Stride > this.columns.length) {
      const columns = new Float64Array(Math.max((slot + 1) * Stride, this.columns.length * 2));
      columns.set(this.columns);
      this.columns = columns;
    }
    this.slots.set(rule.id, slot);
    this.ids[slot] = rule.id;
    this.homes[slot] = home;
    this.lastDay[slot] = undefined;
    const c = this.columns;
    const at = slot * Stride;
    c[at + Column.expiresAt] = rule.expiresAt ?? Infinity;
    c[at + Column.minIntervalMs] = rule.minIntervalSeconds * 1000;
    c[at + Column.lastTriggeredAt] = rule.lastTriggeredAt ?? NaN;
    c[at + Column.lastPeriod] = NaN;
    c[at + Column.frequency] = Frequency[rule.frequency];
    c[at + Column.type] = alertTypes.indexOf(rule.type);
    c[at + Column.place] = place;
    c[at + Column.threshold] = threshold;
    return slot;
  }

  release(slot: number): void {
    this.slots.delete(this.ids[slot]!);
    this.ids[slot] = undefined;
    this.homes[slot] = undefined;
    this.lastDay[slot] = undefined;
    this.free.push(slot);
  }
}
