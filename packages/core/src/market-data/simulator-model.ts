import type { SecurityKind } from '../market/tick-size.ts';
import { priceLimits } from '../market/price-limits.ts';
import { hashString, hashUniform, seededRandom } from './random.ts';
import { referenceLevels } from './reference-levels.ts';

/**
 * The statistical model of the market simulator.
 *
 * Daily log return of a security on weekday k:
 *     r_k = β · m_k + λ · s_k + e_k + μ − κ · ln(P_{k−1} / P_0)
 * m_k: the market factor, a GARCH(1,1) series (σ²_{k+1} = ω + α·m_k² + β_g·σ²_k, α = 0.08,
 *      β_g = 0.90, long-run daily σ 1.0 % for Taiwan), plus 30 % of a global factor for every market;
 * s_k: the security's sector factor (normal, σ 0.6 %), shared by its sector, so sectors co-move;
 * e_k: idiosyncratic GARCH(1,1) noise (α = 0.07, β_g = 0.90, long-run σ 0.6–1.8 %, ETFs 0.2–0.5 %);
 * μ:   a small drift (0.02 % a day);
 * κ:   a weak pull (0.3 % a day) of the price towards its starting level P_0, so that years of
 *      simulation stay in a plausible price range (half-life about 230 sessions).
 * Taiwan closes are rounded to the tick and clipped to the ±10 % limits of the previous close.
 */
export interface SimProfile {
  symbolHash: number;
  basePrice: number;
  beta: number;
  sectorLoading: number;
  idioVol: number;
  baseVolume: number;
  tradeSize: number;
  peBase: number;
  pbBase: number;
  payout: number;
  sharesOutstanding: number;
  revenueToCap: number;
}

export interface SimSecurity {
  symbol: string;
  market: string;
  sector: string | null;
  /** Indices are simulated like securities, without ticks or limits. */
  kind: SecurityKind | 'index';
  /** Starting level of an index. */
  baseLevel?: number;
}

const between = (u: number, low: number, high: number) => low + u * (high - low);
const logBetween = (u: number, low: number, high: number) =>
  Math.exp(between(u, Math.log(low), Math.log(high)));

const priceRanges: Record<string, [number, number]> = {
  TW: [15, 800],
  US: [15, 500],
  HK: [3, 400],
  CN: [5, 200],
  JP: [400, 9000],
  KR: [5000, 300000],
};

/** Per-security parameters, drawn from hash(seed, symbol): the same symbol always behaves alike. */
export function simProfile(seedHash: number, security: SimSecurity): SimProfile {
  const symbolHash = hashString(`${security.market}:${security.symbol}`);
  const u = (slot: number) => hashUniform(seedHash, symbolHash, 9000 + slot);
  const etf = security.kind === 'etf';
  const index = security.kind === 'index';
  const [low, high] = etf ? [15, 150] : (priceRanges[security.market] ?? [10, 300]);
  // A Taiwan security starts from its real close and share count on the reference day, so 台積電
  // is priced and valued like 台積電; others draw plausible ones from their market's range.
  const reference = security.market === 'TW' && !index ? referenceLevels[security.symbol] : undefined;
  const basePrice = index ? (security.baseLevel ?? 100) : (reference?.[0] ?? logBetween(u(0), low, high));
  const marketCap = reference ? reference[0] * reference[1] : logBetween(u(7), 3e9, 2e12);
  return {
    symbolHash,
    basePrice,
    beta: etf ? between(u(1), 0.9, 1.1) : between(u(1), 0.6, 1.4),
    sectorLoading: etf ? 0.3 : 0.8,
    idioVol: etf ? between(u(2), 0.002, 0.005) : between(u(2), 0.006, 0.018),
    baseVolume: logBetween(u(3), 2e5, 3e7),
    tradeSize: Math.round(between(u(4), 1200, 3500)),
    peBase: between(u(5), 8, 32),
    pbBase: between(u(6), 0.8, 6),
    payout: between(u(8), 0.3, 0.85),
    sharesOutstanding: reference?.[1] ?? Math.round(marketCap / basePrice / 1000) * 1000,
    revenueToCap: between(u(9), 0.15, 1.2),
  };
}

/** A GARCH(1,1) series of n innovations, deterministic in its stream seed. */
export function garchSeries(
  seed: number,
  n: number,
  longRunVol: number,
  alpha = 0.08,
  beta = 0.9,
): { returns: Float64Array; vols: Float64Array } {
  const random = seededRandom(seed);
  const omega = longRunVol ** 2 * (1 - alpha - beta);
  const returns = new Float64Array(n);
  const vols = new Float64Array(n);
  let variance = longRunVol ** 2;
  for (let k = 0; k < n; k++) {
    const vol = Math.sqrt(variance);
    const value = vol * random.normal();
    vols[k] = vol;
    returns[k] = value;
    variance = omega + alpha * value * value + beta * variance;
  }
  return { returns, vols };
}

/** A plain normal series (the sector factors). */
export function normalSeries(seed: number, n: number, vol: number): Float64Array {
  const random = seededRandom(seed);
  const values = new Float64Array(n);
  for (let k = 0; k < n; k++) values[k] = vol * random.normal();
  return values;
}

/** Decimal places a market quotes prices in (Japan and Korea in whole units). */
export const priceDecimals = (market: string) => (market === 'JP' || market === 'KR' ? 0 : 2);

/** Tick in cents (same bands as tickSize, unrolled: the simulator calls this millions of times). */
function tickCents(price: number, kind: SecurityKind): number {
  if (kind === 'etf') return price >= 50 ? 5 : 1;
  if (price >= 1000) return 500;
  if (price >= 500) return 100;
  if (price >= 100) return 50;
  if (price >= 50) return 10;
  if (price >= 10) return 5;
  return 1;
}

/**
 * Rounds a price the way its market quotes it: Taiwan to the nearest tick of its band (a result
 * that rounds up into the next band lands on the band boundary, which is on both grids), others
 * to their decimals.
 */
export function roundPrice(price: number, market: string, kind: SecurityKind | 'index'): number {
  if (market === 'TW' && kind !== 'index') {
    const tick = tickCents(price, kind);
    return Math.max(tick, Math.round(Math.round(price * 100) / tick) * tick) / 100;
  }
  const scale = kind === 'index' ? 100 : 10 ** priceDecimals(market);
  return Math.max(1 / scale, Math.round(price * scale) / scale);
}

/** Clips a Taiwan price into the ±10 % band of the previous close; other markets pass through. */
export function clipToLimits(
  price: number,
  previousClose: number,
  market: string,
  kind: SecurityKind | 'index',
): number {
  if (market !== 'TW' || kind === 'index') return price;
  // Well inside ±9.5 % no limit can bind; skip the exact computation.
  if (price < previousClose * 1.095 && price > previousClose * 0.905) return price;
  const { limitUp, limitDown } = priceLimits(previousClose, kind);
  return Math.min(limitUp, Math.max(limitDown, price));
}

/**
 * Share of the day's volume traded by session fraction x ∈ [0, 1], for a U-shaped intensity
 * 1 + 2·(2x − 1)² (busy open and close): F(x) = (x + ((2x − 1)³ + 1) / 3) / (5/3).
 */
export function volumeShare(x: number): number {
  const clamped = Math.min(1, Math.max(0, x));
  return (clamped + ((2 * clamped - 1) ** 3 + 1) / 3) / (5 / 3);
}

export interface SimBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  change: number;
  volume: number;
  value: number;
  transactions: number;
}

export interface SimQuote {
  price: number;
  open: number;
  high: number;
  low: number;
  previousClose: number;
  change: number;
  changePercent: number;
  volume: number;
  /** The session the quote belongs to, and whether it is still running. */
  date: string;
  live: boolean;
  asOf: Date;
}
