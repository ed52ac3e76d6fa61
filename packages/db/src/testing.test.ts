import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing.ts';

describe('test databases', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('start migrated; on PGlite, lean: no database but their own, small shared buffers', async () => {
    database = await createTestDatabase();
    const names = (statement: string) => column(database!, statement);
    expect(
      await names(`select table_name as name from information_schema.tables where table_schema = 'public'`),
    ).toContain('users');
    const databases = await names('select datname as name from pg_database');
    if (database.kind === 'pglite') {
      expect(databases).toEqual(['postgres']);
      expect(await names('select setting as name from pg_settings where name = $$shared_buffers$$')).toEqual([
        '2048', // 8 kB pages: 16 MB
      ]);
    } else expect(databases).toContain(new URL(database.url!).pathname.slice(1));
  });
});

async function column(database: TestDatabase, statement: string): Promise<string[]> {
  const raw = database.raw;
  const result =
    raw.kind === 'pglite'
      ? await raw.pglite.query<{ name: string }>(statement)
      : await raw.pool.query(statement);
  return (result.rows as Array<{ name: string }>).map((row) => row.name);
}
