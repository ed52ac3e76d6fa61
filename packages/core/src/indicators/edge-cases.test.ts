import { describe, expect, it } from 'vitest';
import { parseTwseDaily } from './fixtures/twse-history.ts';
import {
  atr,
  beta,
  bollinger,
  correlation,
  ema,
  historicalVar,
  kd,
  logReturnStdDev,
  macd,
  maxDrawdown,
  obv,
  rollingMax,
  rsi,
  sma,
  stochastic,
  wma,
} from './index.ts';

const allNaN = (series: Float64Array) => series.every((value) => Number.isNaN(value));

describe('a period longer than the data', () => {
  const short = [1, 2, 3];

  it('gives an all-NaN output of the same length, never an error', () => {
    for (const out of [
      sma(short, 5),
      ema(short, 5),
      wma(short, 5),
      rsi(short, 3), // RSI needs period + 1 closes
      rollingMax(short, 4),
      logReturnStdDev(short, 3),
      atr(short, short, short, 3),
      ...Object.values(macd(short)),
      ...Object.values(bollinger(short, 4)),
      ...Object.values(kd(short, short, short, 4)),
      ...Object.values(stochastic(short, short, short, 4, 2)),
    ]) {
      expect(out).toHaveLength(3);
      expect(allNaN(out)).toBe(true);
    }
  });

  it('handles empty input', () => {
    expect(sma([], 3)).toHaveLength(0);
    expect(rsi([])).toHaveLength(0);
    expect(obv([], [])).toHaveLength(0);
    expect(maxDrawdown([])).toEqual({ value: 0, peakIndex: -1, troughIndex: -1 });
    expect(historicalVar([])).toBeNaN();
    expect(beta([], [])).toBeNaN();
  });
});

describe('a constant series', () => {
  const flat = Array<number>(40).fill(25);

  it('RSI is defined as 50 when there has been no movement at all (technicalindicators: 100)', () => {
    const out = rsi(flat, 14);
    expect(allNaN(out.subarray(0, 14))).toBe(true);
    expect(Array.from(out.subarray(14))).toEqual(Array(26).fill(50));
  });

  it('RSI is 100 with gains only and 0 with losses only', () => {
    const up = Array.from({ length: 20 }, (_, i) => 10 + i);
    expect(rsi(up, 14)[19]).toBe(100);
    expect(rsi(up.reverse(), 14)[19]).toBe(0);
  });

  it('averages equal the constant, bands collapse, ranges vanish', () => {
    expect(sma(flat, 5)[39]).toBe(25);
    expect(ema(flat, 5)[39]).toBe(25);
    expect(wma(flat, 5)[39]).toBe(25);
    const { upper, lower } = bollinger(flat, 20, 2);
    expect([upper[39], lower[39]]).toEqual([25, 25]);
    expect(atr(flat, flat, flat, 14)[39]).toBe(0);
    expect(macd(flat).histogram[39]).toBe(0);
    expect(logReturnStdDev(flat, 20)[39]).toBe(0);
    expect(stochastic(flat, flat, flat).k[39]).toBe(50);
    expect(kd(flat, flat, flat).k[39]).toBe(50);
    expect(beta(flat, flat)).toBeNaN();
    expect(correlation(flat, flat)).toBeNaN();
    expect(maxDrawdown(flat).value).toBe(0);
  });
});

describe('invalid values are rejected, not propagated', () => {
  it('names the series and the index of a NaN or an infinity', () => {
    expect(() => sma([1, 2, NaN, 4], 2)).toThrow('values[2] is NaN');
    expect(() => rsi([1, 2, 3, Infinity], 2)).toThrow('closes[3] is Infinity');
    expect(() => macd(Float64Array.of(1, NaN))).toThrow('closes[1] is NaN');
    expect(() => kd([1, 2], [1, NaN], [1, 2], 2)).toThrow('low[1] is NaN');
    expect(() => atr([1, 2], [1, 1], [1, -Infinity], 2)).toThrow('close[1] is -Infinity');
    expect(() => obv([1, 2], [1, NaN])).toThrow('volume[1] is NaN');
    expect(() => correlation([1, NaN], [1, 2])).toThrow('a[1] is NaN');
    expect(() => historicalVar([0.01, NaN])).toThrow('returns[1] is NaN');
  });

  it('rejects a NaN even inside the warm-up', () => {
    expect(() => sma([NaN, 1, 2], 5)).toThrow('values[0] is NaN');
    expect(() => bollinger([1, NaN], 20)).toThrow('closes[1] is NaN');
  });

  it('rejects non-positive prices where returns or drawdowns need them', () => {
    expect(() => logReturnStdDev([1, 0, 2], 2)).toThrow('closes[1] is 0');
    expect(() => maxDrawdown([100, -5])).toThrow('values[1] is -5');
  });

  it('rejects bad periods and mismatched lengths', () => {
    expect(() => sma([1, 2], 0)).toThrow('period must be an integer ≥ 1');
    expect(() => ema([1, 2], 2.5)).toThrow(RangeError);
    expect(() => logReturnStdDev([1, 2, 3], 1)).toThrow('period must be an integer ≥ 2');
    expect(() => macd([1, 2], { fast: 26, slow: 12 })).toThrow('fast (26) must be shorter than slow (12)');
    expect(() => kd([1, 2], [1], [1, 2])).toThrow('low has 1 values but high has 2');
    expect(() => beta([1, 2], [1])).toThrow(RangeError);
    expect(() => historicalVar([0.1], 1)).toThrow('confidence');
  });
});

describe('inputs', () => {
  it('accepts number[] and Float64Array alike, and never mutates the input', () => {
    const list = [5, 3, 8, 1, 9, 2, 7];
    const typed = Float64Array.from(list);
    expect(Array.from(rsi(list, 3))).toEqual(Array.from(rsi(typed, 3)));
    historicalVar(typed);
    expect(Array.from(typed)).toEqual(list);
  });

  it('period 1: SMA and rolling max are the series itself', () => {
    expect(Array.from(sma([4, 5, 6], 1))).toEqual([4, 5, 6]);
    expect(Array.from(rollingMax([4, 5, 6], 1))).toEqual([4, 5, 6]);
  });
});

describe('reading the exchange CSV', () => {
  it('handles quoted thousands separators, CRLF and `--` rows', () => {
    const text = [
      '"112/01/30","1,234,000","5,678,000","1,005.00","1,010.00","1,000.00","1,008.00","+3.00","1,200"',
      '112/01/31,0,0,--,--,--,--, 0.00,0',
      '112/02/01,2000,20000,10.0,10.5,9.5,10.2,-0.10,12',
    ].join('\r\n');
    const history = parseTwseDaily(text);
    expect(history.dates).toEqual(['112/01/30', '112/02/01']);
    expect(Array.from(history.close)).toEqual([1008, 10.2]);
    expect(Array.from(history.high)).toEqual([1010, 10.5]);
    expect(Array.from(history.volume)).toEqual([1_234_000, 2000]);
  });
});
