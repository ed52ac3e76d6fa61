import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sql } from '@alphadesk/db';
import { createTestDatabase, type TestDatabase } from '@alphadesk/db/testing';
import { startServerProcess, type ServerProcess } from '../../testing/processes.ts';
import { rowsOf } from '../../testing/rows.ts';

/**
 * Two real api processes on one PostgreSQL database and one Redis: a member's API limits are
 * counted once for both. Runs in CI's PostgreSQL pass only (vitest.config.ts leaves *.cluster.test.ts
 * out without TEST_DATABASE_URL: several processes cannot share an in-process PGlite). Redis must
 * answer at TEST_REDIS_URL (default redis://127.0.0.1:6379); the test fails, never skips, without it.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function requireRedis(): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    expect(await redis.ping()).toBe('PONG');
  } catch (error) {
    throw new Error(`Redis does not answer at ${redisUrl} (set TEST_REDIS_URL): ${String(error)}`);
  } finally {
    redis.disconnect();
  }
}

describe('API limits across two api processes (PostgreSQL + Redis)', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  /** A diamond member registered on one process with a key made on the other. */
  async function diamondKey(): Promise<{ userId: string; secret: string }> {
    const registered = await fetch(`${a.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: '叢集測試',
        email: `cluster-${crypto.randomUUID()}@example.com`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        agreeToTerms: true,
      }),
    });
    expect(registered.status).toBe(201);
    const { accessToken, user } = (await registered.json()) as { accessToken: string; user: { id: string } };
    await database.db.execute(sql`update users set tier = 'diamond' where id = ${user.id}`);
    const created = await fetch(`${b.url}/api/user/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ name: 'cluster', scopes: ['quotes:read'] }),
    });
    expect(created.status).toBe(201);
    return { userId: user.id, secret: ((await created.json()) as { secret: string }).secret };
  }

  beforeAll(async () => {
    await requireRedis();
    database = await createTestDatabase(); // migrated here, so the processes only open it
    if (!database.url) throw new Error('the cluster tests need TEST_DATABASE_URL (PostgreSQL)');
    const env = {
      NODE_ENV: 'test',
      ROLES: 'api',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: 'cluster-test-secret-0123456789-abcdefghij',
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 240_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await database?.destroy();
    // A graceful stop drains and exits 0.
    expect(codes.filter((code) => code !== undefined)).toEqual(
      codes.filter((code) => code !== undefined).map(() => 0),
    );
  }, 60_000);

  const call = (server: ServerProcess, secret: string) =>
    fetch(`${server.url}/api/v1/search?q=2330`, { headers: { 'x-api-key': secret } });

  it('counts the per-second limit once for both processes (10 of 14 calls in one second)', async () => {
    const { secret } = await diamondKey();
    for (let attempt = 1; ; attempt += 1) {
      // Start just after a second begins, so one window holds every call (fixed one-second windows).
      await new Promise((done) => setTimeout(done, 1000 - (Date.now() % 1000) + 20));
      const window = Math.floor(Date.now() / 1000);
      const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => call(i % 2 ? a : b, secret)));
      if (Math.floor(Date.now() / 1000) !== window) {
        if (attempt < 10) continue; // the machine was too slow to keep them in one window: again
        throw new Error('could not make 14 calls inside one second in 10 attempts');
      }
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('API_BURST_LIMITED');
      return;
    }
  }, 60_000);

  it("counts the plan's daily limit once for both processes", async () => {
    const { secret } = await diamondKey();
    const before = rowsOf<{ limit: number }>(
      await database.db.execute(sql`select api_daily_limit as "limit" from plans where id = 'diamond'`),
    )[0]!.limit;
    await database.db.execute(sql`update plans set api_daily_limit = 3 where id = 'diamond'`);
    try {
      const answers: Response[] = [];
      for (let i = 0; i < 6; i += 1) answers.push(await call(i % 2 ? a : b, secret));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429]);
      const refused = (await answers[5]!.json()) as { error: { code: string } };
      expect(refused.error.code).toBe('API_DAILY_LIMITED');
      expect(answers[2]!.headers.get('ratelimit-remaining')).toBe('0');
    } finally {
      await database.db.execute(sql`update plans set api_daily_limit = ${before} where id = 'diamond'`);
    }
  }, 30_000);
});
