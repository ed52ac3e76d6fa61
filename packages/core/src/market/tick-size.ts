/**
 * Taiwan exchange price rules. Prices are handled in integer hundredths (cents) internally so that
 * rounding to a tick never suffers from binary floating point (0.1 + 0.2).
 */
export type SecurityKind = 'stock' | 'etf';

/** Tick size bands for stocks: [lower bound inclusive, tick], in NT$. */
const stockBands: ReadonlyArray<readonly [number, number]> = [
  [1000, 5],
  [500, 1],
  [100, 0.5],
  [50, 0.1],
  [10, 0.05],
  [0, 0.01],
];
const etfBands: ReadonlyArray<readonly [number, number]> = [
  [50, 0.05],
  [0, 0.01],
];

export function tickSize(price: number, kind: SecurityKind = 'stock'): number {
  const bands = kind === 'etf' ? etfBands : stockBands;
  for (const [lower, tick] of bands) if (price >= lower) return tick;
  return 0.01;
}

const toCents = (price: number) => Math.round(price * 100);
const fromCents = (cents: number) => cents / 100;

/** Rounds a price down to a valid tick (the tick of the band the result falls in). */
export function floorToTick(price: number, kind: SecurityKind = 'stock'): number {
  const cents = toCents(price);
  const tick = toCents(tickSize(price, kind));
  let result = Math.floor(cents / tick) * tick;
  // Flooring can cross into a lower band with a finer tick; the band boundary itself is valid.
  if (result < cents && toCents(tickSize(fromCents(result), kind)) !== tick) {
    const finer = toCents(tickSize(fromCents(cents - 1), kind));
    result = Math.floor(cents / finer) * finer;
  }
  return fromCents(result);
}

/** Rounds a price up to a valid tick. */
export function ceilToTick(price: number, kind: SecurityKind = 'stock'): number {
  const cents = toCents(price);
  const tick = toCents(tickSize(price, kind));
  return fromCents(Math.ceil(cents / tick) * tick);
}

export function isOnTick(price: number, kind: SecurityKind = 'stock'): boolean {
  return toCents(price) % toCents(tickSize(price, kind)) === 0;
}
