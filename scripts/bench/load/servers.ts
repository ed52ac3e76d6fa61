import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { migrateDatabase, openDatabase, type Database } from '@alphadesk/db';
import pg from 'pg';
import { loadConfig, type Config } from '../../../apps/server/src/config.ts';
import type { Logger } from '../../../apps/server/src/platform/logger.ts';
import { startServer, type RunningServer } from '../../../apps/server/src/runtime.ts';

/** The databases a bench runs on: PGlite always, PostgreSQL when a server is named. */
export function benchDatabases(): Array<'pglite' | 'postgres'> {
  return postgresAdminUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

const postgresAdminUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

export const silent = pino({ level: 'silent' }) as unknown as Logger;

/**
 * A fresh, migrated database of the kind (PGlite in a temporary folder, or a database of its own
 * on the PostgreSQL server), the app's variables that point at it, and its removal.
 */
async function freshDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'alphadesk-bench-'));
    return {
      env: { DATA_DIR: dataDir },
      open: async () => {
        const database = await openDatabase({ dataDir });
        await migrateDatabase(database);
        return database;
      },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = postgresAdminUrl()!;
  const name = `alphadesk_bench_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: async () => {
      const database = await openDatabase({ url: url.toString() });
      await migrateDatabase(database);
      return database;
    },
    remove: () => admin(`drop database if exists "${name}" with (force)`).catch(() => undefined),
  };
}

/**
 * Starts the real app on 127.0.0.1 (port 0) over a fresh database of the kind, after `seed` has
 * written what the bench needs; runs `use`, then stops everything and removes the database.
 */
export async function withServer<T>(
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
  seed: (database: Database, config: Config) => Promise<void>,
  use: (server: RunningServer, config: Config) => Promise<T>,
): Promise<T> {
  const database = await freshDatabase(kind);
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      MARKET_RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      ...database.env,
      ...env,
    });
    const seeding = await database.open();
    try {
      await seed(seeding, config);
    } finally {
      await seeding.close();
    }
    const server = await startServer(config, { log: silent });
    try {
      return await use(server, config);
    } finally {
      await server.stop();
    }
  } finally {
    await database.remove();
  }
}
