import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, eq, sql } from '@alphadesk/db';
import { HistoryQuery } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { createSignedInUser, type SignedInUser } from '../../../testing/auth.ts';
import { insertAnalysis } from '../testing/history.ts';
import { createAnalysesRepository } from '../repository.ts';

/**
 * History pages asked in the same turn share one statement: each member still gets exactly their
 * own rows and total, the same as asked alone, and a failed statement fails only its own requests.
 */
describe('history pages read together', () => {
  let server: TestServer;
  let members: SignedInUser[];
  const symbols = ['2330', '2317', '2454', '2412', '2881', '2882', '2303', '1301', '2002', '0050'];

  beforeAll(async () => {
    server = await createTestServer();
    members = await Promise.all(Array.from({ length: 5 }, () => createSignedInUser(server)));
    // 0, 1, 3, 7 and 12 records, each member's own companies, dates, confidences and results.
    const counts = [0, 1, 3, 7, 12];
    for (const [m, member] of members.entries()) {
      for (let i = 0; i < counts[m]!; i++) {
        await insertAnalysis(server, member.userId, {
          symbol: symbols[(i + m) % symbols.length]!,
          companyName: `會員${m}公司${i}`,
          result: (['buy', 'hold', 'sell'] as const)[(i + m) % 3],
          confidence: ((i * 7 + m) % 10) / 10,
          priceChangePercent: i % 4 === 0 ? null : i - m,
          summary: i % 2 ? `member ${m} note ${i}` : null,
          tags: i % 3 ? ['半導體'] : ['金融', `t${m}`],
          isFavorite: i % 5 === 0,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i, m)),
        });
      }
    }
  });
  afterAll(() => server.close());

  const queries = [
    {},
    { page: '2', pageSize: '5' },
    { page: 3, pageSize: 2, sort: 'symbol', order: 'asc' },
    { sort: 'performance', order: 'desc', pageSize: 4 },
    { sort: 'confidence', order: 'asc' },
    { q: '半導', pageSize: 3 },
    { q: 'NOTE', result: 'buy' },
    { favorite: 'true' },
    { market: 'TW', analyst: 'risk', outcome: 'pending', dateRange: '1y' },
    { page: 9, pageSize: 10 },
    { q: '金融', page: 4, pageSize: 2 },
  ].map((raw) => HistoryQuery.parse(raw));

  it('gives each member of a batch exactly their own page and total, as asked alone', async () => {
    const batches: number[] = [];
    const repository = createAnalysesRepository(server.database.db, {
      onHistoryBatch: (owners) => batches.push(owners),
    });
    const now = new Date();
    for (const query of queries) {
      const alone = [];
      for (const member of members) alone.push(await repository.list(member.userId, query, now));
      expect(batches).toEqual([]);
      // Every member (one of them twice) in the same turn: one statement for all of them.
      const together = await Promise.all(
        [...members, members[2]!].map((member) => repository.list(member.userId, query, now)),
      );
      expect(batches).toEqual([members.length]);
      batches.length = 0;
      for (const [m, member] of members.entries()) {
        expect(together[m], JSON.stringify(query)).toEqual(alone[m]);
        for (const row of together[m]!.rows) expect(row.userId).toBe(member.userId);
      }
      expect(together[members.length]).toEqual(alone[2]);
    }
    // The fixture is not trivial: members differ, and some pages are full, partial and past the end.
    const first = await Promise.all(
      members.map((member) => repository.list(member.userId, queries[0]!, now)),
    );
    expect(first.map((page) => page.total)).toEqual([0, 1, 3, 7, 12]);
    const pastEnd = await Promise.all(
      members.map((member) => repository.list(member.userId, queries[9]!, now)),
    );
    expect(pastEnd.map((page) => [page.rows.length, page.total])).toEqual([
      [0, 0],
      [0, 1],
      [0, 3],
      [0, 7],
      [0, 12],
    ]);
  });

  it('answers concurrent history requests byte for byte as one at a time', async () => {
    const urls = [
      '/api/analysis/history?page=1&pageSize=10',
      '/api/analysis/history?sort=symbol&order=asc&page=2&pageSize=3',
      '/api/analysis/history?q=%E9%87%91%E8%9E%8D',
    ];
    for (const url of urls) {
      const get = (member: SignedInUser, language = 'zh-TW') =>
        server.app.inject({
          method: 'GET',
          url,
          headers: { ...member.headers, 'accept-language': language },
        });
      const alone = [];
      for (const member of members) alone.push((await get(member)).body);
      const together = await Promise.all([
        ...members.map((member) => get(member)),
        get(members[4]!, 'en-US'),
      ]);
      for (const [m, response] of together.slice(0, members.length).entries()) {
        expect(response.statusCode).toBe(200);
        expect(response.body, `${url} member ${m}`).toBe(alone[m]);
      }
      const english = together[members.length]!;
      expect(english.body).toBe((await get(members[4]!, 'en-US')).body);
      for (const member of members.slice(0, 4)) expect(english.body).not.toContain(member.userId);
    }
  });

  it('fails every request of a failed statement with a clean error, and only those', async () => {
    const [poisoned, ...others] = await Promise.all(
      Array.from({ length: 3 }, () => createSignedInUser(server)),
    );
    for (const member of [poisoned!, ...others]) await insertAnalysis(server, member.userId);
    // Tags that are not an array: the search's tag scan fails on this member's row.
    await server.database.db.execute(
      sql`update ${analyses} set tags = '{"x": 1}'::jsonb where ${analyses.userId} = ${poisoned!.userId}`,
    );
    const batches: number[] = [];
    const repository = createAnalysesRepository(server.database.db, {
      onHistoryBatch: (owners) => batches.push(owners),
    });
    const search = HistoryQuery.parse({ q: '找不到' });
    const now = new Date();
    const failed = await Promise.allSettled(
      [poisoned!, ...others].map((member) => repository.list(member.userId, search, now)),
    );
    expect(batches).toEqual([3]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const reasons = failed.map((outcome) => (outcome as PromiseRejectedResult).reason);
    for (const reason of reasons) expect(reason).toBe(reasons[0]);
    for (const member of [poisoned!, ...others])
      expect(String(reasons[0]?.cause ?? reasons[0])).not.toContain(member.userId);

    // The next turn's statement is a new one: the others are answered, the poisoned member fails alone.
    const later = await Promise.all(others.map((member) => repository.list(member.userId, search, now)));
    expect(later).toEqual([
      { rows: [], total: 0 },
      { rows: [], total: 0 },
    ]);
    const found = await Promise.all(
      others.map((member) => repository.list(member.userId, HistoryQuery.parse({ q: '台積' }), now)),
    );
    for (const [m, page] of found.entries()) {
      expect(page.total).toBe(1);
      expect(page.rows.map((row) => row.userId)).toEqual([others[m]!.userId]);
    }
    await expect(repository.list(poisoned!.userId, search, now)).rejects.toThrow();

    // Over HTTP: every request of the failed statement gets the clean 500, nothing of anyone's rows.
    const responses = await Promise.all(
      [poisoned!, ...others].map((member) =>
        server.app.inject({
          method: 'GET',
          url: `/api/analysis/history?q=${encodeURIComponent('找不到')}`,
          headers: member.headers,
        }),
      ),
    );
    expect(responses[0]!.statusCode).toBe(500);
    for (const response of responses) {
      if (response.statusCode === 200) expect(response.json()).toMatchObject({ analyses: [], total: 0 });
      else {
        expect(response.statusCode).toBe(500);
        expect(expectCleanError(response.body).code).toBe('INTERNAL');
      }
    }
    const [row] = await server.database.db
      .select({ tags: analyses.tags })
      .from(analyses)
      .where(eq(analyses.userId, poisoned!.userId));
    expect(row?.tags).toEqual({ x: 1 });
  });
});
