import { describe, expect, it } from 'vitest';
import { allocation } from '../analytics.ts';
import { summarisePortfolio } from '../holdings.ts';
import { buy, cashIn, closes } from '../testing/story-kit.ts';
import type { HeldSecurity } from '../types.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: allocation by sector and by exchange, cash included.
describe('allocation', () => {
  const day = '2024-10-01';
  const securities = new Map<string, HeldSecurity>([
    [
      '2330',
      { symbol: '2330', name: '台積電', kind: 'stock', sector: 'technology', market: 'TW', exchange: 'TWSE' },
    ],
    [
      '2317',
      { symbol: '2317', name: '鴻海', kind: 'stock', sector: 'technology', market: 'TW', exchange: 'TWSE' },
    ],
    [
      '2412',
      { symbol: '2412', name: '中華電', kind: 'stock', sector: 'telecom', market: 'TW', exchange: 'TWSE' },
    ],
    [
      '6488',
      { symbol: '6488', name: '環球晶', kind: 'stock', sector: 'technology', market: 'TW', exchange: 'TPEx' },
    ],
    [
      '0056',
      { symbol: '0056', name: '元大高股息', kind: 'etf', sector: null, market: 'TW', exchange: 'TWSE' },
    ],
  ]);
  const series = valuePortfolio({
    transactions: [
      cashIn(day, 1_000_000),
      buy(day, '2330', 400, 1000, 0), // 400,000
      buy(day, '2317', 1000, 200, 0), // 200,000
      buy(day, '2412', 1000, 120, 0), // 120,000
      buy(day, '6488', 200, 400, 0), // 80,000
      buy(day, '0056', 2000, 50, 0), // 100,000
    ],
    prices: Object.fromEntries(
      [
        ['2330', 1000],
        ['2317', 200],
        ['2412', 120],
        ['6488', 400],
        ['0056', 50],
      ].map(([symbol, close]) => [symbol, closes({ [day]: close as number })]),
    ),
    trackCash: true,
    until: day,
    perSymbol: true,
  });
  const summary = summarisePortfolio(series, securities);

  it('by sector: technology 68 %, ETF 10 %, telecom 12 %, cash 10 %', () => {
    // Technology 400,000 + 200,000 + 80,000 = 680,000 of 1,000,000.
    expect(allocation(summary.holdings, (holding) => holding.sector ?? 'etf', summary.cash)).toEqual([
      { key: 'technology', value: 680_000, weight: 0.68 },
      { key: 'telecom', value: 120_000, weight: 0.12 },
      { key: 'cash', value: 100_000, weight: 0.1 },
      { key: 'etf', value: 100_000, weight: 0.1 },
    ]);
  });

  it('by exchange: TWSE 82 %, cash 10 %, TPEx 8 %', () => {
    expect(allocation(summary.holdings, (holding) => holding.exchange, summary.cash)).toEqual([
      { key: 'TWSE', value: 820_000, weight: 0.82 },
      { key: 'cash', value: 100_000, weight: 0.1 },
      { key: 'TPEx', value: 80_000, weight: 0.08 },
    ]);
  });
});
