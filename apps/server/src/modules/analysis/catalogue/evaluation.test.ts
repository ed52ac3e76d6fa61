import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalystsResponse } from '@alphadesk/contracts';
import { randomIp } from '../../../testing/auth.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';

const caller = (hitRate: number, shuffledHitRate: number, calls: number, dates: number) => ({
  hitRate,
  shuffledHitRate,
  calls,
  dates,
  meanExcess: 0.0012,
  meanExcessBuy: 0.0014,
});

describe('the catalogue’s out-of-sample record', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const catalogue = async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/analysts',
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    return AnalystsResponse.parse(response.json());
  };

  it('is null before a backtest, then shows the evaluation set, team first, weights from fitting', async () => {
    expect((await catalogue()).evaluation).toBeNull();
    await server.services.analysis.saveBacktest(
      {
        fromDate: '2005-01-01',
        toDate: '2018-03-01',
        universe: ['2330'],
        summary: {
          benchmark: '0050',
          sellGates: {
            technical: { keep: true, n: 40, meanExcess: 0.0123, lowerBound: 0.0042 },
            macro: { keep: false, n: 34, meanExcess: -0.0127, lowerBound: -0.0186 },
          },
          protocol: {
            fitting: {
              securities: ['2330'],
              callers: {
                technical: caller(0.6, 0.55, 1800, 160),
                macro: caller(0.44, 0.44, 5400, 160),
                team: caller(0.47, 0.47, 5400, 160),
              },
            },
            evaluation: {
              securities: ['1101', '2412'],
              callers: {
                team: {
                  ...caller(0.4918, 0.4891, 2558, 162),
                  calibration: [{ from: 0.4, to: 0.5, count: 2360, stated: 0.4625, realised: 0.4856 }],
                },
                technical: caller(0.4973, 0.5027, 2566, 162),
                macro: caller(0.4743, 0.4743, 2532, 160),
                risk: caller(0.6672, 0.6465, 2566, 162),
              },
              baselines: {
                alwaysHold: { hitRate: 0.5379 },
                alwaysBuy: { hitRate: 0.4566, meanExcess: 0.0009 },
              },
            },
          },
        },
      },
      [],
    );
    const evaluation = (await catalogue()).evaluation!;
    expect(evaluation).toMatchObject({
      from: '2005-01-01',
      to: '2018-03-01',
      benchmark: '0050',
      proxy: true,
      securities: 2,
    });
    expect(evaluation.team).toMatchObject({ id: 'team', hitRate: 49.18, sample: 2558, weightBasis: 'team' });
    const byId = Object.fromEntries(evaluation.analysts.map((row) => [row.id, row]));
    // Out-of-sample hit rates; weights from the fitting set (technical's edge there, macro none).
    expect(byId.technical).toMatchObject({ hitRate: 49.73, weight: 1.9, weightBasis: 'measured' });
    expect(byId.macro).toMatchObject({
      hitRate: 47.43,
      sample: 160,
      calls: 2532,
      weight: 0,
      weightBasis: 'no-edge',
    });
    expect(byId.risk).toMatchObject({ weight: null, weightBasis: 'guard' });
    // The sell gates of the run, in percent points; none stored for the guard.
    expect(byId.technical!.sellGate).toEqual({ keep: true, n: 40, meanExcess: 1.23, lowerBound: 0.42 });
    expect(byId.macro!.sellGate).toEqual({ keep: false, n: 34, meanExcess: -1.27, lowerBound: -1.86 });
    expect(byId.risk!.sellGate).toBeUndefined();
    expect(evaluation.baselines).toEqual({
      alwaysHoldHitRate: 53.79,
      alwaysBuyHitRate: 45.66,
      alwaysBuyExcess: 0.09,
    });
    expect(evaluation.calibration).toEqual([
      { from: 0.4, to: 0.5, count: 2360, stated: 46.25, realised: 48.56 },
    ]);
  });
});
