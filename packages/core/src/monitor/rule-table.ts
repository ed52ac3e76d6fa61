import type { AlertFrequency, AlertRule, AlertType } from './rules.ts';

/** Frequencies as small integers, so a firing decides its period without comparing strings. */
export const Frequency = { once: 0, once_per_bar: 1, once_per_day: 2, every_time: 3 } as const;
const frequencies: readonly AlertFrequency[] = ['once', 'once_per_bar', 'once_per_day', 'every_time'];

/**
 * The engine's rules as columns indexed by a slot number. The thresholds refer to rules by slot (in
 * an Int32Array) and what a firing needs (frequency, interval, expiry, last firing) sits in typed
 * arrays, so a million rules are a few arrays the collector does not trace rather than a million
 * objects it does. A removed rule's slot is reused by the next rule added.
 */
export class RuleTable<Home> {
  private readonly slots = new Map<string, number>();
  private readonly free: number[] = [];
  private capacity = 0;
  private next = 0;
  readonly ids: Array<string | undefined> = [];
  readonly types: Array<AlertType | undefined> = [];
  /** The book (per symbol) the rule is filed in. */
  readonly homes: Array<Home | undefined> = [];
  frequency = new Uint8Array(0);
  /** Where the rule is filed in its book (a placement code of symbol-book.ts). */
  place = new Uint8Array(0);
  /** The threshold in hundredths (cents, hundredths of a percent or of a volume multiple). */
  threshold = new Float64Array(0);
  minIntervalMs = new Float64Array(0);
  /** Epoch ms; Infinity = never expires. */
  expiresAt = new Float64Array(0);
  /** Epoch ms; NaN = never fired. */
  lastTriggeredAt = new Float64Array(0);
  /** every_time: the time, once_per_bar: the bar of the last firing in this process; NaN = none. */
  lastPeriod = new Float64Array(0);
  /** once_per_day: the trading day of the last firing in this process. */
  readonly lastDay: Array<string | undefined> = [];

  get size(): number {
    return this.slots.size;
  }

  slotOf(id: string): number {
    return this.slots.get(id) ?? -1;
  }

  frequencyOf(slot: number): AlertFrequency {
    return frequencies[this.frequency[slot]!]!;
  }

  /** Files a rule in a free slot, or in a never used one when `fresh`. */
  add(rule: AlertRule, home: Home, place: number, threshold: number, fresh = false): number {
    const slot = (fresh ? undefined : this.free.pop()) ?? this.next++;
    if (slot >= this.capacity) this.grow(slot + 1);
    this.slots.set(rule.id, slot);
    this.ids[slot] = rule.id;
    this.types[slot] = rule.type;
    this.homes[slot] = home;
    this.frequency[slot] = Frequency[rule.frequency];
    this.place[slot] = place;
    this.threshold[slot] = threshold;
    this.minIntervalMs[slot] = rule.minIntervalSeconds * 1000;
    this.expiresAt[slot] = rule.expiresAt ?? Infinity;
    this.lastTriggeredAt[slot] = rule.lastTriggeredAt ?? NaN;
    this.lastPeriod[slot] = NaN;
    this.lastDay[slot] = undefined;
    return slot;
  }

  release(slot: number): void {
    this.slots.delete(this.ids[slot]!);
    this.ids[slot] = undefined;
    this.types[slot] = undefined;
    this.homes[slot] = undefined;
    this.lastDay[slot] = undefined;
    this.free.push(slot);
  }

  private grow(size: number): void {
    const capacity = Math.max(size, this.capacity * 2, 1024);
    const widen = <T extends Uint8Array | Float64Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.frequency = widen(this.frequency, new Uint8Array(capacity));
    this.place = widen(this.place, new Uint8Array(capacity));
    this.threshold = widen(this.threshold, new Float64Array(capacity));
    this.minIntervalMs = widen(this.minIntervalMs, new Float64Array(capacity));
    this.expiresAt = widen(this.expiresAt, new Float64Array(capacity));
    this.lastTriggeredAt = widen(this.lastTriggeredAt, new Float64Array(capacity));
    this.lastPeriod = widen(this.lastPeriod, new Float64Array(capacity));
    this.capacity = capacity;
  }
}
