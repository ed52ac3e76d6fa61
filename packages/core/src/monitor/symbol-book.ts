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

/** The numbers a book keeps in its Float64Array (one allocation, read by every tick). */
const Cents = 0;
const Percent = 1;
const Volume = 2;
/** The cursor of threshold place p is at Cursor + p; its band at Band + 2p (low) and + 1 (high). */
const Cursor = 3;
const Band = 8;
const rising = [true, false, true, false, true];

/**
 * One symbol: where it stood at its last observation (in integers: cents, hundredths of a percent
 * from the previous close, hundredths of the average volume) and its rules filed by what they
 * watch. Per threshold index it keeps a cursor (where the last value sits) and the band of values
 * that leave the cursor where it is: a tick inside every band crosses nothing and costs a few
 * comparisons, with no allocation and no look into the indexes.
 */
export class SymbolBook {
  /** The trading day of the last observation; null = never observed. */
  day: string | null = null;
  atLimitUp = false;
  atLimitDown = false;
  /** Rules changed since the cursors were seated: the next tick seats them again. */
  private stale = true;
  private readonly state = new Float64Array(Band + 2 * thresholdPlaces);
  readonly thresholds: ThresholdIndex[] = rising.map((up) => new ThresholdIndex(up));
  /** Sets keep the order rules were added in, which is the order they fire in. */
  readonly limits: Array<Set<number>> = [new Set(), new Set(), new Set(), new Set()];

  get cents(): number {
    return this.state[Cents]!;
  }

  get percent(): number {
    return this.state[Percent]!;
  }

  get volume(): number {
    return this.state[Volume]!;
  }

  file(slot: number, place: number, value: number): void {
    if (place < thresholdPlaces) this.thresholds[place]!.insert(value, slot);
    else if (place !== Place.none) this.limits[place - thresholdPlaces]!.add(slot);
    this.stale = true;
  }

  unfile(slot: number, place: number, value: number): void {
    if (place < thresholdPlaces) this.thresholds[place]!.remove(value, slot);
    else if (place !== Place.none) this.limits[place - thresholdPlaces]!.delete(slot);
    this.stale = true;
  }

  /** Moves the reference to this tick and lists the rules crossed on the way, in firing order. */
  advance(tick: Tick, crossed: SlotList): void {
    const cents = hundredths(tick.price);
    const close = hundredths(tick.previousClose);
    const average = tick.averageVolume ?? 0;
    const percent = close > 0 ? Math.round(((cents - close) * 10_000) / close) : 0;
    const volume = average > 0 ? Math.floor((tick.volume * 100) / average) : 0;
    const atLimitUp = cents >= hundredths(tick.limitUp);
    const atLimitDown = cents <= hundredths(tick.limitDown);
    const s = this.state;
    if (
      this.day === tick.tradingDay &&
      !this.stale &&
      atLimitUp === this.atLimitUp &&
      atLimitDown === this.atLimitDown &&
      cents >= s[Band]! &&
      cents < s[Band + 1]! &&
      cents > s[Band + 2]! &&
      cents <= s[Band + 3]! &&
      percent >= s[Band + 4]! &&
      percent < s[Band + 5]! &&
      percent > s[Band + 6]! &&
      percent <= s[Band + 7]! &&
      volume >= s[Band + 8]! &&
      volume < s[Band + 9]!
    ) {
      // Inside every band: nothing crossed, no cursor moves.
      s[Cents] = cents;
      s[Percent] = percent;
      s[Volume] = volume;
      return;
    }
    this.cross(tick, cents, percent, volume, crossed);
    this.limitEvents(atLimitUp, atLimitDown, this.day === tick.tradingDay, crossed);
    this.day = tick.tradingDay;
    this.atLimitUp = atLimitUp;
    this.atLimitDown = atLimitDown;
  }

  /**
   * The slow path: the cursors walk from the previous observation (or the day's start) to this
   * tick, listing what they cross. Still allocation-free, as a cursor moves without crossing too.
   */
  private cross(tick: Tick, cents: number, percent: number, volume: number, crossed: SlotList): void {
    const s = this.state;
    // A new day starts from the previous close, 0 % and no volume, so a gap at the open crosses.
    const sameDay = this.day === tick.tradingDay;
    const reseat = !sameDay || this.stale;
    const beforeCents = sameDay ? s[Cents]! : hundredths(tick.previousClose);
    const beforePercent = sameDay ? s[Percent]! : 0;
    const beforeVolume = sameDay ? s[Volume]! : 0;
    this.walk(Place.centsRise, reseat, beforeCents, cents, crossed);
    this.walk(Place.centsFall, reseat, beforeCents, cents, crossed);
    this.walk(Place.percentRise, reseat, beforePercent, percent, crossed);
    this.walk(Place.percentFall, reseat, beforePercent, percent, crossed);
    this.walk(Place.volumeRise, reseat, beforeVolume, volume, crossed);
    this.stale = false;
    s[Cents] = cents;
    s[Percent] = percent;
    s[Volume] = volume;
  }

  private walk(place: number, reseat: boolean, before: number, now: number, crossed: SlotList): void {
    const s = this.state;
    const index = this.thresholds[place]!;
    const from = reseat ? index.seat(before) : s[Cursor + place]!;
    const cursor = index.move(from, before, now, crossed);
    s[Cursor + place] = cursor;
    s[Band + 2 * place] = index.low(cursor);
    s[Band + 2 * place + 1] = index.high(cursor);
  }

  private limitEvents(atLimitUp: boolean, atLimitDown: boolean, sameDay: boolean, crossed: SlotList): void {
    const wasAtLimitUp = sameDay && this.atLimitUp;
    const wasAtLimitDown = sameDay && this.atLimitDown;
    if (!wasAtLimitUp && atLimitUp) pushAll(this.limits[0]!, crossed);
    if (wasAtLimitUp && !atLimitUp) pushAll(this.limits[1]!, crossed);
    if (!wasAtLimitDown && atLimitDown) pushAll(this.limits[2]!, crossed);
    if (wasAtLimitDown && !atLimitDown) pushAll(this.limits[3]!, crossed);
  }
}

function pushAll(slots: ReadonlySet<number>, into: SlotList): void {
  for (const slot of slots) into.push(slot);
}
