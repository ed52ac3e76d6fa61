import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
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
  /** Pool size for PostgreSQL (default `defaultPoolSize`). */
  maxConnections?: number;
  /** A dumped PGlite data directory to start from (tests use a migrated template). */
  pgliteTemplate?: Blob;
  /** How PGlite starts: its server settings and an already compiled module (tests start many). */
  pgliteStart?: Pick<PGliteOptions, 'startParams' | 'pgliteWasmModule'>;
}

// Timestamps and numerics come back as strings from `pg` by default; drizzle maps the columns it
// knows, and bigint counts should be numbers for our sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Connections per process to PostgreSQL. A pooled connection is held from a query's send until a
 * busy event loop reads its answer (about one turn of the loop), so under 500 concurrent members a
 * pool of 20 answered a few hundred statements a second and requests waited most of their time for
 * a connection (history p50 ~0.7 s); 40 halved that wait. Connections are opened on demand.
 */
export const defaultPoolSize = 40;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? defaultPoolSize);
  return openPglite(options.dataDir, options.pgliteTemplate, options.pgliteStart);
}

async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
  start: OpenDatabaseOptions['pgliteStart'],
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({ ...(dataDir ? { dataDir } : {}), loadDataDir: template, ...start });
  await pglite.waitReady;
  yieldBeforeEachExchange(pglite);
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

/**
 * PGlite executes a statement synchronously on this thread, and the statements queued behind its
 * lock run one after another in promise callbacks, which never let the event loop turn: a queue of
 * fifty 5 ms statements held it for 250 ms while HTTP requests waited (an analysis burst put the
 * loop's delay p99 at 224 ms). Each exchange with the engine first waits for the loop's next turn,
 * so requests and timers run between statements; a statement still runs whole (and a transaction
 * keeps the lock), only later.
 */
function yieldBeforeEachExchange(pglite: PGlite): void {
  const exchange = pglite.execProtocolRaw.bind(pglite);
  pglite.execProtocolRaw = async (message, options) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return exchange(message, options);
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

/** What `listen` reports: each notification's payload, and that notifications may have been missed. */
export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Called when the subscription starts (again): anything before it may have been missed. */
  onSubscribed(): void;
  /** Called when the subscription is lost: notifications are missed until `onSubscribed`. */
  onLost(): void;
}

/**
 * Follows a NOTIFY channel (`select pg_notify(channel, payload)`, delivered when the transaction
 * that sent it commits) on a connection of its own, outside the pool; on PostgreSQL a lost
 * connection is reported and opened again (after 1 s, then up to 30 s apart). Returns the stop.
 */
export async function listen(
  raw: RawClient,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  if (raw.kind === 'pglite') {
    const unsubscribe = await raw.pglite.listen(channel, handlers.onMessage);
    handlers.onSubscribed();
    return async () => {
      handlers.onLost();
      if (!raw.pglite.closed) await unsubscribe();
    };
  }
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delayMs = 1_000;
  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    handlers.onLost();
    void failed.end().catch(() => undefined);
    if (stopped) return;
    retry = setTimeout(() => void connect(), delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, 30_000);
  };
  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString: raw.url, connectionTimeoutMillis: 10_000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      // The subscription alone never keeps the process alive (a caller that forgets to stop it).
      (next as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await next.query(`listen ${channel}`);
      if (stopped || client !== next) return;
      delayMs = 1_000;
      handlers.onSubscribed();
    } catch {
      lost(next);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    handlers.onLost();
    await current?.end().catch(() => undefined);
  };
}
