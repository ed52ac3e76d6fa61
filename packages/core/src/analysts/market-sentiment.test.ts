/** Market sentiment on built breadth, 三大法人 flows and market margin (none is in the history folder). */
import { describe, expect, it } from 'vitest';
import { cited, keys } from './fixtures/opinions.ts';
import { bundleFromCloses } from '../samples/synthetic-bundle.ts';
import { marketSentimentAnalyst } from './team/market-sentiment.ts';
import type { Breadth, InstitutionalFlows, MarketMargin } from './types.ts';

const n = 25;
const stock = bundleFromCloses(Array.from({ length: n }, () => 60));
const dates = stock.bars.dates;
const test = { source: 'test', simulated: true } as const;
const fill = (value: number) => new Float64Array(n).fill(value);

const breadth: Breadth = { ...test, dates, advances: fill(600), declines: fill(300) };
const institutional: InstitutionalFlows = {
  ...test,
  dates,
  foreign: fill(10_000),
  investmentTrust: fill(5_000),
  dealer: fill(-5_000),
};
// NT$200 billion, then NT$220 billion over the last 20 sessions: +10 %.
const marketMargin: MarketMargin = {
  ...test,
  dates,
  balance: Float64Array.from(dates, (_, i) => (i < 5 ? 2e11 : 2.2e11)),
};

describe('market sentiment analyst', () => {
  it('reads breadth, institutional flows and market leverage', () => {
    const o = marketSentimentAnalyst({ ...stock, breadth, institutional, marketMargin });
    // Breadth 600 / 900 = 66.67 % → (0.6667 − 0.5) × 4 = 0.6667 (×1).
    expect(cited(o, 'advanceRatio5')).toBe(0.666667);
    // Flows: week 5 × (10,000 + 5,000 − 5,000) = 50,000 shares of 5,000,000 traded = 1 % → 0.1;
    // month 200,000 of 20,000,000 = 1 % → 0.1: vote 0.1 (×1.5).
    expect(cited(o, 'foreign5')).toBe(50_000);
    expect(cited(o, 'institutional5')).toBe(50_000);
    expect(cited(o, 'institutional20')).toBe(200_000);
    expect(cited(o, 'investmentTrust20')).toBe(100_000);
    expect(cited(o, 'trustBuyingDays')).toBe(25);
    // Market margin +10 % in a month → −1 (×0.5).
    expect(cited(o, 'marketMarginChange20')).toBe(0.1);
    // Score (0.6667 + 0.15 − 0.5) / 3 = 0.1056; agreement 0.3167 / 1.3167 = 0.2405;
    // confidence 0.3 + 0.6 × 0.2405 × 0.2111 = 0.3305.
    expect(o.score).toBe(0.1056);
    expect(o.confidence).toBe(0.3305);
    expect(o.signal).toBe('hold');
    expect(o.targetPrice).toBe(60);
    expect(keys(o)).toEqual([
      'marketSentiment.flowsWeek',
      'marketSentiment.flowsMonth',
      'marketSentiment.breadthStrong',
      'marketSentiment.trustStreak',
      'marketSentiment.leverageRising',
    ]);
  });

  it('flags persistent foreign selling', () => {
    const selling = { ...institutional, foreign: fill(-20_000) };
    const o = marketSentimentAnalyst({ ...stock, institutional: selling });
    expect(cited(o, 'foreign20')).toBe(-400_000);
    expect(keys(o)).toContain('marketSentiment.foreignSelling');
    expect(o.missing).toEqual(['breadth', 'marketMargin']);
  });

  it('says the datasets are missing rather than guessing', () => {
    const o = marketSentimentAnalyst(stock);
    expect(o.status).toBe('insufficient');
    expect(o.missing).toEqual(['breadth', 'institutional', 'marketMargin']);
    expect(keys(o)).toEqual(['common.missingData']);
  });

  it('says so when the datasets are too short to compute anything', () => {
    const short = {
      ...breadth,
      dates: dates.slice(0, 5),
      advances: fill(1).subarray(0, 5),
      declines: fill(1).subarray(0, 5),
    };
    const o = marketSentimentAnalyst({ ...stock, breadth: short });
    expect(o.status).toBe('insufficient');
    expect(keys(o)).toEqual(['common.dataTooShort']);
  });
});
