import type { AlertRule, Tick } from './rules.ts';
import { SlotList, ThresholdIndex } from './threshold-index.ts';

/** Where a rule is filed in its symbol's book: one of the five threshold indexes or a limit set. */
export const Place = {
  centsRise: 0,
  centsFall: 1,
  percentRise: 2,
  percentFall: 3,
  volumeRise: 4,
  limitUpTouched: 5,
  limitUpReopened: 6,
  limitDownTouched: 7,
  limitDownReopened: 8,
  none: 255,
} as const;
const thresholdPlaces = 5;

export const hundredths = (value: number) => Math.round(value * 100);

/** The place of a rule in its book, and its threshold in hundredths. */
export function placement(rule: AlertRule): { place: number; value: number } {
  const value = hundredths(rule.condition);
  switch (rule.type) {
    case 'price_above':
      return { place: Place.centsRise, value };
    case 'price_below':
      return { place: Place.centsFall, value };
    case 'change_percent':
      if (value === 0) return { place: Place.none, value };
      return { place: value > 0 ? Place.percentRise : Place.percentFall, value };
    case 'volume_spike':
      return { place: value > 0 ? Place.volumeRise : Place.none, value };
    case 'limit_up_touched':
      return { place: Place.limitUpTouched, value };
    case 'limit_up_reopened':
      return { place: Place.limitUpReopened, value };
    case 'limit_down_touched':
      return { place: Place.limitDownTouched, value };
    case 'limit_down_reopened':
      return { place: Place.limitDownReopened, value };
    default:
      return { place: Place.none, value };
  }
}

/** The numbers of book n sit at n × Stride in one Float64Array shared by all books. */
const Cents = 0;
const Percent = 1;
const Volume = 2;
/** Limit flags of the last observation, and whether the rules changed since the cursors sat. */
const Flags = 3;
const AtLimitUp = 1;
const AtLimitDown = 2;
const Stale = 4;
/** The cursor of threshold place p is at Cursor + p; its band at Band + 2p (low) and + 1 (high). */
const Cursor = 4;
const Band = 9;
const Stride = 20;
const rising = [true, false, true, false, true];

/**
 * What every tick reads, for all symbols: one contiguous Float64Array (a symbol's numbers share
 * two or three cache lines) and the trading day of each symbol's last observation. A symbol is a
 * small integer here, so a quiet tick touches no object of its book.
 */
export class BookStore {
  numbers = new Float64Array(64 * Stride);
  readonly days: Array<string | null> = [];

  /** A new symbol: never observed, stale so its first tick seats the cursors. */
  allocate(): number {
    const n = this.days.length;
    if ((n + 1) * Stride > this.numbers.length) {
      const numbers = new Float64Array(this.numbers.length * 2);
      numbers.set(this.numbers);
      this.numbers = numbers;
    }
    this.days.push(null);
    this.numbers[n * Stride + Flags] = Stale;
    return n;
  }

  /**
   * The fast path: true when the tick stays inside every band of the symbol's cursors on the same
   * day with the same limit flags and nothing changed, i.e. crosses nothing; it is then recorded.
   */
  settle(n: number, tick: Tick): boolean {
    if (this.days[n] !== tick.tradingDay) return false;
    const s = this.numbers;
    const at = n * Stride;
    const cents = hundredths(tick.price);
    const close = hundredths(tick.previousClose);
    const average = tick.averageVolume ?? 0;
    const percent = close > 0 ? Math.round(((cents - close) * 10_000) / close) : 0;
    const volume = average > 0 ? Math.floor((tick.volume * 100) / average) : 0;
    const flags =
      (cents >= hundredths(tick.limitUp) ? AtLimitUp : 0) |
      (cents <= hundredths(tick.limitDown) ? AtLimitDown : 0);
    const band = at + Band;
    if (
      flags !== s[at + Flags] ||
      !(cents >= s[band]! && cents < s[band + 1]! && cents > s[band + 2]! && cents <= s[band + 3]!) ||
      !(
        percent >= s[band + 4]! &&
        percent < s[band + 5]! &&
        percent > s[band + 6]! &&
        percent <= s[band + 7]!
      ) ||
      !(volume >= s[band + 8]! && volume < s[band + 9]!)
    ) {
      return false;
    }
    s[at + Cents] = cents;
    s[at + Percent] = percent;
    s[at + Volume] = volume;
    return true;
  }
}

/**
 * One symbol: where it stood at its last observation (in integers: cents, hundredths of a percent
 * from the previous close, hundredths of the average volume, kept in the shared store) and its
 * rules filed by what they watch. Per threshold index it keeps a cursor (where the last value
 * sits) and the band of values that leave the cursor where it is: a tick inside every band
 * crosses nothing (BookStore.settle); any other tick walks the cursors (advance).
 */
export class SymbolBook {
  readonly thresholds: ThresholdIndex[] = rising.map((up) => new ThresholdIndex(up));
  /** Sets keep the order rules were added in, which is the order they fire in. */
  readonly limits: Array<Set<number>> = [new Set(), new Set(), new Set(), new Set()];
  private readonly store: BookStore;
  private readonly at: number;

  constructor(store: BookStore, n: number) {
    this.store = store;
    this.at = n * Stride;
  }

  get percent(): number {
    return this.store.numbers[this.at + Percent]!;
  }

  get volume(): number {
    return this.store.numbers[this.at + Volume]!;
  }

  file(slot: number, place: number, value: number): void {
    if (place < thresholdPlaces) this.thresholds[place]!.insert(value, slot);
    else if (place !== Place.none) this.limits[place - thresholdPlaces]!.add(slot);
    this.store.numbers[this.at + Flags] = this.store.numbers[this.at + Flags]! | Stale;
  }

  /** Fills an empty threshold index at once (a load), one sort instead of many inserts. */
  fill(place: number, values: readonly number[], slots: readonly number[]): void {
    this.thresholds[place]!.load(values, slots);
    this.store.numbers[this.at + Flags] = this.store.numbers[this.at + Flags]! | Stale;
  }

  unfile(slot: number, place: number, value: number): void {
    if (place < thresholdPlaces) this.thresholds[place]!.remove(value, slot);
    else if (place !== Place.none) this.limits[place - thresholdPlaces]!.delete(slot);
    this.store.numbers[this.at + Flags] = this.store.numbers[this.at + Flags]! | Stale;
  }

  /**
   * Moves the reference to this tick and lists the rules crossed on the way, in firing order: the
   * cursors walk from the previous observation (or the day's start) to this tick. Allocation-free
   * too, as a cursor also moves without crossing anything.
   */
  advance(n: number, tick: Tick, crossed: SlotList): void {
    const s = this.store.numbers;
    const at = this.at;
    const cents = hundredths(tick.price);
    const close = hundredths(tick.previousClose);
    const average = tick.averageVolume ?? 0;
    const percent = close > 0 ? Math.round(((cents - close) * 10_000) / close) : 0;
    const volume = average > 0 ? Math.floor((tick.volume * 100) / average) : 0;
    const atLimitUp = cents >= hundredths(tick.limitUp);
    const atLimitDown = cents <= hundredths(tick.limitDown);
    // A new day starts from the previous close, 0 % and no volume, so a gap at the open crosses.
    const sameDay = this.store.days[n] === tick.tradingDay;
    const flags = sameDay ? s[at + Flags]! : 0;
    const reseat = !sameDay || (flags & Stale) !== 0;
    const beforeCents = sameDay ? s[at + Cents]! : close;
    const beforePercent = sameDay ? s[at + Percent]! : 0;
    const beforeVolume = sameDay ? s[at + Volume]! : 0;
    this.walk(Place.centsRise, reseat, beforeCents, cents, crossed);
    this.walk(Place.centsFall, reseat, beforeCents, cents, crossed);
    this.walk(Place.percentRise, reseat, beforePercent, percent, crossed);
    this.walk(Place.percentFall, reseat, beforePercent, percent, crossed);
    this.walk(Place.volumeRise, reseat, beforeVolume, volume, crossed);
    const wasAtLimitUp = (flags & AtLimitUp) !== 0;
    const wasAtLimitDown = (flags & AtLimitDown) !== 0;
    if (!wasAtLimitUp && atLimitUp) pushAll(this.limits[0]!, crossed);
    if (wasAtLimitUp && !atLimitUp) pushAll(this.limits[1]!, crossed);
    if (!wasAtLimitDown && atLimitDown) pushAll(this.limits[2]!, crossed);
    if (wasAtLimitDown && !atLimitDown) pushAll(this.limits[3]!, crossed);
    this.store.days[n] = tick.tradingDay;
    s[at + Flags] = (atLimitUp ? AtLimitUp : 0) | (atLimitDown ? AtLimitDown : 0);
    s[at + Cents] = cents;
    s[at + Percent] = percent;
    s[at + Volume] = volume;
  }

  private walk(place: number, reseat: boolean, before: number, now: number, crossed: SlotList): void {
    const s = this.store.numbers;
    const band = this.at + Band + 2 * place;
    // Inside its band the cursor stays and crosses nothing (a falling band excludes its low end).
    if (
      !reseat &&
      (rising[place] ? now >= s[band]! : now > s[band]!) &&
      (rising[place] ? now < s[band + 1]! : now <= s[band + 1]!)
    )
      return;
    const index = this.thresholds[place]!;
    const from = reseat ? index.seat(before) : s[this.at + Cursor + place]!;
    const cursor = index.move(from, before, now, crossed);
    s[this.at + Cursor + place] = cursor;
    s[band] = index.low(cursor);
    s[band + 1] = index.high(cursor);
  }
}

function pushAll(slots: ReadonlySet<number>, into: SlotList): void {
  for (const slot of slots) into.push(slot);
}
