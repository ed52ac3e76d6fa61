import { describe, expect, it } from 'vitest';
import { addDays } from '../../market-data/calendar.ts';
import { assessRisk } from '../risk.ts';
import { heldPortfolioReturns } from '../total-return.ts';
import type { PricePoint } from '../types.ts';

// Story: volatility and beta of the portfolio as held now, from raw closes and a dividend.
// ^TWII alternates +1 % and −1 %; X moves twice as much and pays NT$1 on day 10 (its raw close
// falls by the dividend that day); Y never moves. Weights: X 50 %, Y 30 %, cash 20 %.
describe('volatility and beta from prices', () => {
  const dates = Array.from({ length: 21 }, (_, i) => addDays('2024-01-01', i));
  const moves = dates.map((_, i) => (i === 0 ? 0 : i % 2 === 1 ? 0.01 : -0.01));
  const market: PricePoint[] = [];
  const x: PricePoint[] = [];
  let index = 20_000;
  let price = 50;
  dates.forEach((date, i) => {
    index *= 1 + moves[i]!;
    price = price * (1 + 2 * moves[i]!) - (i === 10 ? 1 : 0);
    market.push({ date, close: index });
    x.push({ date, close: price });
  });
  const y = dates.map((date) => ({ date, close: 30 }));
  const returns = heldPortfolioReturns({
    weights: new Map([
      ['X', 0.5],
      ['Y', 0.3],
    ]),
    prices: { X: x, Y: y },
    actions: [{ symbol: 'X', exDate: dates[10]!, cashDividend: 1 }],
    market,
    days: 20,
  });

  it('gives the portfolio exactly the market move each day: 0.5 × 2 × m', () => {
    expect(returns.dates).toHaveLength(20);
    returns.portfolio.forEach((value, i) => expect(value).toBeCloseTo(returns.market[i]!, 12));
    // Day 10 (a −1 % market day): X's raw close falls 2 % and then by the dividend; with the
    // dividend added back X returns −2 %, so the portfolio −1 %, not a larger drop.
    expect(returns.portfolio[9]).toBeCloseTo(-0.01, 12);
  });

  it('measures volatility 16.2869 % and beta 1', () => {
    // Sample variance 20 × 0.0001 / 19 = 0.000105263; × 252 = 0.026526; √ = 0.162869.
    const report = assessRisk({
      holdings: [
        { symbol: 'X', value: 500, sector: 'technology' },
        { symbol: 'Y', value: 300, sector: 'finance' },
      ],
      cash: 200,
      trackCash: true,
      portfolioReturns: returns.portfolio,
      marketReturns: returns.market,
    });
    expect(report.volatility).toBeCloseTo(0.162869, 5);
    expect(report.beta).toBeCloseTo(1, 10);
    // Cash 200 / 1,000 = 20 %: above the 10 % threshold, no risk points.
    expect(report.risk.rules.find((rule) => rule.id === 'cash-share')).toMatchObject({
      value: 0.2,
      contribution: 0,
    });
  });

  it('refuses to guess from fewer than 20 days', () => {
    const report = assessRisk({
      holdings: [{ symbol: 'X', value: 1, sector: null }],
      cash: 0,
      trackCash: false,
      portfolioReturns: returns.portfolio.slice(0, 19),
      marketReturns: returns.market.slice(0, 19),
    });
    expect(report.volatility).toBeNull();
    expect(report.beta).toBeNull();
  });
});
