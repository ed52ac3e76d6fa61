/**
 * Every kernel against a straightforward full-precision definition written here: windows re-summed
 * from scratch, exponential smoothings as explicit weighted sums (the closed form of the recursion),
 * extremes found by scanning, drawdowns over every pair of days. Agreement within 1e-9 (relative
 * above 1, absolute below) on real history and on generated bars.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDisagreements } from './fixtures/compare.ts';
import { syntheticBars, type Bars } from '../samples/synthetic-bars.ts';
import { loadTwseHistory } from './fixtures/twse-history.ts';
import {
  annualizedVolatility,
  atr,
  beta,
  bollinger,
  correlation,
  ema,
  historicalVar,
  kd,
  logReturns,
  logReturnStdDev,
  macd,
  maxDrawdown,
  obv,
  rollingMax,
  rollingMin,
  rsi,
  simpleReturns,
  sma,
  stochastic,
  wma,
} from './index.ts';

type Values = ArrayLike<number>;
const nans = (n: number) => new Float64Array(n).fill(NaN);

/** out[i] = f(window of x ending at i) for i ≥ p − 1. */
function windowed(x: Values, p: number, f: (window: number[]) => number): Float64Array {
  const out = nans(x.length);
  for (let i = p - 1; i < x.length; i++) out[i] = f(Array.from({ length: p }, (_, k) => x[i - p + 1 + k]!));
  return out;
}
const mean = (w: number[]) => w.reduce((a, b) => a + b, 0) / w.length;
const squares = (w: number[]) => w.reduce((a, b) => a + (b - mean(w)) ** 2, 0);

/**
 * An SMA-seeded exponential smoothing in closed form: with s = start + p − 1 and seed = mean of
 * x[start..s], value[i] = (1−α)^(i−s)·seed + Σ_{j=s+1..i} α(1−α)^(i−j)·x[j] (terms below 1e-18 dropped).
 */
function smoothing(x: Values, start: number, p: number, alpha: number): Float64Array {
  const out = nans(x.length);
  const s = start + p - 1;
  if (s >= x.length) return out;
  const seed = mean(Array.from({ length: p }, (_, k) => x[start + k]!));
  for (let i = s; i < x.length; i++) {
    let total = 0;
    let weight = 1;
    let j = i;
    for (; j > s && weight > 1e-18; j--) {
      total += alpha * weight * x[j]!;
      weight *= 1 - alpha;
    }
    out[i] = j === s ? total + weight * seed : total;
  }
  return out;
}

function rsvScan(b: Bars, p: number, flat: number): Float64Array {
  const out = nans(b.close.length);
  for (let i = p - 1; i < out.length; i++) {
    const hh = Math.max(...b.high.subarray(i - p + 1, i + 1));
    const ll = Math.min(...b.low.subarray(i - p + 1, i + 1));
    out[i] = hh === ll ? flat : ((b.close[i]! - ll) / (hh - ll)) * 100;
  }
  return out;
}

function agreesWithDefinitions(label: string, load: () => Bars) {
  describe(label, () => {
    // Loaded before the tests run, not while they are collected (a skipped suite never loads).
    let b!: Bars;
    let x!: Float64Array;
    let n!: number;
    beforeAll(() => {
      b = load();
      x = b.close;
      n = x.length;
    });

    it('SMA, WMA, EMA', () => {
      for (const p of [5, 20]) {
        expect(closeDisagreements(sma(x, p), windowed(x, p, mean))).toEqual([]);
        const weights = (w: number[]) => w.reduce((a, v, k) => a + (k + 1) * v, 0) / ((p * (p + 1)) / 2);
        expect(closeDisagreements(wma(x, p), windowed(x, p, weights))).toEqual([]);
        expect(closeDisagreements(ema(x, p), smoothing(x, 0, p, 2 / (p + 1)))).toEqual([]);
      }
    });

    it('RSI (Wilder) as 100 · avgGain / (avgGain + avgLoss)', () => {
      const gains = Float64Array.from(x, (v, i) => (i === 0 ? NaN : Math.max(v - x[i - 1]!, 0)));
      const losses = Float64Array.from(x, (v, i) => (i === 0 ? NaN : Math.max(x[i - 1]! - v, 0)));
      const g = smoothing(gains, 1, 14, 1 / 14);
      const l = smoothing(losses, 1, 14, 1 / 14);
      const expected = g.map((gain, i) => (gain + l[i]! === 0 ? 50 : (100 * gain) / (gain + l[i]!)));
      expect(closeDisagreements(rsi(x, 14), expected)).toEqual([]);
    });

    it('MACD', () => {
      const slow = smoothing(x, 0, 26, 2 / 27);
      const line = smoothing(x, 0, 12, 2 / 13).map((f, i) => f - slow[i]!);
      const signal = smoothing(line, 25, 9, 2 / 10);
      const ours = macd(x, { fast: 12, slow: 26, signal: 9 });
      expect(closeDisagreements(ours.macd, line)).toEqual([]);
      expect(closeDisagreements(ours.signal, signal)).toEqual([]);
      expect(
        closeDisagreements(
          ours.histogram,
          line.map((m, i) => m - signal[i]!),
        ),
      ).toEqual([]);
    });

    it('stochastic and Taiwan KD', () => {
      const rsv14 = rsvScan(b, 14, 50);
      const classic = stochastic(b.high, b.low, b.close, 14, 3);
      expect(closeDisagreements(classic.k, rsv14)).toEqual([]);
      expect(closeDisagreements(classic.d, windowed(rsv14, 3, mean))).toEqual([]);
      const rsv9 = rsvScan(b, 9, 50);
      const k = nans(n);
      const d = nans(n);
      for (let i = 8, kp = 50, dp = 50; i < n; i++) {
        kp = (kp * 2) / 3 + rsv9[i]! / 3;
        dp = (dp * 2) / 3 + kp / 3;
        k[i] = kp;
        d[i] = dp;
      }
      const ours = kd(b.high, b.low, b.close, 9);
      expect(closeDisagreements(ours.k, k)).toEqual([]);
      expect(closeDisagreements(ours.d, d)).toEqual([]);
    });

    it('Bollinger bands, ATR, OBV, rolling extremes', () => {
      const sd = windowed(x, 20, (w) => Math.sqrt(squares(w) / 20));
      const middle = windowed(x, 20, mean);
      const bands = bollinger(x, 20, 2);
      expect(closeDisagreements(bands.middle, middle)).toEqual([]);
      expect(
        closeDisagreements(
          bands.upper,
          middle.map((m, i) => m + 2 * sd[i]!),
        ),
      ).toEqual([]);
      expect(
        closeDisagreements(
          bands.lower,
          middle.map((m, i) => m - 2 * sd[i]!),
        ),
      ).toEqual([]);

      const tr = Float64Array.from(x, (_, i) =>
        i === 0 ? NaN : Math.max(b.high[i]!, x[i - 1]!) - Math.min(b.low[i]!, x[i - 1]!),
      );
      expect(closeDisagreements(atr(b.high, b.low, x, 14), smoothing(tr, 1, 14, 1 / 14))).toEqual([]);

      const volume = new Float64Array(n);
      for (let i = 1; i < n; i++) volume[i] = volume[i - 1]! + Math.sign(x[i]! - x[i - 1]!) * b.volume[i]!;
      expect(closeDisagreements(obv(x, b.volume), volume)).toEqual([]);

      for (const p of [1, 9, 60]) {
        expect(
          closeDisagreements(
            rollingMax(b.high, p),
            windowed(b.high, p, (w) => Math.max(...w)),
          ),
        ).toEqual([]);
        expect(
          closeDisagreements(
            rollingMin(b.low, p),
            windowed(b.low, p, (w) => Math.min(...w)),
          ),
        ).toEqual([]);
      }
    });

    it('volatility of log returns, drawdown, beta, correlation, VaR', () => {
      const r = Float64Array.from(x, (v, i) => (i === 0 ? NaN : Math.log(v / x[i - 1]!)));
      const sd = nans(n);
      for (let i = 20; i < n; i++) sd[i] = Math.sqrt(squares(Array.from(r.subarray(i - 19, i + 1))) / 19);
      expect(closeDisagreements(logReturnStdDev(x, 20), sd)).toEqual([]);
      expect(
        closeDisagreements(
          annualizedVolatility(x, 20, 250),
          sd.map((s) => s * Math.sqrt(250)),
        ),
      ).toEqual([]);

      let worst = 0;
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) worst = Math.min(worst, x[j]! / x[i]! - 1);
      expect(maxDrawdown(x).value).toBeCloseTo(worst, 12);

      const asset = simpleReturns(x);
      const market = simpleReturns(b.open); // a second, related series of the same length
      const ma = mean(Array.from(asset));
      const mm = mean(Array.from(market));
      let cov = 0;
      let va = 0;
      let vm = 0;
      for (let i = 0; i < asset.length; i++) {
        cov += (asset[i]! - ma) * (market[i]! - mm);
        va += (asset[i]! - ma) ** 2;
        vm += (market[i]! - mm) ** 2;
      }
      expect(beta(asset, market)).toBeCloseTo(cov / vm, 9);
      expect(correlation(asset, market)).toBeCloseTo(cov / Math.sqrt(va * vm), 9);
      expect(Array.from(logReturns(x))).toEqual(Array.from(r.subarray(1)));

      const sorted = Array.from(asset).sort((a, c) => a - c);
      const h = ((sorted.length - 1) * 5) / 100;
      const lo = Math.floor(h);
      const quantile = sorted[lo]! + (h - lo) * (sorted[lo + 1]! - sorted[lo]!);
      expect(historicalVar(asset, 0.95)).toBeCloseTo(-quantile, 12);
    });
  });
}

describe('real TWSE history', () => {
  agreesWithDefinitions('2330 台積電', () => loadTwseHistory('2330'));
  agreesWithDefinitions('2317 鴻海', () => loadTwseHistory('2317'));
});

describe('generated bars', () => {
  agreesWithDefinitions('seeded random walk, 3,000 bars', () => syntheticBars(3000, 11));
});

describe('long series: running sums do not drift', () => {
  const x = syntheticBars(300_000, 5).close;
  const at = [19, 1023, 1024, 65_537, 150_000, 299_999];

  it.each([
    ['SMA', (v: Float64Array) => sma(v, 20), (w: number[]) => mean(w)],
    [
      'WMA',
      (v: Float64Array) => wma(v, 20),
      (w: number[]) => w.reduce((a, c, k) => a + (k + 1) * c, 0) / 210,
    ],
    [
      'Bollinger σ',
      (v: Float64Array) => {
        const bands = bollinger(v, 20, 1);
        return bands.upper.map((u, i) => u - bands.middle[i]!);
      },
      (w: number[]) => Math.sqrt(squares(w) / 20),
    ],
  ] as const)('%s stays within 1e-11 of the exact window value', (_name, ours, exact) => {
    const out = ours(x);
    for (const i of at) {
      const window = Array.from(x.subarray(i - 19, i + 1));
      expect(Math.abs(out[i]! - exact(window))).toBeLessThan(1e-11 * Math.max(1, exact(window)));
    }
  });
});
