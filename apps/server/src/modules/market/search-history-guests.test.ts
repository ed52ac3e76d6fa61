import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, stockSearchHistory } from '@alphadesk/db';
import { errorMessage } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember, randomIp } from '../../testing/factories.ts';

describe('search history refuses guests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const call = (method: 'GET' | 'POST', headers: Record<string, string>, payload?: object) =>
    server.app.inject({
      method,
      url: '/api/stocks/search-history',
      headers,
      payload,
      remoteAddress: randomIp(),
    });

  it('answers a guest 403 with the members-only message on read and write, and keeps nothing', async () => {
    const guest = await buildGuest(server);
    const write = await call('POST', guest.headers, { symbol: '2330', name: '台積電', market: 'TW' });
    expect(write.statusCode).toBe(403);
    expect(expectCleanError(write.body)).toMatchObject({
      code: 'MEMBERS_ONLY',
      message: errorMessage('MEMBERS_ONLY', 'zh-TW'),
    });
    // Refused before validation: a guest learns nothing about the input rules either.
    const invalid = await call('POST', guest.headers, { symbol: '' });
    expect(invalid.statusCode).toBe(403);
    const read = await call('GET', guest.headers);
    expect(read.statusCode).toBe(403);
    expect(expectCleanError(read.body).code).toBe('MEMBERS_ONLY');
    const [row] = await server.database.db
      .select({ n: count() })
      .from(stockSearchHistory)
      .where(eq(stockSearchHistory.userId, guest.userId));
    expect(row?.n).toBe(0);
  });

  it('answers without a session 401, and serves members', async () => {
    expect((await call('GET', {})).statusCode).toBe(401);
    const member = await buildMember(server);
    const added = await call('POST', member.headers, { symbol: '2330', name: '台積電', market: 'TW' });
    expect(added.statusCode).toBe(200);
    const read = await call('GET', member.headers);
    expect(read.json().history).toHaveLength(1);
  });
});
