import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database, type OpenDatabaseOptions } from './connection.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';

export interface TestDatabase extends Database {
  /** postgres:// URL of this test's own database, when running on PostgreSQL. */
  readonly url: string | undefined;
  /** Closes the connection and drops the test's database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a database of
 * its own on the server named by TEST_DATABASE_URL (created here, dropped by destroy()).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({
      pgliteTemplate: await migratedPgliteTemplate(),
      pgliteStart: await leanPgliteStart(),
    });
    await migrateDatabase(database); // a no-op unless the template is stale
    return { ...database, url: undefined, destroy: () => database.close() };
  }

  const name = `alphadesk_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = await migratedPostgresTemplate(adminUrl);
  await withAdminClient(adminUrl, (client) => createFromTemplate(client, name, template));
  const url = withDatabaseName(adminUrl, name);
  const database = await openDatabase({ url, maxConnections: 5 });
  try {
    await migrateDatabase(database); // a no-op unless the template is stale
  } catch (error) {
    await database.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * Starting PGlite means running initdb inside WASM (seconds); loading a dumped, already migrated
 * data directory takes a fraction of that. The dump is cached in the temp folder, keyed by the
 * migrations' content, and shared by every test file and worker of the run (and later runs).
 *
 * Every test file loads it, often once per test, so it is kept lean: the cluster's other two
 * databases (template0 and template1, only ever read by CREATE DATABASE, which no test runs on
 * PGlite) are dropped, which takes two thirds of the files the load writes into PGlite's
 * in-memory file system.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const cached = join(tmpdir(), `alphadesk-pglite-template-lean-${migrationsDigest()}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);

  const fresh = await openDatabase({});
  try {
    await migrateDatabase(fresh);
    if (fresh.raw.kind !== 'pglite') throw new Error('expected PGlite');
    const pglite = fresh.raw.pglite;
    await pglite.exec(
      `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    );
    await pglite.exec('drop database template0');
    await pglite.exec('drop database template1');
    await pglite.exec('checkpoint');
    const dump = await pglite.dumpDataDir('none');
    // Write then rename, so a parallel worker never reads half a file.
    const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, cached);
    return dump;
  } finally {
    await fresh.close();
  }
}

type PgliteStart = NonNullable<OpenDatabaseOptions['pgliteStart']>;
// The project's TypeScript library has no WebAssembly declarations; Node has the global.
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteStart['pgliteWasmModule']> };
  }
).WebAssembly;

let leanStart: Promise<PgliteStart> | undefined;

/**
 * A test's PGlite lives for one test or one file, and test files start hundreds of them. Two costs of
 * a start are not needed then: compiling the 9 MB WASM module (done once per process here) and
 * zeroing the 128 MB of shared buffers the template's configuration asks for (16 MB is plenty for
 * test data), together about a quarter of a start's CPU time.
 */
function leanPgliteStart(): Promise<PgliteStart> {
  leanStart ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await wasm.compile(readFileSync(join(dist, 'pglite.wasm'))),
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=10'],
    };
  })();
  return leanStart;
}

/** A digest of the migrations folder's files: a template is reused only for the same migrations. */
function migrationsDigest(): string {
  const digest = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (statSync(path).isFile()) digest.update(file).update(readFileSync(path));
  }
  return digest.digest('hex').slice(0, 16);
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * Migrating a new PostgreSQL database takes seconds; copying a migrated template takes a fraction.
 * One template per migrations digest is built once for the server (under an advisory lock, so
 * parallel test workers wait for the first) and marked `is_template` only when complete, so a
 * build cut short is rebuilt rather than copied.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  let template = postgresTemplates.get(adminUrl);
  if (!template) {
    template = buildPostgresTemplate(adminUrl);
    template.catch(() => postgresTemplates.delete(adminUrl));
    postgresTemplates.set(adminUrl, template);
  }
  return template;
}

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `alphadesk_template_${migrationsDigest()}`;
  return withAdminClient(adminUrl, async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('alphadesk_test_template'))`);
    try {
      const found = await client.query<{ ready: boolean }>(
        'select datistemplate as ready from pg_database where datname = $1',
        [name],
      );
      if (found.rows[0]?.ready) return name;
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}"`);
      const database = await openDatabase({ url: withDatabaseName(adminUrl, name), maxConnections: 1 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      await client.query(`alter database "${name}" is_template true allow_connections false`);
      return name;
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('alphadesk_test_template'))`);
    }
  });
}

/** PostgreSQL refuses a copy while another copy of the same template starts: wait and try again. */
async function createFromTemplate(client: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
    }
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
