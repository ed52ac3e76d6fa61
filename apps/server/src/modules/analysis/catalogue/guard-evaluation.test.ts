import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalystsResponse } from '@alphadesk/contracts';
import { randomIp } from '../../../testing/auth.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';

const caller = (hitRate: number, calls: number, dates: number) => ({
  hitRate,
  shuffledHitRate: 0.5,
  calls,
  dates,
  meanExcess: -0.0062,
  meanExcessBuy: 0.0048,
});
const side = (calls: number, meanExcess: number, volatility: number, shareBehind: number) => ({
  calls,
  meanExcess,
  volatility,
  shareBehind,
  worst5: -0.2,
});

describe('the catalogue’s guard record and unmeasured analysts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  it('shows the risk manager as a guard of the team, never a picker, and names who is not measured', async () => {
    await server.services.analysis.saveBacktest(
      {
        fromDate: '2005-01-01',
        toDate: '2018-03-01',
        universe: ['2330'],
        summary: {
          benchmark: '^TWII',
          protocol: {
            fitting: { securities: ['2330'], callers: { technical: caller(0.5, 5507, 162) } },
            evaluation: {
              securities: ['1101', '2412'],
              callers: {
                team: caller(0.5561, 2566, 162),
                'team-equal': caller(0.5027, 2566, 162),
                technical: caller(0.5051, 2566, 162),
                international: caller(0.5148, 2566, 162),
              },
              guards: {
                risk: {
                  letThrough: side(600, 0.0041, 0.081, 0.12),
                  vetoed: side(30, -0.012, 0.142, 0.3),
                  byLevel: [],
                },
              },
              baselines: {
                alwaysHold: { hitRate: 0.5873 },
                alwaysBuy: { hitRate: 0.4735, meanExcess: 0.003 },
              },
            },
          },
        },
      },
      [],
    );
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/analysts',
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    const evaluation = AnalystsResponse.parse(response.json()).evaluation!;
    expect(evaluation).toMatchObject({ benchmark: '^TWII', proxy: false });
    expect(evaluation.team).toMatchObject({ hitRate: 55.61, sample: 2566 });
    // The equal-weight comparison and the guard are not listed as analysts.
    expect(evaluation.analysts.map((row) => row.id).sort()).toEqual(['international', 'technical']);
    expect(evaluation.guard).toEqual({
      letThrough: { calls: 600, meanExcess: 0.41, volatility: 8.1, shareBehind: 12 },
      vetoed: { calls: 30, meanExcess: -1.2, volatility: 14.2, shareBehind: 30 },
    });
    expect(evaluation.unmeasured).toEqual([
      { id: 'fundamental', missing: ['valuation', 'revenue'] },
      { id: 'news', missing: ['news'] },
      { id: 'community', missing: ['margin', 'status'] },
      { id: 'market-sentiment', missing: ['institutional', 'marketMargin', 'breadth'] },
    ]);
  });
});
