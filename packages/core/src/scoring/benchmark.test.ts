import { describe, expect, it } from 'vitest';
import { scoreRelative, summariseRelative } from './benchmark.ts';
import { portfolioStats, shuffleSignalsByDate } from './baselines.ts';

const index = (from: number, to: number) => ({ benchmarkEntry: from, benchmarkExit: to });

describe('benchmark-relative scoring, by hand', () => {
  it('scores a buy by its return after costs against the index', () => {
    // paid 100 × 1.001425 = 100.1425; received 110 × (1 − 0.001425 − 0.003) = 109.51325;
    // net 9.37075 / 100.1425 = 0.0935741…; the index made 5 %: excess 0.0435741…
    const won = scoreRelative({ signal: 'buy', entry: 100, exit: 110, ...index(10_000, 10_500) });
    expect(won.netReturn).toBeCloseTo(9.37075 / 100.1425, 12);
    expect(won.excess).toBeCloseTo(9.37075 / 100.1425 - 0.05, 12);
    expect(won.hit).toBe(true);
    // 104 × 0.995575 = 103.5398; net 3.3973 / 100.1425 = 0.0339247…: money made, market not beaten.
    const trailed = scoreRelative({ signal: 'buy', entry: 100, exit: 104, ...index(10_000, 10_500) });
    expect(trailed.netReturn).toBeCloseTo(3.3973 / 100.1425, 12);
    expect(trailed.excess).toBeCloseTo(3.3973 / 100.1425 - 0.05, 12);
    expect(trailed.hit).toBe(false);
  });

  it('scores a sell as short the stock, long the index', () => {
    // received 100 × 0.995575 = 99.5575; paid 95 × 1.001425 = 95.135375; net 4.422125 / 99.5575.
    const fell = scoreRelative({ signal: 'sell', entry: 100, exit: 95, ...index(10_000, 10_000) });
    expect(fell.excess).toBeCloseTo(4.422125 / 99.5575, 12);
    expect(fell.hit).toBe(true);
    // The stock rose 2 % but the index 5 %: short −2.58785 / 99.5575, plus 5 % = +0.0240…: right.
    const lagged = scoreRelative({ signal: 'sell', entry: 100, exit: 102, ...index(10_000, 10_500) });
    expect(lagged.excess).toBeCloseTo(-2.58785 / 99.5575 + 0.05, 12);
    expect(lagged.hit).toBe(true);
    // Flat stock, flat index: the costs make the sell wrong.
    expect(scoreRelative({ signal: 'sell', entry: 100, exit: 100, ...index(1, 1) }).hit).toBe(false);
  });

  it('scores a hold by the excess staying within ±5 %, without costs', () => {
    const calm = scoreRelative({ signal: 'hold', entry: 100, exit: 103, ...index(10_000, 10_100) });
    expect(calm.excess).toBeCloseTo(0.02, 12);
    expect(calm.hit).toBe(true);
    const ran = scoreRelative({ signal: 'hold', entry: 100, exit: 112, ...index(10_000, 10_100) });
    expect(ran.excess).toBeCloseTo(0.11, 12);
    expect(ran.hit).toBe(false);
    // A 6 % rise with the market up 6 % is a right hold: the stock only followed the market.
    expect(scoreRelative({ signal: 'hold', entry: 100, exit: 106, ...index(100, 106) }).hit).toBe(true);
  });

  it('rejects prices that are not positive', () => {
    expect(() => scoreRelative({ signal: 'buy', entry: 0, exit: 1, ...index(1, 1) })).toThrow(RangeError);
  });

  it('summarises hit rate over every call and mean excess over the trading ones', () => {
    const scores = [
      { ...scoreRelative({ signal: 'buy', entry: 100, exit: 110, ...index(100, 105) }), date: '2010-01-04' },
      { ...scoreRelative({ signal: 'sell', entry: 100, exit: 95, ...index(100, 100) }), date: '2010-01-04' },
      { ...scoreRelative({ signal: 'hold', entry: 100, exit: 112, ...index(100, 101) }), date: '2010-02-01' },
    ];
    const summary = summariseRelative(scores);
    expect(summary).toMatchObject({ calls: 3, buy: 1, hold: 1, sell: 1, dates: 2 });
    expect(summary.hitRate).toBeCloseTo(2 / 3, 12);
    expect(summary.meanExcess).toBeCloseTo((scores[0]!.excess + scores[1]!.excess) / 2, 12);
    expect(summariseRelative([])).toMatchObject({ hitRate: null, meanExcess: null, dates: 0 });
  });
});

describe('baselines', () => {
  it('shuffles signals only among the stocks of the same date, reproducibly', () => {
    const calls = [
      ...['a', 'b', 'c', 'd'].map((s, i) => ({
        date: '2010-01-04',
        symbol: s,
        signal: (['buy', 'sell', 'hold', 'hold'] as const)[i]!,
      })),
      ...['a', 'b'].map((s) => ({ date: '2010-02-01', symbol: s, signal: 'buy' as const })),
    ];
    const once = shuffleSignalsByDate(calls, 7);
    expect(shuffleSignalsByDate(calls, 7)).toEqual(once);
    expect([...once.slice(0, 4)].sort()).toEqual(['buy', 'hold', 'hold', 'sell']);
    expect(once.slice(4)).toEqual(['buy', 'buy']);
  });

  it('computes CAGR, drawdown and Sharpe of an equal-weight portfolio by hand', () => {
    // Two half-year periods: +10 % (mean of 0.2 and 0), then −5 %. 1.1 × 0.95 = 1.045 over one year.
    const stats = portfolioStats(
      [
        { date: '2010-07-01', returns: [-0.05] },
        { date: '2010-01-04', returns: [0.2, 0] },
      ],
      126,
    );
    expect(stats.cagr).toBeCloseTo(0.045, 12);
    expect(stats.maxDrawdown).toBeCloseTo(-0.05, 12);
    // mean 0.025, sample sd √(2 × 0.075²) = 0.1060660…, × √2 periods a year = 1/3.
    expect(stats.sharpe).toBeCloseTo(1 / 3, 12);
    expect(portfolioStats([], 20)).toMatchObject({ periods: 0, cagr: null });
  });
});
