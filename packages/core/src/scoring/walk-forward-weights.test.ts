import { describe, expect, it } from 'vitest';
import type { ReplayedCall } from './protocol.ts';
import { walkForwardWeights } from './walk-forward-weights.ts';

/**
 * A technical call on `symbol` made on `date`, resolved on `resolved`: `right` decides whether the
 * stock beat the benchmark (+10 % vs 0) or trailed it (−10 %), for a buy call.
 */
function call(
  symbol: string,
  date: string,
  resolved: string,
  right: boolean,
  id = 'technical',
): ReplayedCall {
  const buy = Number(symbol.at(-1)) % 2 === 0;
  return {
    analystId: id,
    symbol,
    date,
    resolved,
    signal: buy ? 'buy' : 'sell',
    confidence: 0.6,
    entry: 100,
    exit: (buy ? right : !right) ? 110 : 90,
    benchmarkEntry: 100,
    benchmarkExit: 100,
  };
}

describe('walk-forward weights of the team verdict', () => {
  // On each date, a picker that is always right on ten stocks: buys the even codes (they rise),
  // sells the odd ones (they fall); its signals shuffled among the ten are right about half the time.
  const dates = ['2010-01-04', '2010-02-01', '2010-03-01', '2010-04-01'];
  const codes = Array.from({ length: 10 }, (_, i) => String(1000 + i));
  const resolvedOf = (i: number) => dates[i + 1] ?? '2010-05-03';
  const skilled = dates.flatMap((date, i) => codes.map((code) => call(code, date, resolvedOf(i), true)));

  it('gives equal weight (1) before any call has resolved, and 1 to the guard always', () => {
    const weightsAt = walkForwardWeights(skilled, ['technical', 'risk']);
    expect(weightsAt('2010-01-04')).toEqual({ technical: 1, risk: 1 });
    // Resolved on 2010-02-01 is not "before" 2010-02-01: still no record that day.
    expect(weightsAt('2010-02-01')).toEqual({ technical: 1, risk: 1 });
  });

  it('weighs by the record of calls resolved strictly before the date, and nothing later', () => {
    const weightsAt = walkForwardWeights(skilled, ['technical']);
    const onMarch = weightsAt('2010-03-01').technical!;
    // Ten calls resolved before 2010-03-01, all right; the shuffle is right less often: an edge,
    // shrunk toward 1 by λ = 10 / 210 (at most 1 + 2 × 10 / 210 for the largest skill, 3).
    expect(onMarch).toBeGreaterThan(1);
    expect(onMarch).toBeLessThanOrEqual(1 + (2 * 10) / 210 + 1e-12);
    // Twenty resolved by April: the same edge weighs more.
    expect(weightsAt('2010-04-01').technical!).toBeGreaterThan(onMarch);

    // Calls resolved on or after the date change nothing on it, however wrong they were.
    const withLateLosses = [
      ...skilled,
      call('1000', '2010-02-15', '2010-03-01', false),
      call('1001', '2010-02-20', '2010-06-01', false),
    ];
    expect(walkForwardWeights(withLateLosses, ['technical'])('2010-03-01')).toEqual(
      walkForwardWeights(skilled, ['technical'])('2010-03-01'),
    );
  });

  it('silences an analyst whose resolved calls do no better than its shuffle', () => {
    const wrong = dates.flatMap((date, i) => codes.map((code) => call(code, date, resolvedOf(i), false)));
    expect(walkForwardWeights(wrong, ['technical'])('2010-06-01').technical).toBe(0);
  });
});
