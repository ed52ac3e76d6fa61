import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alphadesk/db/testing';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { seedDatabase } from '../../seed/index.ts';
import { silentLog } from '../../testing/server.ts';
import { randomIp, uniqueEmail } from '../../testing/factories.ts';

/**
 * Without AUTH_SECRET in development, the access-token key is kept in DATA_DIR: a restarted server
 * (or a second one on the same DATA_DIR and database) accepts the tokens the first one signed.
 */
describe('the generated access-token key', () => {
  let database: TestDatabase;
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.destroy();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'alphadesk-secret-'));
    dirs.push(dir);
    return dir;
  };
  /** One server process on the shared database, as `npm start` would boot it in development. */
  const start = async (dir: string) => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const services = createServices({ database, config, queue: null, log: silentLog });
    if (!apps.length) await seedDatabase({ database, services, demo: false, log: silentLog });
    const app = await buildApp({ config, database, queue: null, services, version: 'test' });
    await app.ready();
    apps.push(app);
    return app;
  };
  const register = async (app: FastifyInstance) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: randomIp(),
      payload: {
        name: '王小明',
        email: uniqueEmail('restart'),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        agreeToTerms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().accessToken as string;
  };
  const me = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });

  it('is shared by two servers on one DATA_DIR, each accepting the other one’s tokens', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    const second = await start(dir);
    expect((await me(second, await register(first))).statusCode).toBe(200);
    expect((await me(first, await register(second))).statusCode).toBe(200);

    const key = join(dir, 'auth-secret');
    expect((await readFile(key, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    expect((await stat(key)).mode & 0o077).toBe(0);
  });

  it('differs on another DATA_DIR, whose server refuses the first one’s tokens', async () => {
    const first = await start(await dataDir());
    const elsewhere = await start(await dataDir());
    expect((await me(elsewhere, await register(first))).statusCode).toBe(401);
  });
});
