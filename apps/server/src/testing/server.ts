import pino, { type DestinationStream } from 'pino';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@alphadesk/db/testing';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Logger } from '../platform/logger.ts';
import { JobQueue } from '../platform/queue.ts';
import { createServices, type ServiceDeps, type Services } from '../services.ts';
import { seedDatabase } from '../seed/index.ts';
import { registerJobs } from '../jobs.ts';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  services: Services;
  queue: JobQueue | null;
  close(): Promise<void>;
}

export const silentLog = pino({ level: 'silent' }) as unknown as Logger;

/**
 * Boots the real application on a fresh, migrated database of its own (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set). Requests go through app.inject: no port, but every hook, schema and
 * error handler runs as in production.
 */
export async function createTestServer(
  options: {
    env?: Record<string, string>;
    withQueue?: boolean;
    now?: () => Date;
    hooks?: ServiceDeps['hooks'];
    /** Receives the HTTP log (at LOG_LEVEL, silent unless env sets it). */
    logStream?: DestinationStream;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const queue = options.withQueue ? await JobQueue.start(database, silentLog, config.jobs) : null;
  const services = createServices({
    database,
    config,
    queue,
    log: silentLog,
    now: options.now,
    hooks: options.hooks,
  });
  await seedDatabase({ database, services, demo: false, log: silentLog });
  if (queue) await registerJobs(queue, services, config, silentLog);
  const app = await buildApp({
    config,
    database,
    queue,
    services,
    version: 'test',
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    services,
    queue,
    close: async () => {
      await app.close();
      await queue?.stop(2000);
      await database.destroy();
    },
  };
}

/** Asserts the shape every error response shares, and that nothing internal leaks into it. */
export function expectCleanError(body: string): { code: string; message: string } {
  const parsed = JSON.parse(body) as { success: boolean; error: { code: string; message: string } };
  if (parsed.success !== false) throw new Error(`expected an error body, got ${body}`);
  if (/\bat .+\.(ts|js):\d+|stack|select |insert |Error:/i.test(body)) {
    throw new Error(`error body leaks internals: ${body}`);
  }
  return parsed.error;
}
