import { afterEach, describe, expect, it } from 'vitest';
import { analystIds } from '@alphadesk/contracts';
import type { AnalysisRun } from '@alphadesk/contracts';
import { buildMember } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { requireShared, twseDailyDir } from '../../market/testing/fixtures.ts';
import { startRun, waitForRun } from '../testing/runs.ts';

/** Every number in the report has a source, and every sentence's numbers come from the evidence. */
function expectSourced(run: AnalysisRun) {
  const report = run.report!;
  expect(report.evidence.length).toBeGreaterThan(20);
  for (const item of report.evidence) {
    expect(Number.isFinite(item.value)).toBe(true);
    expect(item.source.provider.length).toBeGreaterThan(0);
    expect(item.source.date <= report.asOf).toBe(true);
    expect(item.sourceText).toContain(item.source.date);
  }
  expect(report.analysts.map((analyst) => analyst.id)).toEqual([...analystIds]);
}

describe('a detailed run of all nine analysts', () => {
  // Each test has a database of its own: one imports real history the other must not see.
  const started: TestServer[] = [];
  const freshServer = async () => {
    const server = await createTestServer();
    started.push(server);
    return { server, diamond: await buildMember(server, { tier: 'diamond' }) };
  };
  afterEach(async () => {
    for (const server of started.splice(0)) await server.close();
  });

  const all = [...analystIds];

  it('on the simulator (~10 years of simulated data, labelled as such)', async () => {
    const { server, diamond } = await freshServer();
    const started = await startRun(server, diamond.headers, {
      symbol: '2330',
      analysts: all,
      analysisType: 'collaborative',
    });
    expect(started.statusCode).toBe(202);
    const run = await waitForRun(server, diamond.headers, (started.json() as { id: string }).id, 120_000);
    expect(run.status, run.error ?? '').toBe('completed');
    expectSourced(run);
    const report = run.report!;
    expect(report.simulated).toBe(true);
    expect(report.debate).not.toBeNull();
    const news = report.analysts.find((analyst) => analyst.id === 'news')!;
    expect(news.status).toBe('insufficient'); // no news feed is configured
    const technical = report.analysts.find((analyst) => analyst.id === 'technical')!;
    expect(technical.status).toBe('ok');
    const bars = report.evidence.filter((item) => item.source.dataset === 'bars');
    const first = bars.map((item) => item.source.from ?? item.source.date).sort()[0]!;
    expect(Date.parse(report.asOf) - Date.parse(first)).toBeGreaterThan(5 * 365 * 86_400_000);
  }, 180_000);

  it('on imported TWSE history of 2330', async () => {
    const { server, diamond } = await freshServer();
    await server.services.market.importHistory(requireShared(twseDailyDir), { only: ['2330'] });
    const started = await startRun(server, diamond.headers, {
      symbol: '2330',
      analysts: all,
      analysisType: 'detailed',
    });
    const run = await waitForRun(server, diamond.headers, (started.json() as { id: string }).id, 120_000);
    expect(run.status, run.error ?? '').toBe('completed');
    expectSourced(run);
    const bars = run.report!.evidence.filter((item) => item.source.dataset === 'bars');
    expect(bars.length).toBeGreaterThan(0);
    for (const item of bars) expect(item.source.simulated).toBe(false);
  }, 180_000);
});
