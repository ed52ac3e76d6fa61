import { afterEach, describe, expect, it } from 'vitest';
import { analyse, taipeiDate, type AnalystId } from '@alphadesk/core';
import { analyses, eq, inArray } from '@alphadesk/db';
import { buildMember } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { startRun, waitForRun } from '../testing/runs.ts';
import { loadEvidence } from './evidence.ts';
import { STAGE_STORE_MS } from './service.ts';

const analysts: AnalystId[] = ['technical', 'fundamental', 'risk'];
const cases = [
  { symbol: '2330', analysisType: 'quick' },
  { symbol: '2330', analysisType: 'detailed' },
  { symbol: '2317', analysisType: 'quick' },
  { symbol: '2454', analysisType: 'detailed' },
] as const;

/** What a completed run stored as its result (everything a member reads of it). */
const storedResult = (row: typeof analyses.$inferSelect) => ({
  status: row.status,
  result: row.result,
  confidence: row.confidence,
  targetPrice: row.targetPrice,
  priceAtCall: row.priceAtCall,
  callDate: row.callDate,
  horizonDays: row.horizonDays,
  summary: row.summary,
  keyPoints: row.keyPoints,
  opportunities: row.opportunities,
  risks: row.risks,
  report: row.report,
  quotaConsumed: row.quotaConsumed,
});

describe('runs computed together', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it('store the same results as the same runs one at a time, each counted once', async () => {
    const server = await createTestServer({ withQueue: true, env: { ANALYSIS_THREADS: '2' } });
    servers.push(server);
    const member = await buildMember(server, { tier: 'diamond' });
    const rowsOf = (ids: string[]) =>
      server.database.db.select().from(analyses).where(inArray(analyses.id, ids));

    // One at a time: each run waits for the one before it.
    const single = new Map<string, ReturnType<typeof storedResult>>();
    for (const input of cases) {
      const started = await startRun(server, member.headers, { ...input, analysts });
      expect(started.statusCode, started.body).toBe(202);
      const { id } = started.json() as { id: string };
      expect((await waitForRun(server, member.headers, id)).status).toBe('completed');
      single.set(`${input.symbol}/${input.analysisType}`, storedResult((await rowsOf([id]))[0]!));
    }

    // A batch: every case four times, all started at once.
    const batch = Array.from({ length: cases.length * 4 }, (_, i) => cases[i % cases.length]!);
    const started = await Promise.all(
      batch.map((input) => startRun(server, member.headers, { ...input, analysts })),
    );
    expect(started.map((response) => response.statusCode)).toEqual(Array(batch.length).fill(202));
    const ids = started.map((response) => (response.json() as { id: string }).id);
    for (const id of ids) await waitForRun(server, member.headers, id, 120_000);
    const rows = new Map((await rowsOf(ids)).map((row) => [row.id, row]));
    batch.forEach((input, i) => {
      const row = rows.get(ids[i]!)!;
      expect(storedResult(row)).toEqual(single.get(`${input.symbol}/${input.analysisType}`));
    });

    // And the numbers are core's on the stored evidence, computed here in process.
    for (const input of cases) {
      const loaded = await loadEvidence(
        server.services.market,
        input.symbol,
        input.analysisType,
        taipeiDate(new Date()),
      );
      if (!('bundle' in loaded)) throw new Error(`${input.symbol} has no evidence`);
      const expected = await analyse(loaded.bundle, { analysts, depth: input.analysisType });
      expect(single.get(`${input.symbol}/${input.analysisType}`)).toMatchObject({
        result: expected.result,
        confidence: expected.confidence,
        targetPrice: expected.targetPrice,
        callDate: expected.asOf,
      });
    }
    // Every run counted one unit, once.
    const subject = { userId: member.userId, kind: 'member' as const, tier: 'diamond' as const };
    expect((await server.services.entitlements.usage(subject)).analysesUsed).toBe(
      cases.length + batch.length,
    );
  }, 240_000);

  it('store each stage that lasts longer than the store interval before the next one begins', async () => {
    const seen: { stage: string; stored: string | null | undefined }[] = [];
    const server: TestServer = await createTestServer({
      withQueue: true,
      hooks: {
        // Each stage takes longer than the interval: what is stored when the next one begins is
        // the stage before it.
        onAnalysisStage: async (runId, stage) => {
          const [row] = await server.database.db
            .select({ stage: analyses.stage })
            .from(analyses)
            .where(eq(analyses.id, runId));
          seen.push({ stage, stored: row?.stage });
          await new Promise((resolve) => setTimeout(resolve, STAGE_STORE_MS + 50));
        },
      },
    });
    servers.push(server);
    const member = await buildMember(server, { tier: 'diamond' });
    const started = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['technical', 'risk'],
      analysisType: 'quick',
    });
    const { id } = started.json() as { id: string };
    expect((await waitForRun(server, member.headers, id)).status).toBe('completed');
    // Every stage was stored before the next began: each hook saw the stage before it.
    expect(seen.map((step) => step.stage)).toContain('analyst:technical');
    expect(seen.slice(-2).map((step) => step.stage)).toEqual(['narrative', 'saving']);
    expect(seen.map((step) => step.stored)).toEqual([
      'loading',
      ...seen.slice(0, -1).map((step) => step.stage),
    ]);
  }, 120_000);
});
