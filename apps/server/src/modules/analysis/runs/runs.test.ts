import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisRunResponse } from '@alphadesk/contracts';
import { marketDailyBars } from '@alphadesk/db';
import { buildGuest, buildMember } from '../../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { getRun, startRun, waitForRun } from '../testing/runs.ts';

describe('analysis runs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const usage = async (user: { headers: { authorization: string } }) => {
    const response = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: user.headers });
    return response.json() as { user: { usage: { analysesUsed: number } } };
  };

  it('refuses bad input with the spec wording, never a 500', async () => {
    const alice = await buildMember(server);
    const cases: [object, number, string][] = [
      [{ symbol: '   ', analysts: ['technical'] }, 400, '請輸入股票代碼'],
      [{ analysts: ['technical'] }, 400, '請輸入股票代碼'],
      [{ symbol: '2330', analysts: [] }, 400, '請至少選擇一位分析師'],
      [{ symbol: '2330' }, 400, '請至少選擇一位分析師'],
      [{ symbol: '2330', analysts: ['technical'], analysisType: 'slow' }, 400, ''],
      [{ symbol: '2330', analysts: ['technical'], extra: 1 }, 400, ''],
      [{ symbol: '2330', analysts: ['astrologer'] }, 400, '找不到分析師：astrologer'],
      // Keys every plain object has are not analysts either.
      [{ symbol: '2330', analysts: ['constructor'] }, 400, '找不到分析師：constructor'],
      [{ symbol: '2330', analysts: ['__proto__'] }, 400, '找不到分析師：__proto__'],
      [{ symbol: '2330', analysts: ['toString'] }, 400, '找不到分析師：toString'],
      [{ symbol: 'zzzz9', analysts: ['technical'] }, 404, '找不到相關股票，請檢查股票代碼或名稱'],
      [{ symbol: '2330', analysts: ['news'] }, 403, '此功能需要黃金會員以上方案，請升級後使用'],
      [{ symbol: '2330', analysts: ['taiwan'] }, 403, '此功能需要鑽石會員方案，請升級後使用'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await startRun(server, alice.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const error = expectCleanError(response.body);
      if (message) expect(error.message).toBe(message);
    }
    const anonymous = await startRun(server, {}, { symbol: '2330', analysts: ['technical'] });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers each refusal with its catalogue code, in the language the member reads', async () => {
    const alice = await buildMember(server);
    const english = { ...alice.headers, 'accept-language': 'en-US' };
    const cases: [object, number, object][] = [
      [
        { symbol: '2330', analysts: ['constructor'] },
        400,
        {
          code: 'ANALYST_NOT_FOUND',
          message: 'No such analyst: constructor',
          params: { analyst: 'constructor' },
        },
      ],
      [
        { symbol: 'zzzz9', analysts: ['technical'] },
        404,
        { code: 'STOCK_NOT_FOUND', message: 'No matching stock; please check the symbol or name' },
      ],
      [
        { symbol: '2330', analysts: ['news'] },
        403,
        {
          code: 'PLAN_REQUIRED',
          message: 'This feature needs the Gold plan or above; please upgrade to use it',
          params: { tier: 'gold' },
        },
      ],
    ];
    for (const [payload, status, error] of cases) {
      const response = await startRun(server, english, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.headers['content-language']).toBe('en-US');
      expect(expectCleanError(response.body)).toMatchObject(error);
    }
    const guest = await buildGuest(server);
    const chinese = { ...guest.headers, 'accept-language': 'zh-CN' };
    const refused = await startRun(server, chinese, { symbol: '2330', analysts: ['news'] });
    expect(expectCleanError(refused.body)).toMatchObject({
      code: 'GUEST_ANALYST_PLAN_REQUIRED',
      message: '此分析师需要黄金会员以上方案，请先注册会员再升级方案',
    });
    const diamond = await startRun(server, guest.headers, {
      symbol: '2330',
      analysts: ['technical', 'macro'],
    });
    expect(diamond.statusCode).toBe(403);
    expect(expectCleanError(diamond.body).message).toBe('此分析師需要鑽石會員方案，請先註冊會員再升級方案');
  });

  it('rate limits starts per client', async () => {
    const bob = await buildMember(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/analysis/runs',
        headers: bob.headers,
        remoteAddress: '10.200.0.1',
        payload: { symbol: '', analysts: ['technical'] },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('runs a quick analysis to a report whose numbers all carry a source, and counts one unit', async () => {
    const alice = await buildMember(server);
    const before = (await usage(alice)).user.usage.analysesUsed;
    const started = await startRun(server, alice.headers, {
      symbol: ' 2330 ',
      analysts: ['technical', 'fundamental'],
      analysisType: 'quick',
      instructions: '著重短線',
    });
    expect(started.statusCode).toBe(202);
    const { id, status } = started.json() as { id: string; status: string };
    expect(status).toBe('queued');
    const run = await waitForRun(server, alice.headers, id);
    expect(run.status, run.error ?? '').toBe('completed');
    expect(run.symbol).toBe('2330');
    expect(run.instructions).toBe('著重短線');
    expect(run.progress).toBe(100);
    const report = run.report!;
    expect(['buy', 'hold', 'sell']).toContain(report.result);
    expect(report.summary.length).toBeGreaterThan(0);
    expect(report.analysts.map((a) => a.id)).toEqual(['fundamental', 'technical']);
    expect(report.simulated).toBe(true);
    for (const item of report.evidence) {
      expect(item.source.provider).toBeTruthy();
      expect(item.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.sourceText).toContain(item.source.date);
      if (item.source.dataset !== 'method') expect(item.sourceText).toContain('模擬資料');
    }
    const ids = new Set(report.evidence.map((item) => item.id));
    for (const analyst of report.analysts)
      for (const ref of analyst.evidence) expect(ids.has(ref)).toBe(true);
    expect((await usage(alice)).user.usage.analysesUsed).toBe(before + 1);

    const en = await getRun(server, alice.headers, id, 'en-US');
    const parsed = AnalysisRunResponse.parse(en.json());
    expect(parsed.run.report!.locale).toBe('en-US');
    expect(parsed.run.report!.analysts[0]!.name).toBe('Fundamental analyst');
  });

  it('shows a run and its events only to its owner (404 for anyone else)', async () => {
    const [alice, bob] = await Promise.all([buildMember(server), buildMember(server)]);
    const started = await startRun(server, alice.headers, { symbol: '2317', analysts: ['technical'] });
    const { id } = started.json() as { id: string };
    await waitForRun(server, alice.headers, id);
    const other = await getRun(server, bob.headers, id);
    expect(other.statusCode).toBe(404);
    expect(expectCleanError(other.body).message).toBe('找不到此分析記錄');
    const events = await server.app.inject({
      method: 'GET',
      url: `/api/analysis/runs/${id}/events`,
      headers: bob.headers,
    });
    expect(events.statusCode).toBe(404);
    const missing = await getRun(server, alice.headers, 'no-such-run');
    expect(missing.statusCode).toBe(404);
    const badLocale = await getRun(server, alice.headers, id, 'fr-FR');
    expect(badLocale.statusCode).toBe(400);
  });

  it('streams progress as Server-Sent Events until the run is done', async () => {
    const alice = await buildMember(server);
    const started = await startRun(server, alice.headers, { symbol: '2454', analysts: ['technical'] });
    const { id } = started.json() as { id: string };
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/analysis/runs/${id}/events`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.body
      .split('\n\n')
      .filter((chunk) => chunk.includes('data: '))
      .map(
        (chunk) =>
          JSON.parse(chunk.slice(chunk.indexOf('data: ') + 6)) as { status: string; progress: number },
      );
    expect(events.at(-1)!.status).toBe('completed');
    expect(events.at(-1)!.progress).toBe(100);
    expect(response.body).toContain('event: done');
  });

  it('refuses a guest a fourth run with the register message', async () => {
    const guest = await buildGuest(server);
    for (let i = 0; i < 3; i += 1) {
      const started = await startRun(server, guest.headers, { symbol: '2330', analysts: ['technical'] });
      expect(started.statusCode).toBe(202);
      const run = await waitForRun(server, guest.headers, (started.json() as { id: string }).id);
      expect(run.status).toBe('completed');
    }
    const fourth = await startRun(server, guest.headers, { symbol: '2330', analysts: ['technical'] });
    expect(fourth.statusCode).toBe(403);
    expect(expectCleanError(fourth.body).message).toMatch(/註冊/);
  });

  it("marks a failed run failed with the reason in the reader's language and consumes nothing", async () => {
    const carol = await buildMember(server);
    // 2303 has a single stored session (and so no simulated history): too little to analyse.
    await server.database.db.insert(marketDailyBars).values({
      symbol: '2303',
      date: '2026-01-05',
      open: 50,
      high: 51,
      low: 49.5,
      close: 50.5,
      volume: 1_000_000,
      source: 'twse',
      simulated: false,
    });
    const started = await startRun(server, carol.headers, { symbol: '2303', analysts: ['technical'] });
    const run = await waitForRun(server, carol.headers, (started.json() as { id: string }).id);
    expect(run.status).toBe('failed');
    expect(run.error).toBe('此股票尚無足夠的歷史行情資料，無法分析');
    expect(run.report).toBeNull();
    const english = await server.app.inject({
      method: 'GET',
      url: `/api/analysis/runs/${run.id}?locale=en-US`,
      headers: carol.headers,
    });
    expect((english.json() as { run: { error: string } }).run.error).toBe(
      'This stock has too little price history to be analysed',
    );
    expect((await usage(carol)).user.usage.analysesUsed).toBe(0);
  });
});
