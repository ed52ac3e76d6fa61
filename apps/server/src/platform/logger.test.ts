import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@alphadesk/db';
import { createTestServer, expectCleanError, type TestServer } from '../testing/server.ts';
import { randomIp, uniqueEmail } from '../testing/factories.ts';
import { loggerOptions } from './logger.ts';

/** A stream that keeps what was written, for reading the log back. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('the log never holds credentials', () => {
  let server: TestServer;
  const log = logCapture();
  beforeAll(async () => {
    server = await createTestServer({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    // The database starts refusing new accounts, as a full disk or a broken constraint would.
    await server.database.db.execute(
      sql.raw(`create function refuse_users() returns trigger language plpgsql as $$
        begin raise exception 'users are read-only'; end $$`),
    );
    await server.database.db.execute(
      sql.raw(
        'create trigger refuse_users before insert on users for each row execute function refuse_users()',
      ),
    );
  });
  afterAll(() => server?.close());

  it('logs a failed registration without the email, the password or its hash', async () => {
    const email = uniqueEmail('secret-owner');
    const password = 'Sup3rSecretPassw0rd';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: randomIp(),
      headers: { authorization: 'Bearer should-not-be-logged-0123456789', cookie: 'alphadesk_refresh=abc' },
      payload: { name: '王小明', email, password, confirmPassword: password, agreeToTerms: true },
    });
    expect(response.statusCode).toBe(500);
    expectCleanError(response.body);

    const text = log.text();
    // The failure is logged, with its request id and the SQL that failed…
    expect(text).toContain(response.json().error.requestId);
    expect(text).toContain('users are read-only');
    expect(text).toMatch(/insert into \\"users\\"/);
    // …but none of the values that went with it.
    expect(text).not.toContain(email);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/\$argon2id\$/);
    expect(text).not.toContain('params');
    expect(text).not.toContain('should-not-be-logged');
  });

  it('redacts secret fields wherever a log line carries them', () => {
    const capture = logCapture();
    const logger = pino(loggerOptions('info'), capture.stream);
    logger.info(
      {
        password: 'p1',
        body: { currentPassword: 'p2', refreshToken: 'r1', passwordHash: '$argon2id$x' },
        user: { session: { token: 't1', secret: 's1' } },
        req: { headers: { authorization: 'Bearer a1', cookie: 'c1' } },
        res: { headers: { 'set-cookie': 'sc1' } },
        hash: 'h1',
        kept: 'visible',
      },
      'something happened',
    );
    const line = capture.text();
    for (const secret of ['p1', 'p2', 'r1', '$argon2id$x', 't1', 's1', 'Bearer a1', 'c1', 'sc1', 'h1'])
      expect(line).not.toContain(`"${secret}"`);
    expect(line).toContain('"kept":"visible"');
  });
});
