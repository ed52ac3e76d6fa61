/**
 * Our kernels against technicalindicators 3.1.0 (a dev-only oracle), on real TWSE history and on
 * generated bars. Its outputs drop the warm-up, so they are aligned to the end of ours.
 *
 * Precision: it prints RSI rounded to 2 decimals, so ours is rounded the same way and must then be
 * equal. Everything else it prints at full precision: where we use the same arithmetic (SMA, EMA,
 * MACD, stochastic, ATR, OBV) the numbers must be identical; WMA and the Bollinger bands use O(n)
 * sliding sums where it re-sums every window, so those agree to 1e-12 relative, not bit for bit.
 *
 * Intentional differences, each tested below: RSI while the closes have not moved at all (both
 * Wilder averages 0: 50, it says 100), %K of a window without range (50, it says 0), OBV's first
 * bar (0 here, absent there).
 */
import { ATR, BollingerBands, EMA, MACD, OBV, RSI, SMA, Stochastic, WMA } from 'technicalindicators';
import { beforeAll, describe, expect, it } from 'vitest';
import { alignedDisagreements } from './fixtures/compare.ts';
import { syntheticBars, type Bars } from '../samples/synthetic-bars.ts';
import { loadTwseHistory } from './fixtures/twse-history.ts';
import { atr, bollinger, ema, kd, macd, obv, rsi, sma, stochastic, wma } from './index.ts';

const list = (values: Float64Array) => Array.from(values);

function agreesWithOracle(label: string, load: () => Bars) {
  describe(label, () => {
    // Loaded before the tests run, not while they are collected (a skipped suite never loads).
    let bars!: Bars;
    let close!: number[];
    let high!: number[];
    let low!: number[];
    beforeAll(() => {
      bars = load();
      close = list(bars.close);
      high = list(bars.high);
      low = list(bars.low);
    });

    it('SMA and EMA are identical', () => {
      for (const period of [5, 20, 60]) {
        expect(
          alignedDisagreements(sma(bars.close, period), SMA.calculate({ period, values: close })),
        ).toEqual([]);
        expect(
          alignedDisagreements(ema(bars.close, period), EMA.calculate({ period, values: close })),
        ).toEqual([]);
      }
    });

    it('WMA agrees to 1e-12 relative', () => {
      const theirs = WMA.calculate({ period: 10, values: close });
      expect(alignedDisagreements(wma(bars.close, 10), theirs, { relative: 1e-12 })).toEqual([]);
    });

    it('RSI equals its 2-decimal output exactly', () => {
      for (const period of [6, 14]) {
        const theirs = RSI.calculate({ period, values: close });
        expect(alignedDisagreements(rsi(bars.close, period), theirs, { digits: 2 })).toEqual([]);
      }
    });

    it('MACD, signal and histogram are identical (EMA oscillator and signal)', () => {
      const ours = macd(bars.close, { fast: 12, slow: 26, signal: 9 });
      const theirs = MACD.calculate({
        values: close,
        fastPeriod: 12,
        slowPeriod: 26,
        signalPeriod: 9,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      });
      expect(
        alignedDisagreements(
          ours.macd,
          theirs.map((row) => row.MACD),
        ),
      ).toEqual([]);
      expect(
        alignedDisagreements(
          ours.signal,
          theirs.map((row) => row.signal),
        ),
      ).toEqual([]);
      expect(
        alignedDisagreements(
          ours.histogram,
          theirs.map((row) => row.histogram),
        ),
      ).toEqual([]);
    });

    it('classic stochastic %K and %D are identical', () => {
      const ours = stochastic(bars.high, bars.low, bars.close, 14, 3);
      const theirs = Stochastic.calculate({ high, low, close, period: 14, signalPeriod: 3 });
      expect(
        alignedDisagreements(
          ours.k,
          theirs.map((row) => row.k),
        ),
      ).toEqual([]);
      expect(
        alignedDisagreements(
          ours.d,
          theirs.map((row) => row.d),
        ),
      ).toEqual([]);
    });

    it('Taiwan KD is its %K (the RSV) smoothed 2/3 · previous + 1/3 · new from 50', () => {
      const theirs = Stochastic.calculate({ high, low, close, period: 9, signalPeriod: 3 });
      const expectedK: number[] = [];
      const expectedD: number[] = [];
      let k = 50;
      let d = 50;
      for (const row of theirs) {
        k = (2 * k + row.k) / 3;
        d = (2 * d + k) / 3;
        expectedK.push(k);
        expectedD.push(d);
      }
      const ours = kd(bars.high, bars.low, bars.close, 9);
      expect(alignedDisagreements(ours.k, expectedK)).toEqual([]);
      expect(alignedDisagreements(ours.d, expectedD)).toEqual([]);
    });

    it('Bollinger bands agree to 1e-12 relative', () => {
      const ours = bollinger(bars.close, 20, 2);
      const theirs = BollingerBands.calculate({ period: 20, stdDev: 2, values: close });
      const relative = 1e-12;
      expect(
        alignedDisagreements(
          ours.middle,
          theirs.map((row) => row.middle),
          { relative },
        ),
      ).toEqual([]);
      expect(
        alignedDisagreements(
          ours.upper,
          theirs.map((row) => row.upper),
          { relative },
        ),
      ).toEqual([]);
      expect(
        alignedDisagreements(
          ours.lower,
          theirs.map((row) => row.lower),
          { relative },
        ),
      ).toEqual([]);
    });

    it('ATR is identical', () => {
      const theirs = ATR.calculate({ high, low, close, period: 14 });
      expect(alignedDisagreements(atr(bars.high, bars.low, bars.close, 14), theirs)).toEqual([]);
    });

    it('OBV is identical from the second bar; ours starts at 0 on the first', () => {
      const ours = obv(bars.close, bars.volume);
      const theirs = OBV.calculate({ close, volume: list(bars.volume) });
      expect(ours[0]).toBe(0);
      expect(theirs).toHaveLength(ours.length - 1);
      expect(alignedDisagreements(ours.subarray(1), theirs)).toEqual([]);
    });
  });
}

describe('real TWSE history', () => {
  agreesWithOracle('2330 台積電', () => loadTwseHistory('2330'));
  agreesWithOracle('2317 鴻海', () => loadTwseHistory('2317'));
});

describe('generated bars', () => {
  agreesWithOracle('seeded random walk, 4,000 bars', () => syntheticBars(4000, 7));
});

describe('documented differences from technicalindicators', () => {
  // 20 bars without any movement, then rising, then falling.
  const series = [...Array(20).fill(100), ...Array.from({ length: 10 }, (_, i) => 101 + i), 105, 100, 96];

  it('RSI before any movement is 50 here, 100 there', () => {
    const theirs = RSI.calculate({ period: 14, values: series });
    const ours = rsi(series, 14);
    // Bars 14–19 have seen 14 unchanged closes and nothing else.
    for (let i = 14; i < 20; i++) {
      expect(ours[i]).toBe(50);
      expect(theirs[i - 14]).toBe(100);
    }
    // From the first rise on, the two agree.
    expect(alignedDisagreements(ours.subarray(20), theirs.slice(6), { digits: 2 })).toEqual([]);
  });

  it('%K of a window without range is 50 here, 0 there, and %D follows', () => {
    const ours = stochastic(series, series, series, 5, 3);
    const theirs = Stochastic.calculate({
      high: series,
      low: series,
      close: series,
      period: 5,
      signalPeriod: 3,
    });
    // Bars 4–19 see five equal prices.
    expect(ours.k[10]).toBe(50);
    expect(theirs[10 - 4]!.k).toBe(0);
    expect(ours.d[12]).toBe(50);
    expect(theirs[12 - 4]!.d).toBe(0);
    // A rising window closes at its high on both sides; a falling one at its low.
    expect(ours.k[27]).toBe(100);
    expect(theirs[27 - 4]!.k).toBe(100);
    expect(ours.k[32]).toBe(0);
    expect(theirs[32 - 4]!.k).toBe(0);
  });

  it('Taiwan KD treats a window without range as RSV 50, so K and D stay at 50 from a start of 50', () => {
    const constant = Array(30).fill(42);
    const { k, d } = kd(constant, constant, constant, 9);
    expect(Array.from(k.subarray(8))).toEqual(Array(22).fill(50));
    expect(Array.from(d.subarray(8))).toEqual(Array(22).fill(50));
  });
});
