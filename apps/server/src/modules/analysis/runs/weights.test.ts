import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, eq } from '@alphadesk/db';
import { buildMember } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { startRun, waitForRun } from '../testing/runs.ts';
import { parseStoredReport } from './stored-report.ts';

/** A stored backtest whose fitting set says technical beat its shuffle and fundamental did not. */
const protocolSummary = {
  protocol: {
    fitting: {
      callers: {
        technical: { hitRate: 0.6, shuffledHitRate: 0.55, calls: 1800, dates: 160 },
        fundamental: { hitRate: 0.5, shuffledHitRate: 0.52, calls: 1800, dates: 160 },
        team: { hitRate: 0.9, shuffledHitRate: 0.1, calls: 1800, dates: 160 },
      },
    },
    evaluation: { callers: { technical: { hitRate: 0.1, shuffledHitRate: 0.9, calls: 900, dates: 160 } } },
  },
};

describe('measured weights in analysis runs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  async function weightsOfRun(headers: { authorization: string }) {
    const started = await startRun(server, headers, {
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json() as { id: string };
    expect((await waitForRun(server, headers, id)).status).toBe('completed');
    const [row] = await server.database.db.select().from(analyses).where(eq(analyses.id, id));
    const stored = parseStoredReport(row!.report);
    if (!stored) throw new Error(`run ${id} has no stored report`);
    return stored.result.weights;
  }

  it('weighs equally before any backtest, then by the fitting set’s measured records only', async () => {
    const alice = await buildMember(server);
    expect(await weightsOfRun(alice.headers)).toEqual({ fundamental: 1, technical: 1 });
    await server.services.analysis.saveBacktest(
      { fromDate: '2005-01-01', toDate: '2018-03-01', universe: ['2330'], summary: protocolSummary },
      [],
    );
    const weights = await weightsOfRun(alice.headers);
    // technical: edge 0.05 → skill 2, λ = 1800 / 2000 → 1.9; fundamental: no edge → 0. The
    // evaluation set's (contrary) record is never read.
    expect(weights.technical).toBeCloseTo(1.9, 12);
    expect(weights.fundamental).toBe(0);
  });
});
