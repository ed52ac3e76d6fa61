import { describe, expect, it } from 'vitest';
import { isOnTick } from '../market/tick-size.ts';
import { priceLimits } from '../market/price-limits.ts';
import { weekdayDate, weekdayIndex, weekdayIndexOnOrBefore } from './calendar.ts';
import { marketIndices } from './indices.ts';
import { MarketSimulator } from './simulator.ts';
import type { SimSecurity } from './simulator-model.ts';

const tsmc: SimSecurity = { symbol: '2330', market: 'TW', sector: 'technology', kind: 'stock' };
const umc: SimSecurity = { symbol: '2303', market: 'TW', sector: 'technology', kind: 'stock' };
const bank: SimSecurity = { symbol: '2882', market: 'TW', sector: 'finance', kind: 'stock' };
const apple: SimSecurity = { symbol: 'AAPL', market: 'US', sector: 'technology', kind: 'stock' };
const taipei = (local: string) => new Date(`${local}+08:00`);

const correlation = (a: number[], b: number[]) => {
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  let num = 0;
  let da = 0;
  let db = 0;
  a.forEach((x, i) => {
    num += (x - ma) * (b[i]! - mb);
    da += (x - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  });
  return num / Math.sqrt(da * db);
};
const logReturns = (closes: number[]) => closes.slice(1).map((close, i) => Math.log(close / closes[i]!));

describe('weekday calendar', () => {
  it('maps dates to weekday indexes and back', () => {
    expect(weekdayIndex('2019-01-07')).toBe(0);
    expect(weekdayIndex('2019-01-14')).toBe(5);
    expect(weekdayIndex('2019-01-12')).toBeNull();
    expect(weekdayIndexOnOrBefore('2019-01-13')).toBe(4);
    expect(weekdayDate(5)).toBe('2019-01-14');
  });
});

describe('market simulator', () => {
  const simulator = new MarketSimulator('golden-seed', new Set(['2025-10-10']));

  it('is deterministic in its seed and differs across seeds', () => {
    const again = new MarketSimulator('golden-seed', new Set(['2025-10-10']));
    expect(again.bars(tsmc, '2025-09-01', '2025-09-30')).toEqual(
      simulator.bars(tsmc, '2025-09-01', '2025-09-30'),
    );
    const other = new MarketSimulator('another-seed');
    expect(other.bars(tsmc, '2025-09-01', '2025-09-05')).not.toEqual(
      simulator.bars(tsmc, '2025-09-01', '2025-09-05'),
    );
  });

  it('keeps Taiwan prices on ticks, inside ±10 % of the previous close, and OHLC consistent', () => {
    const bars = simulator.bars(tsmc, '2024-01-01', '2025-12-31');
    expect(bars.length).toBeGreaterThan(480);
    for (let i = 1; i < bars.length; i++) {
      const bar = bars[i]!;
      const { limitUp, limitDown } = priceLimits(bars[i - 1]!.close);
      for (const price of [bar.open, bar.high, bar.low, bar.close]) {
        expect(isOnTick(price)).toBe(true);
        expect(price).toBeLessThanOrEqual(limitUp);
        expect(price).toBeGreaterThanOrEqual(limitDown);
      }
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.volume % 1000).toBe(0);
      expect(bar.change).toBeCloseTo(bar.close - bars[i - 1]!.close, 6);
    }
  });

  it('skips weekends and exchange holidays in Taiwan but not abroad', () => {
    const dates = simulator.bars(tsmc, '2025-10-06', '2025-10-12').map((bar) => bar.date);
    expect(dates).toEqual(['2025-10-06', '2025-10-07', '2025-10-08', '2025-10-09']);
    expect(simulator.bars(apple, '2025-10-06', '2025-10-12')).toHaveLength(5);
  });

  it('clusters volatility and correlates stocks through market and sector factors', () => {
    const closes = (security: SimSecurity) =>
      simulator.bars(security, '2020-01-01', '2025-12-31').map((bar) => bar.close);
    const a = logReturns(closes(tsmc));
    const b = logReturns(closes(umc));
    const c = logReturns(closes(bank));
    expect(correlation(a, b)).toBeGreaterThan(correlation(a, c));
    expect(correlation(a, c)).toBeGreaterThan(0.1);
    // GARCH volatility clustering: absolute index returns are autocorrelated (i.i.d. noise gives ~0).
    const taiex = marketIndices.find((index) => index.symbol === '^TWII')!;
    const index = logReturns(simulator.indexBars(taiex, '2019-01-01', '2025-12-31').map((bar) => bar.close));
    const absolute = index.map(Math.abs);
    expect(correlation(absolute.slice(1), absolute.slice(0, -1))).toBeGreaterThan(0.05);
  });

  it('moves quotes during the Taiwan session and freezes them outside it', () => {
    const morning = simulator.quote(tsmc, taipei('2025-09-03T09:30:00'));
    const later = simulator.quote(tsmc, taipei('2025-09-03T11:45:10'));
    expect(morning.live).toBe(true);
    const day = simulator.bars(tsmc, '2025-09-03', '2025-09-03')[0]!;
    const prices = Array.from(
      { length: 40 },
      (_, i) => simulator.quote(tsmc, new Date(taipei('2025-09-03T10:00:00').getTime() + i * 60_000)).price,
    );
    expect(new Set(prices).size).toBeGreaterThan(3);
    for (const quote of [morning, later]) {
      expect(quote.price).toBeLessThanOrEqual(day.high);
      expect(quote.price).toBeGreaterThanOrEqual(day.low);
      expect(quote.previousClose).toBe(Number((day.close - day.change).toFixed(2)));
    }
    expect(later.volume).toBeGreaterThan(morning.volume);
    const closed = simulator.quote(tsmc, taipei('2025-09-03T14:00:00'));
    expect(closed).toMatchObject({ live: false, price: day.close, volume: day.volume, date: '2025-09-03' });
    expect(simulator.quote(tsmc, taipei('2025-09-03T20:00:00')).price).toBe(day.close);
    const early = simulator.quote(tsmc, taipei('2025-09-04T08:45:00'));
    expect(early).toMatchObject({ live: false, date: '2025-09-03', price: day.close });
    expect(simulator.quote(tsmc, taipei('2025-09-06T10:00:00')).date).toBe('2025-09-05');
  });

  it('opens at the open and reaches the day close at 13:30', () => {
    const day = simulator.bars(tsmc, '2025-09-03', '2025-09-03')[0]!;
    expect(simulator.quote(tsmc, taipei('2025-09-03T09:00:00')).price).toBe(day.open);
    const last = simulator.quote(tsmc, taipei('2025-09-03T13:29:59'));
    expect(Math.abs(last.price - day.close)).toBeLessThanOrEqual((day.high - day.low) * 0.25 + 1);
  });

  it('derives fundamentals and flows from the same path', () => {
    const valuation = simulator.valuation(tsmc, '2025-09-03')!;
    expect(valuation.peRatio).toBeGreaterThan(0);
    expect(valuation.pbRatio).toBeGreaterThan(0);
    expect(valuation.dividendYield).toBeGreaterThan(0);
    const revenue = simulator.monthlyRevenue(tsmc, '2025-08');
    const lastYear = simulator.monthlyRevenue(tsmc, '2024-08');
    expect(revenue.yoyPercent).toBeCloseTo((revenue.revenue / lastYear.revenue - 1) * 100, 1);
    expect(simulator.flows(tsmc, '2025-09-06')).toBeNull();
    const flows = simulator.flows(tsmc, '2025-09-03')!;
    expect(Number.isInteger(flows.foreignNet / 1000)).toBe(true);
    expect(simulator.margin(tsmc, '2025-09-03')!.marginBalance).toBeGreaterThan(0);
  });

  it('simulates index levels without ticks', () => {
    const taiex = marketIndices.find((index) => index.symbol === '^TWII')!;
    const bars = simulator.indexBars(taiex, '2025-09-01', '2025-09-05');
    expect(bars).toHaveLength(5);
    expect(bars[0]!.close).toBeGreaterThan(1000);
    expect(simulator.indexQuote(taiex, taipei('2025-09-03T10:00:00')).live).toBe(true);
  });
});
