import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type Schema = typeof schema;
/** The drizzle handle both drivers share: one PostgreSQL dialect everywhere. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The raw client, for the few callers (the job queue) that speak SQL themselves. */
export type RawClient = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  readonly raw: RawClient;
  /** Round-trip time of a trivial query, or throws when the database does not answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, a real PostgreSQL is used. */
  url?: string | undefined;
  /** Folder for the embedded database; omitted means in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** A dumped PGlite data directory to start from (tests use a migrated template). */
  pgliteTemplate?: Blob;
}

// Timestamps and numerics come back as strings from `pg` by default; drizzle maps the columns it
// knows, and bigint counts should be numbers for our sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10);
  return openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = template
    ? new PGlite({ loadDataDir: template })
    : dataDir
      ? new PGlite(dataDir)
      : new PGlite();
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    raw: { kind: 'pglite', pglite },
    ping: () => timed(() => pglite.query('select 1')),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    raw: { kind: 'postgres', pool, url },
    ping: () => timed(() => pool.query('select 1')),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}
