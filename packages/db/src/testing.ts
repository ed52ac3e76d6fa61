import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './connection.ts';
import { migrateDatabase } from './migrate.ts';

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
    const database = await openDatabase({});
    await migrateDatabase(database);
    return { ...database, url: undefined, destroy: () => database.close() };
  }

  const name = `alphadesk_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = withDatabaseName(adminUrl, name);
  const database = await openDatabase({ url, maxConnections: 5 });
  try {
    await migrateDatabase(database);
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
