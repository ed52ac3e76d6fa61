import { readFileSync } from 'node:fs';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { migrateDatabase, openDatabase, type Database } from '@alphadesk/db';
import type { Config } from './config.ts';
import { loggerOptions, type Logger } from './platform/logger.ts';
import { JobQueue } from './platform/queue.ts';
import { buildApp } from './app.ts';
import { createServices, type Services } from './services.ts';
import { seedDatabase } from './seed/index.ts';
import { registerJobs } from './jobs.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue | null;
  /** The composed modules (benchmarks drive the live feed's publish path through them). */
  services: Services;
  /** Drains requests, then jobs, then closes the database. Safe to call twice. */
  stop(): Promise<void>;
}

const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Opens, migrates and seeds the database, starts the queue and the roles, and listens. */
export async function startServer(config: Config, options: { log?: Logger } = {}): Promise<RunningServer> {
  const log = options.log ?? (pino(loggerOptions(config.logLevel)) as unknown as Logger);
  const startedAt = Date.now();
  const database = await openDatabase({
    url: config.database.url,
    dataDir: config.database.dataDir,
    maxConnections: config.database.poolSize,
  });
  let queue: JobQueue | null = null;
  try {
    await migrateDatabase(database);
    // Every role uses the queue: the api enqueues, workers process, the scheduler schedules.
    queue = await JobQueue.start(database, log, config.jobs);
    const services = createServices({ database, config, queue, log, version, startedAt });
    await seedDatabase({ database, services, demo: config.seedDemoData, log });
    await registerJobs(queue, services, config, log);
    if (config.auth.secretIsEphemeral) {
      log.warn(
        'AUTH_SECRET is not set: access tokens are signed with a per-process key (sign-ins survive restarts through refresh tokens)',
      );
    }

    const app = await buildApp({ config, database, queue, services, version, startedAt });
    await app.listen({ host: config.host, port: config.port });
    log.info({ database: database.kind, roles: config.roles }, 'AlphaDesk is ready');

    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close(); // stops accepting, waits for in-flight requests
        await queue?.stop(config.shutdownTimeoutMs); // lets running jobs finish
        await database.close();
      })());
    return { app, database, queue, services, stop };
  } catch (error) {
    await queue?.stop(1000).catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
