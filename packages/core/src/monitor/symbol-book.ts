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

/**
 * One symbol: where it stood at its last observation (in integers: cents, hundredths of a percent
 * from the previous close, hundredths of the average volume), kept in place rather than as a new
 * object per tick, and its rules filed by what they watch.
 */
export class SymbolBook {
  /** The trading day of the last observation; null = never observed. */
  day: string | null = null;
  cents = 0;
  percent = 0;
  volume = 0;
  atLimitUp = false;
  atLimitDown = false;
  readonly thresholds: ThresholdIndex[] = Array.from({ length: thresholdPlaces }, () => new ThresholdIndex());
  /** Sets keep the order rules were added in, which is the order they fire in. */
  readonly limits: Array<Set<number>> = [new Set(), new Set(), new Set(), new Set()];

  file(slot: number, place: number, value: number): void {
    if (place < thresholdPlaces) this.thresholds[place]!.insert(value, slot);
    else if (place !== Place.none) this.limits[place - thresholdPlaces]!.add(slot);
  }

  unfile(slot: number, place: number, value: number): void {
    if (place < thresholdPlaces) this.thresholds[place]!.remove(value, slot);
    else if (place !== Place.none) this.limits[place - thresholdPlaces]!.delete(slot);
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
    // A new day starts from the previous close, 0 % and no volume, so a gap at the open crosses.
    const sameDay = this.day === tick.tradingDay;
    const beforeCents = sameDay ? this.cents : close;
    const beforePercent = sameDay ? this.percent : 0;
    const beforeVolume = sameDay ? this.volume : 0;
    const wasAtLimitUp = sameDay && this.atLimitUp;
    const wasAtLimitDown = sameDay && this.atLimitDown;
    this.day = tick.tradingDay;
    this.cents = cents;
    this.percent = percent;
    this.volume = volume;
    this.atLimitUp = atLimitUp;
    this.atLimitDown = atLimitDown;

    const thresholds = this.thresholds;
    thresholds[Place.centsRise]!.risingThrough(beforeCents, cents, crossed);
    thresholds[Place.centsFall]!.fallingThrough(cents, beforeCents, crossed);
    thresholds[Place.percentRise]!.risingThrough(beforePercent, percent, crossed);
    thresholds[Place.percentFall]!.fallingThrough(percent, beforePercent, crossed);
    thresholds[Place.volumeRise]!.risingThrough(beforeVolume, volume, crossed);
    if (!wasAtLimitUp && atLimitUp) pushAll(this.limits[0]!, crossed);
    if (wasAtLimitUp && !atLimitUp) pushAll(this.limits[1]!, crossed);
    if (!wasAtLimitDown && atLimitDown) pushAll(this.limits[2]!, crossed);
    if (wasAtLimitDown && !atLimitDown) pushAll(this.limits[3]!, crossed);
  }
}

function pushAll(slots: ReadonlySet<number>, into: SlotList): void {
  for (const slot of slots) into.push(slot);
}
