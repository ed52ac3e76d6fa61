import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, eq, marketIndexValues } from '@alphadesk/db';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { createSignedInUser, type SignedInUser } from '../../../testing/auth.ts';
import { evaluateCallsJob } from './jobs.ts';
import { storeBars } from '../../market/testing/store.ts';
import { insertAnalysis, storedBar } from '../testing/history.ts';

const bar = (symbol: string, date: string, o: number, h: number, l: number, c: number, factor = 1) =>
  storedBar(symbol, date, { open: o, high: h, low: l, close: c }, factor);

describe('evaluator (through the database)', () => {
  let server: TestServer;
  let member: SignedInUser;

  beforeAll(async () => {
    server = await createTestServer({ withQueue: true, now: () => new Date('2026-02-01T10:00:00Z') });
    member = await createSignedInUser(server);
    // 9999: a buy at 100 with target 110; day 7 (2026-01-14) opens at 108 and trades up to 111.
    await storeBars(server.database.db, [
      bar('9999', '2026-01-02', 99, 99.5, 98.5, 99),
      bar('9999', '2026-01-05', 99.5, 100.5, 99, 100),
      bar('9999', '2026-01-06', 100, 102, 99.5, 101),
      bar('9999', '2026-01-07', 101, 103, 100.5, 102),
      bar('9999', '2026-01-08', 102, 104, 101, 103),
      bar('9999', '2026-01-09', 103, 105, 102, 104),
      bar('9999', '2026-01-12', 104, 106, 103, 105),
      bar('9999', '2026-01-13', 105, 107, 104, 106),
      bar('9999', '2026-01-14', 108, 111, 107, 110.5),
      bar('9999', '2026-01-15', 110, 112, 109, 111),
      // 0050 as the benchmark (no ^TWII stored): +2 % from the call day to the exit day.
      bar('0050', '2026-01-05', 50, 50, 50, 50),
      bar('0050', '2026-01-14', 51, 51, 51, 51),
      // 8888: the call day is locked limit-up (100 → 110, high = low): no fill until the next open.
      bar('8888', '2026-01-02', 100, 100, 100, 100),
      bar('8888', '2026-01-05', 110, 110, 110, 110),
      bar('8888', '2026-01-06', 112, 115, 111, 114),
      bar('8888', '2026-01-07', 114, 116, 113, 115),
    ]);
  });
  afterAll(() => server.close());

  const stored = async (id: string) =>
    (await server.database.db.select().from(analyses).where(eq(analyses.id, id)))[0]!;

  it('scores a buy at 100 whose 110 target is hit on day 7 as a profit after Taiwan costs', async () => {
    const call = await insertAnalysis(server, member.userId, {
      symbol: '9999',
      callDate: '2026-01-05',
      priceAtCall: 100,
      targetPrice: 110,
      horizonDays: 20,
    });
    await server.services.analysis.evaluatePending(member.userId);
    const row = await stored(call.id);
    // Columns are float4 (real): compared to 6 decimals. Bought at 100 paying 0.1425 %; sold at 110 paying 0.1425 % + 0.3 % tax:
    // (110 × 0.995575 − 100 × 1.001425) / (100 × 1.001425) = 9.37075 / 100.1425.
    expect(row.actualOutcome).toBe('profit');
    expect(row.actualReturn).toBeCloseTo(9.37075 / 100.1425, 6);
    expect(row.actualReturn).toBeCloseTo(0.0935742, 6);
    expect(row.excessReturn).toBeCloseTo(9.37075 / 100.1425 - 0.02, 6);
    expect(row.priceChangePercent).toBeCloseTo(10, 6);
    expect(row.exitDate).toBe('2026-01-14');
    expect(row.holdingDays).toBe(7);
    expect(row.evaluatedAt).not.toBeNull();
  });

  it('treats a limit-locked call day as no fill and enters at the next open', async () => {
    const call = await insertAnalysis(server, member.userId, {
      symbol: '8888',
      callDate: '2026-01-05',
      priceAtCall: 110,
      targetPrice: 130,
      horizonDays: 2,
    });
    await server.services.analysis.evaluatePending(member.userId);
    const row = await stored(call.id);
    // Entry at 112 (next open), exit at the horizon close 115: (115 × 0.995575 − 112 × 1.001425) / (112 × 1.001425).
    expect(row.actualReturn).toBeCloseTo((115 * 0.995575 - 112 * 1.001425) / (112 * 1.001425), 6);
    expect(row.holdingDays).toBe(1);
    expect(row.exitDate).toBe('2026-01-07');
  });

  it('leaves a call pending while its horizon has not passed, with the price change so far', async () => {
    const call = await insertAnalysis(server, member.userId, {
      symbol: '9999',
      callDate: '2026-01-14',
      priceAtCall: 110.5,
      targetPrice: 130,
      horizonDays: 20,
    });
    await server.services.analysis.evaluatePending(member.userId);
    const row = await stored(call.id);
    expect(row.actualOutcome).toBe('pending');
    expect(row.priceChangePercent).toBeCloseTo((111 / 110.5 - 1) * 100, 4);
    expect(row.evaluatedAt).toBeNull();
  });

  it('evaluates the caller’s own pending calls on demand', async () => {
    const call = await insertAnalysis(server, member.userId, { symbol: '9999', callDate: '2026-01-05' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/analysis/evaluate',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().evaluated).toBeGreaterThanOrEqual(1);
    expect((await stored(call.id)).actualOutcome).toBe('profit');
  });

  it('runs as the pg-boss job', async () => {
    const call = await insertAnalysis(server, member.userId, { symbol: '9999', callDate: '2026-01-05' });
    await server.queue!.send(evaluateCallsJob, { requestedAt: new Date().toISOString() });
    const deadline = Date.now() + 20_000;
    while ((await stored(call.id)).actualOutcome === 'pending' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await stored(call.id)).actualOutcome).toBe('profit');
  }, 30_000);
});

describe('evaluator benchmark: ^TWII from the imported index series', () => {
  let server: TestServer;
  let member: SignedInUser;
  // Bought at 100 paying 0.1425 %, sold at the 110 target paying 0.1425 % + 0.3 % tax.
  const targetReturn = (110 * 0.995575 - 100 * 1.001425) / (100 * 1.001425);

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-02-01T10:00:00Z') });
    member = await createSignedInUser(server);
    await storeBars(server.database.db, [
      // 7777: a buy at 100 whose 110 target is hit on 2026-01-07 (the last stored bar).
      bar('7777', '2026-01-02', 99, 99.5, 98.5, 99),
      bar('7777', '2026-01-05', 99.5, 100.5, 99, 100),
      bar('7777', '2026-01-06', 100, 102, 99.5, 101),
      bar('7777', '2026-01-07', 105, 111, 104, 110),
      // 6666: the same buy, its target hit on 2026-01-09, after the imported series ends.
      bar('6666', '2026-01-02', 99, 99.5, 98.5, 99),
      bar('6666', '2026-01-05', 99.5, 100.5, 99, 100),
      bar('6666', '2026-01-06', 100, 102, 99.5, 101),
      bar('6666', '2026-01-07', 101, 103, 100.5, 102),
      bar('6666', '2026-01-08', 102, 104, 101, 103),
      bar('6666', '2026-01-09', 105, 111, 104, 110),
      // 0050 daily bars: +1 % to 2026-01-07, +3 % to 2026-01-09.
      bar('0050', '2026-01-05', 50, 50, 50, 50),
      bar('0050', '2026-01-07', 50.5, 50.5, 50.5, 50.5),
      bar('0050', '2026-01-09', 51.5, 51.5, 51.5, 51.5),
    ]);
    // The imported TAIEX (market_index_values, as the series importer stores it): +2 % to 2026-01-07.
    await server.database.db.insert(marketIndexValues).values(
      [
        ['2026-01-05', 20_000],
        ['2026-01-06', 20_100],
        ['2026-01-07', 20_400],
      ].map(([date, close]) => ({
        symbol: '^TWII',
        date: date as string,
        name: '加權指數',
        close: close as number,
        source: 'TAIEX history import',
        asOf: new Date(`${date as string}T00:00:00Z`),
      })),
    );
  });
  afterAll(() => server.close());

  const stored = async (id: string) =>
    (await server.database.db.select().from(analyses).where(eq(analyses.id, id)))[0]!;

  it('scores the excess return against the imported ^TWII, not 0050, when it covers the call', async () => {
    const call = await insertAnalysis(server, member.userId, { symbol: '7777', callDate: '2026-01-05' });
    await server.services.analysis.evaluatePending(member.userId);
    const row = await stored(call.id);
    expect(row.exitDate).toBe('2026-01-07');
    expect(row.actualReturn).toBeCloseTo(targetReturn, 6);
    expect(row.excessReturn).toBeCloseTo(targetReturn - 0.02, 6);
  });

  it('falls back to 0050 when the imported series stops before the stock’s bars', async () => {
    const call = await insertAnalysis(server, member.userId, { symbol: '6666', callDate: '2026-01-05' });
    await server.services.analysis.evaluatePending(member.userId);
    const row = await stored(call.id);
    expect(row.exitDate).toBe('2026-01-09');
    expect(row.excessReturn).toBeCloseTo(targetReturn - 0.03, 6);
  });
});
