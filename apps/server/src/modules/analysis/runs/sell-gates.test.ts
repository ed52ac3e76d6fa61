import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRun } from '@alphadesk/contracts';
import { analyses, eq } from '@alphadesk/db';
import { buildMember } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { getRun, startRun, waitForRun } from '../testing/runs.ts';
import { parseStoredReport } from './stored-report.ts';

/** A stored backtest whose last sell gates are the given ones (no protocol: equal weights). */
const backtestWith = (sellGates: Record<string, unknown>) => ({
  fromDate: '2005-01-01',
  toDate: '2018-03-01',
  universe: ['2330'],
  summary: { every: 20, benchmark: '^TWII', sellGates },
});

const closed = { keep: false, basis: 'not-shown', n: 34, meanExcess: -0.0127, lowerBound: -0.0186 };
const open = { keep: true, basis: 'measured', n: 40, meanExcess: 0.0123, lowerBound: 0.0042 };

describe('the latest backtest’s sell gates in analysis runs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  /** A quick 2330 run, where the fundamental analyst says sell on the stored data. */
  async function run(headers: { authorization: string }) {
    const started = await startRun(server, headers, {
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
      analysisType: 'quick',
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json() as { id: string };
    expect((await waitForRun(server, headers, id)).status).toBe('completed');
    const [row] = await server.database.db.select().from(analyses).where(eq(analyses.id, id));
    const stored = parseStoredReport(row!.report);
    if (!stored) throw new Error(`run ${id} has no stored report`);
    const fundamental = stored.result.opinions.find((o) => o.analyst === 'fundamental')!;
    const shown = async (locale: string) => {
      const report = ((await getRun(server, headers, id, locale)).json() as { run: AnalysisRun }).run.report!;
      return report.analysts.find((a) => a.id === 'fundamental')!;
    };
    return { result: stored.result, fundamental, shown };
  }

  it('holds the sell of an analyst whose gate is closed, says why, and leaves an open gate’s sell', async () => {
    const alice = await buildMember(server);

    // No backtest stored: sells stand, as before the gate existed.
    const ungated = await run(alice.headers);
    expect(ungated.fundamental.signal).toBe('sell');
    expect(ungated.fundamental.sellHeld).toBeUndefined();
    expect((await ungated.shown('zh-TW')).sellHeld).toBeNull();

    // The fundamental analyst's gate is closed: its sell becomes a neutral hold, with the reason.
    await server.services.analysis.saveBacktest(backtestWith({ fundamental: closed, technical: open }), []);
    const gated = await run(alice.headers);
    expect(gated.fundamental).toMatchObject({ signal: 'hold', score: 0 });
    expect(gated.fundamental.confidence).toBe(ungated.fundamental.confidence);
    expect(gated.fundamental.sellHeld).toEqual({
      key: 'gate.sellNotShown',
      refs: { n: 'fundamental.sellGateSells' },
    });
    expect(gated.result.score).toBeGreaterThan(ungated.result.score);
    expect(gated.result.opinions.find((o) => o.analyst === 'technical')).toEqual(
      ungated.result.opinions.find((o) => o.analyst === 'technical'),
    );
    const zhTW = await gated.shown('zh-TW');
    expect(zhTW.signal).toBe('hold');
    expect(zhTW.sellHeld).toBe('賣出訊號未通過驗證：過去 34 次賣出訊號未顯示扣除成本後跑輸大盤，改為持有。');
    expect((await gated.shown('zh-CN')).sellHeld).toBe(
      '卖出信号未通过验证：过去 34 次卖出信号未显示扣除成本后跑输大盘，改为持有。',
    );
    expect((await gated.shown('en-US')).sellHeld).toBe(
      'Sell not validated: the past 34 sell calls did not show the stock trailing the market after costs; counted as hold.',
    );

    // A newer backtest whose fundamental gate is open: the sell stands again.
    await server.services.analysis.saveBacktest(backtestWith({ fundamental: open }), []);
    const kept = await run(alice.headers);
    expect(kept.fundamental).toEqual(ungated.fundamental);
    expect(kept.result.score).toBe(ungated.result.score);
    expect((await kept.shown('zh-TW')).sellHeld).toBeNull();
  });
});
