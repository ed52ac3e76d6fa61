import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminUserListQuery } from '@alphadesk/contracts';
import { sql } from '@alphadesk/db';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember, randomIp, type TestUser } from '../../testing/factories.ts';
import { createTestClock } from '../../testing/clock.ts';
import { rowsOf } from '../../testing/rows.ts';

/** drizzle's raw results: an array (pg) or `{ rows }` (PGlite). */
const clock = createTestClock('2026-03-02T02:00:00.000Z'); // 10:00 Taipei, a Monday

function as(server: TestServer, user?: TestUser) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: user?.headers ?? {},
      remoteAddress: randomIp(),
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

function withKey(server: TestServer, secret: string) {
  return {
    get: (url: string, header: 'x-api-key' | 'bearer' = 'x-api-key') =>
      server.app.inject({
        method: 'GET',
        url,
        headers: header === 'x-api-key' ? { 'x-api-key': secret } : { authorization: `Bearer ${secret}` },
        remoteAddress: randomIp(),
      }),
    post: (url: string, payload: object) =>
      server.app.inject({
        method: 'POST',
        url,
        headers: { 'x-api-key': secret },
        payload,
        remoteAddress: randomIp(),
      }),
  };
}

async function createKey(server: TestServer, member: TestUser, scopes: string[], name = '交易機器人') {
  const response = await as(server, member).post('/api/user/api-keys', { name, scopes });
  expect(response.statusCode).toBe(201);
  return response.json() as {
    key: { id: string; prefix: string; lastUsedAt: string | null };
    secret: string;
  };
}

describe('developer API keys and the public API', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
  });
  afterAll(async () => server.close());
  beforeEach(() => clock.reset());

  it('creates a key for diamond only, shows it once and stores only its hash', async () => {
    const gold = await buildMember(server, { tier: 'gold' });
    const refused = await as(server, gold).post('/api/user/api-keys', { name: 'x', scopes: ['quotes:read'] });
    expect(refused.statusCode).toBe(403);
    expect(expectCleanError(refused.body).code).toBe('PLAN_REQUIRED');
    const guest = await buildGuest(server);
    expect((await as(server, guest).get('/api/user/api-keys')).statusCode).toBe(403);
    expect((await as(server).get('/api/user/api-keys')).statusCode).toBe(401);

    const diamond = await buildMember(server, { tier: 'diamond' });
    const created = await createKey(server, diamond, ['quotes:read', 'history:read']);
    expect(created.secret).toMatch(/^adk_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);

    const listed = (await as(server, diamond).get('/api/user/api-keys')).json();
    expect(listed.keys).toHaveLength(1);
    expect(listed.keys[0]).toMatchObject({ name: '交易機器人', scopes: ['quotes:read', 'history:read'] });
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    // A dump of every table of the database: the clear key appears nowhere.
    const tables = await server.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = rowsOf<{ table_name: string }>(tables);
    expect(names.map((row) => row.table_name)).toContain('api_keys');
    for (const { table_name } of names) {
      const dump = await server.database.db.execute(sql.raw(`select t::text as row from "${table_name}" t`));
      const rows = rowsOf<{ row: string }>(dump);
      for (const { row } of rows) expect(row).not.toContain(created.secret.slice(4));
    }
  });

  it('answers quotes and search with a key, with RateLimit headers, and counts usage', async () => {
    const diamond = await buildMember(server, { tier: 'diamond' });
    const { secret, key } = await createKey(server, diamond, ['quotes:read']);
    const quote = await withKey(server, secret).get('/api/v1/quotes/2330');
    expect(quote.statusCode).toBe(200);
    expect(quote.json().quote).toMatchObject({ symbol: '2330', name: '台積電' });
    expect(quote.headers['ratelimit-limit']).toBe('10000');
    expect(quote.headers['ratelimit-remaining']).toBe('9999');
    expect(quote.headers['ratelimit-policy']).toBe('10;w=1, 10000;w=86400');
    // 10:00 Taipei → 14 hours to Taipei midnight.
    expect(quote.headers['ratelimit-reset']).toBe(String(14 * 3600));

    const search = await withKey(server, secret).get('/api/v1/search?q=台積', 'bearer');
    expect(search.statusCode).toBe(200);
    expect(search.json().suggestions.map((s: { symbol: string }) => s.symbol)).toContain('2330');
    expect(search.headers['ratelimit-remaining']).toBe('9998');

    const unknown = await withKey(server, secret).get('/api/v1/quotes/ZZZZ');
    expect(unknown.statusCode).toBe(404);

    const usage = (await as(server, diamond).get('/api/user/api-usage')).json().usage;
    expect(usage).toMatchObject({ apiAccess: true, today: 3, month: 3, dailyLimit: 10000, perSecond: 10 });
    const listed = (await as(server, diamond).get('/api/user/api-keys')).json();
    expect(listed.keys.find((k: { id: string }) => k.id === key.id).lastUsedAt).toBe(
      clock.now().toISOString(),
    );

    // The next day starts a new count; the month keeps adding up.
    clock.advance(24 * 3600 * 1000);
    expect((await withKey(server, secret).get('/api/v1/quotes/2330')).headers['ratelimit-remaining']).toBe(
      '9999',
    );
    // (the member's access token has expired by then; the facade answers the same figures)
    const nextDay = await server.services.apiKeys.usage({
      userId: diamond.userId,
      sessionId: 'test',
      kind: 'member',
      tier: 'diamond',
    });
    expect(nextDay).toMatchObject({ today: 1, month: 4 });
  });

  it('serves its own OpenAPI document: the /api/v1 operations only, with the key scheme', async () => {
    const response = await as(server).get('/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<string, Record<string, { security?: object[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/v1/analyses',
      '/api/v1/analyses/{id}',
      '/api/v1/history',
      '/api/v1/quotes/{symbol}',
      '/api/v1/search',
    ]);
    expect(document.paths['/api/v1/quotes/{symbol}']!.get!.security).toEqual([{ apiKey: [] }]);
    expect(document.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
  });

  it('enforces scopes: a quotes key cannot read history, a history key cannot run analyses', async () => {
    const diamond = await buildMember(server, { tier: 'diamond' });
    const quotes = await createKey(server, diamond, ['quotes:read']);
    const history = await createKey(server, diamond, ['history:read']);
    const denied = await withKey(server, quotes.secret).get('/api/v1/history');
    expect(denied.statusCode).toBe(403);
    expect(expectCleanError(denied.body)).toMatchObject({ code: 'API_KEY_SCOPE' });
    expect((await withKey(server, history.secret).get('/api/v1/history')).statusCode).toBe(200);
    const run = await withKey(server, history.secret).post('/api/v1/analyses', {
      symbol: '2330',
      analysts: ['technical'],
    });
    expect(run.statusCode).toBe(403);
    expect((await withKey(server, history.secret).get('/api/v1/quotes/2330')).statusCode).toBe(403);
  });

  it('refuses a revoked key at once, an unknown key, a member token, and a downgraded member', async () => {
    const diamond = await buildMember(server, { tier: 'diamond' });
    const { secret, key } = await createKey(server, diamond, ['quotes:read']);
    expect((await withKey(server, secret).get('/api/v1/quotes/2330')).statusCode).toBe(200);
    expect((await as(server, diamond).delete(`/api/user/api-keys/${key.id}`)).statusCode).toBe(200);
    const revoked = await withKey(server, secret).get('/api/v1/quotes/2330');
    expect(revoked.statusCode).toBe(401);
    expect(expectCleanError(revoked.body)).toMatchObject({
      code: 'API_KEY_INVALID',
      message: 'API 金鑰無效或已撤銷',
    });
    expect((await withKey(server, `adk_${'A'.repeat(43)}`).get('/api/v1/quotes/2330')).statusCode).toBe(401);
    expect((await as(server, diamond).get('/api/v1/quotes/2330')).statusCode).toBe(401);
    expect((await as(server).get('/api/v1/quotes/2330')).statusCode).toBe(401);

    const other = await createKey(server, diamond, ['quotes:read']);
    await server.services.accounts.setTier(diamond.userId, 'gold');
    const downgraded = await withKey(server, other.secret).get('/api/v1/quotes/2330');
    expect(downgraded.statusCode).toBe(403);
    expect(expectCleanError(downgraded.body).code).toBe('PLAN_REQUIRED');
  });

  it("never reaches another member's keys, analyses or history", async () => {
    const alice = await buildMember(server, { tier: 'diamond' });
    const bob = await buildMember(server, { tier: 'diamond' });
    const aliceKey = await createKey(server, alice, ['analyses:run', 'history:read']);
    const bobKey = await createKey(server, bob, ['analyses:run', 'history:read']);

    const started = await withKey(server, aliceKey.secret).post('/api/v1/analyses', {
      symbol: '2330',
      analysts: ['technical'],
    });
    expect(started.statusCode).toBe(202);
    const runId = started.json().id as string;
    const own = await withKey(server, aliceKey.secret).get(`/api/v1/analyses/${runId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().analysis).toMatchObject({ id: runId, symbol: '2330' });

    const foreign = await withKey(server, bobKey.secret).get(`/api/v1/analyses/${runId}`);
    expect(foreign.statusCode).toBe(404);
    const bobsHistory = (await withKey(server, bobKey.secret).get('/api/v1/history')).json();
    expect(bobsHistory.analyses).toEqual([]);
    // Bob cannot revoke Alice's key, and it keeps working.
    expect((await as(server, bob).delete(`/api/user/api-keys/${aliceKey.key.id}`)).statusCode).toBe(404);
    expect((await withKey(server, aliceKey.secret).get('/api/v1/history')).statusCode).toBe(200);
  });

  it('allows 10 requests a second per member, then 429 with Retry-After, and not counted', async () => {
    const diamond = await buildMember(server, { tier: 'diamond' });
    const { secret } = await createKey(server, diamond, ['quotes:read']);
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => withKey(server, secret).get('/api/v1/search?q=2330')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(expectCleanError(refused.body)).toMatchObject({
      code: 'API_BURST_LIMITED',
      message: 'API 請求過於頻繁：每秒最多 10 次，請稍後再試',
    });
    expect(refused.headers).toMatchObject({
      'ratelimit-limit': '10',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '1',
      'retry-after': '1',
    });
    clock.advance(1000);
    expect((await withKey(server, secret).get('/api/v1/search?q=2330')).statusCode).toBe(200);
    expect((await as(server, diamond).get('/api/user/api-usage')).json().usage.today).toBe(11);
  });

  it('fills apiCallsToday and apiCallsMonth for the back-office through the metering', async () => {
    const diamond = await buildMember(server, { tier: 'diamond' });
    const idle = await buildMember(server);
    const { secret } = await createKey(server, diamond, ['quotes:read']);
    await withKey(server, secret).get('/api/v1/search?q=2330');
    await withKey(server, secret).get('/api/v1/search?q=2317');
    const page = await server.services.adminUsers.list(
      AdminUserListQuery.parse({ limit: 100, keyword: diamond.email }),
    );
    expect(page.users.find((user) => user.id === diamond.userId)).toMatchObject({
      apiCallsToday: 2,
      apiCallsMonth: 2,
    });
    const calls = await server.services.apiKeys.callsOf([idle.userId]);
    expect(calls.get(idle.userId)).toEqual({ today: 0, month: 0 });
  });
});

describe('the daily limit comes from the plan table', () => {
  let server: TestServer;
  const dayClock = createTestClock('2026-03-02T15:59:58.000Z'); // 23:59:58 Taipei

  beforeAll(async () => {
    server = await createTestServer({ now: dayClock.now });
    // Staff lowered diamond's daily allowance: the limit follows the table.
    await server.database.db.execute(sql`update plans set api_daily_limit = 3 where id = 'diamond'`);
  });
  afterAll(async () => server.close());

  it('refuses the call past the limit with 429 until Taipei midnight, counting parallel calls once', async () => {
    const diamond = await buildMember(server, { tier: 'diamond' });
    const { secret } = await createKey(server, diamond, ['quotes:read']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withKey(server, secret).get('/api/v1/search?q=2330')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(expectCleanError(refused.body)).toMatchObject({ code: 'API_DAILY_LIMITED' });
    expect(refused.headers).toMatchObject({
      'ratelimit-limit': '3',
      'retry-after': '2',
      'ratelimit-reset': '2',
    });
    expect((await as(server, diamond).get('/api/user/api-usage')).json().usage).toMatchObject({
      today: 3,
      dailyLimit: 3,
    });
    dayClock.advance(2000); // midnight in Taipei: a new day
    expect((await withKey(server, secret).get('/api/v1/search?q=2330')).statusCode).toBe(200);
  });
});
