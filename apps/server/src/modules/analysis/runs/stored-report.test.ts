import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, eq, sql } from '@alphadesk/db';
import { createSignedInUser } from '../../../testing/auth.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { getRun, startRun, waitForRun } from '../testing/runs.ts';
import { parseStoredReport, REPORT_VERSION } from './stored-report.ts';

describe('the stored report', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const storedOf = async (id: string) => {
    const [row] = await server.database.db.select().from(analyses).where(eq(analyses.id, id));
    return row!.report as Record<string, unknown>;
  };

  const completedRun = async () => {
    const member = await createSignedInUser(server);
    const started = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
    });
    const id = (started.json() as { id: string }).id;
    const run = await waitForRun(server, member.headers, id);
    expect(run.status, run.error ?? '').toBe('completed');
    return { member, id, run };
  };

  it('is written with its version and reads back through its schema', async () => {
    const { id, run } = await completedRun();
    const stored = await storedOf(id);
    expect(stored.reportVersion).toBe(REPORT_VERSION);
    const parsed = parseStoredReport(stored)!;
    expect(parsed.result.result).toBe(run.report!.result);
    expect(parsed.result.evidence.map((item) => item.id)).toEqual(
      run.report!.evidence.map((item) => item.id),
    );
    expect(parsed.narration.narrator).toBe('template');
  });

  it('renders a row written before reports had a version, in every locale', async () => {
    const { member, id, run } = await completedRun();
    // The shape stored before versioning: the same fields, no `reportVersion`.
    await server.database.db
      .update(analyses)
      .set({ report: sql`${analyses.report} - 'reportVersion'` })
      .where(eq(analyses.id, id));
    expect('reportVersion' in (await storedOf(id))).toBe(false);

    const again = await waitForRun(server, member.headers, id);
    expect(again.report).toEqual(run.report);
    for (const locale of ['zh-CN', 'en-US']) {
      const response = await getRun(server, member.headers, id, locale);
      expect(response.statusCode).toBe(200);
      const report = (response.json() as { run: { report: { locale: string; summary: string } } }).run.report;
      expect(report.locale).toBe(locale);
      expect(report.summary.length).toBeGreaterThan(0);
    }
  });

  it('refuses a stored report that is not one (a wrong version or a missing result)', () => {
    expect(() => parseStoredReport({ reportVersion: 99, narration: {}, instructions: null })).toThrow();
    expect(() =>
      parseStoredReport({ narration: { summary: 'x', narrator: 'template' }, instructions: null }),
    ).toThrow();
    expect(parseStoredReport(null)).toBeNull();
  });
});
