import { describe, expect, it } from 'vitest';
import { evaluateProtocol, splitSecurities, type ReplayedCall } from './protocol.ts';

describe('the evaluation protocol', () => {
  it('scores the risk manager as a guard of the team: buys it let through against buys it vetoed', () => {
    const call = (
      symbol: string,
      unguarded: 'buy' | 'hold',
      vetoed: boolean,
      riskLevel: number,
      exit: number,
    ): ReplayedCall => ({
      analystId: 'team',
      symbol,
      date: '2010-01-04',
      resolved: '2010-02-01',
      signal: vetoed ? 'hold' : unguarded,
      confidence: 0.5,
      entry: 100,
      exit,
      benchmarkEntry: 100,
      benchmarkExit: 100,
      guard: { unguarded, vetoed, riskLevel },
    });
    // Fitting codes 1101, 1102, 1104, 1105: two vetoed buys fell 10 % and 2 %, two buys let
    // through rose 1 % and 3 %, one hold (never a buy) is in neither group but has a risk level.
    const report = evaluateProtocol(
      [
        call('1101', 'buy', true, 5, 90),
        call('1102', 'buy', true, 5, 98),
        call('1103', 'buy', false, 2, 150), // evaluation set: not in the fitting report
        call('1104', 'buy', false, 2, 101),
        call('1105', 'buy', false, 2, 103),
        call('1104', 'hold', false, 3, 100),
      ],
      20,
    );
    const guard = report.fitting.guards.risk!;
    expect(guard.vetoed).toMatchObject({ calls: 2, shareBehind: 0.5, worst5: expect.closeTo(-0.1, 12) });
    expect(guard.vetoed.meanExcess).toBeCloseTo(-0.06, 12);
    expect(guard.vetoed.volatility).toBeCloseTo(Math.sqrt(2 * 0.04 ** 2), 12);
    expect(guard.letThrough).toMatchObject({ calls: 2, shareBehind: 0 });
    expect(guard.letThrough.meanExcess).toBeCloseTo(0.02, 12);
    expect(guard.byLevel.map((row) => [row.level, row.calls])).toEqual([
      [2, 2],
      [3, 1],
      [5, 2],
    ]);
    // Not a picker: no hit rate of its own even when its calls are given.
    const withRiskCalls = evaluateProtocol(
      [{ ...call('1101', 'hold', false, 1, 100), analystId: 'risk' }],
      20,
    );
    expect(withRiskCalls.fitting.callers.risk).toBeUndefined();
  });

  it('splits the codes by a fixed rule: sorted, every third to evaluation', () => {
    expect(splitSecurities(['2330', '1101', '2317', '0050', '2454', '1301', '2330'])).toEqual({
      fitting: ['0050', '1101', '2317', '2330'],
      evaluation: ['1301', '2454'],
    });
  });

  /** 300 dates of one call per code; fitting codes' buys always lose to the index, evaluation's win. */
  function calls(): ReplayedCall[] {
    const out: ReplayedCall[] = [];
    const codes = ['1101', '1102', '1103', '1104', '1105', '1106'];
    for (let day = 0; day < 300; day++) {
      const date = new Date(Date.UTC(2005, 0, 3) + day * 86_400_000).toISOString().slice(0, 10);
      const resolved = new Date(Date.UTC(2005, 0, 3) + (day + 20) * 86_400_000).toISOString().slice(0, 10);
      codes.forEach((symbol, k) => {
        const evaluation = k % 3 === 2;
        out.push({
          analystId: 'team',
          symbol,
          date,
          resolved,
          signal: 'buy',
          confidence: 0.6,
          entry: 100,
          exit: evaluation ? 110 : 100,
          benchmarkEntry: 100,
          benchmarkExit: 102,
        });
      });
    }
    return out;
  }

  it('fits calibration on the fitting set only and scores both sets on the same scorer', () => {
    const report = evaluateProtocol(calls(), 20);
    expect(report.evaluation.securities).toEqual(['1103', '1106']);
    const team = report.evaluation.callers.team!;
    expect(team.hitRate).toBe(1);
    // Calibrated from the fitting set, where every such call lost: once 200 fitting outcomes are
    // known, the evaluation calls are stated at 0, although they all won. Nothing leaked back.
    const band = team.calibration.find((item) => item.from === 0)!;
    expect(band.count).toBeGreaterThan(0);
    expect(band.realised).toBe(1);
    expect(report.fitting.callers.team!.hitRate).toBe(0);
    // Baselines on the same calls: holding is right (|0.10 − 0.02| > 5 % in evaluation: wrong).
    expect(report.evaluation.baselines.alwaysHold.hitRate).toBe(0);
    expect(report.fitting.baselines.alwaysHold.hitRate).toBe(1);
    expect(report.evaluation.baselines.alwaysBuy.hitRate).toBe(1);
    // Buying the index each period only loses its costs against itself.
    expect(report.evaluation.baselines.benchmark.meanExcess).toBeLessThan(0);
  });
});
