import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, count, eq, stockSearchHistory, userPreferences, users } from '@alphadesk/db';
import { defaultAnalystPreferences, defaultPreferences, invalidTextMessage } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../testing/server.ts';
import { buildMember, randomIp, uniqueEmail, type SignedInMember } from '../testing/factories.ts';

/**
 * NUL and lone surrogates in any text field: PostgreSQL cannot store them (text refuses NUL,
 * jsonb refuses the escape of a lone surrogate), so they must be refused at the door as a 400 in
 * our error format, before anything is written.
 */
const attacks = [
  { name: 'NUL', body: '\u0000', url: '%00', queryDecodes: false },
  // A URL cannot carry a lone surrogate, only its bytes: the query parser reads them as U+FFFD.
  { name: 'lone surrogate', body: '\ud800', url: '%ED%A0%80', queryDecodes: true },
  { name: 'NUL inside text', body: 'a\u0000b', url: 'a%00b', queryDecodes: false },
] as const;

describe('text fields refuse NUL and lone surrogates', () => {
  let server: TestServer;
  let member: SignedInMember;
  beforeAll(async () => {
    server = await createTestServer();
    member = await buildMember(server);
  });
  afterAll(() => server?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, anonymous = false) =>
    server.app.inject({
      method,
      url,
      payload,
      headers: anonymous ? {} : member.headers,
      remoteAddress: randomIp(),
    });
  const expectRefused = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(400);
    const error = expectCleanError(response.body);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: invalidTextMessage });
  };
  const rowsOf = async (table: typeof analyses | typeof stockSearchHistory | typeof userPreferences) => {
    const [row] = await server.database.db
      .select({ n: count() })
      .from(table)
      .where(eq(table.userId, member.userId));
    return row?.n ?? 0;
  };

  describe.each(attacks)('$name', (attack) => {
    it('in the path of a run and of its events', async () => {
      for (const url of [`/api/analysis/runs/${attack.url}`, `/api/analysis/runs/run${attack.url}/events`]) {
        const response = await send('GET', url);
        // A lone surrogate's bytes are not UTF-8: the router refuses the address before any field.
        if (attack.queryDecodes) {
          expect(response.statusCode, response.body).toBe(400);
          expect(expectCleanError(response.body)).toMatchObject({ code: 'MALFORMED_URL' });
        } else expectRefused(response);
      }
    });

    it('in the history filters q, market and analyst', async () => {
      for (const field of ['q', 'market', 'analyst']) {
        const response = await send('GET', `/api/analysis/history?${field}=${attack.url}`);
        if (!attack.queryDecodes) expectRefused(response);
        else expect(response.json()).toMatchObject({ analyses: [], total: 0 });
      }
    });

    it('in the name of a registration, and no account is made', async () => {
      const email = uniqueEmail('nul');
      const response = await send(
        'POST',
        '/api/auth/register',
        {
          name: `王${attack.body}`,
          email,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          agreeToTerms: true,
        },
        true,
      );
      expectRefused(response);
      const [row] = await server.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
      expect(row?.n).toBe(0);
    });

    it('in the name of a search-history entry, and nothing is kept', async () => {
      const before = await rowsOf(stockSearchHistory);
      expectRefused(
        await send('POST', '/api/stocks/search-history', {
          symbol: '2330',
          name: `台積電${attack.body}`,
          market: 'TW',
        }),
      );
      expect(await rowsOf(stockSearchHistory)).toBe(before);
    });

    it('in the timezone and favourite analysts of preferences, and in analyst preferences', async () => {
      const before = await rowsOf(userPreferences);
      const timezone = structuredClone(defaultPreferences);
      timezone.display.timezone = `Asia/Taipei${attack.body}`;
      expectRefused(await send('PUT', '/api/user/preferences', { preferences: timezone }));
      const favourites = structuredClone(defaultPreferences);
      favourites.trading.favoriteAnalysts = [`technical${attack.body}`];
      expectRefused(await send('PUT', '/api/user/preferences', { preferences: favourites }));
      expectRefused(
        await send('PUT', '/api/user/analyst-preferences', {
          preferences: { ...defaultAnalystPreferences, preferredAnalysts: [attack.body] },
        }),
      );
      expect(await rowsOf(userPreferences)).toBe(before);
      const saved = await send('GET', '/api/user/preferences');
      expect(saved.json().preferences).toEqual(defaultPreferences);
    });

    it('in the instructions of a run, and no run starts', async () => {
      const before = await rowsOf(analyses);
      expectRefused(
        await send('POST', '/api/analysis/runs', {
          symbol: '2330',
          analysts: ['technical'],
          instructions: `看多${attack.body}`,
        }),
      );
      expect(await rowsOf(analyses)).toBe(before);
    });
  });
});
