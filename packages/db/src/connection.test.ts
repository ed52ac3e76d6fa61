import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing.ts';
import { plans, systemMarkers } from './schema/index.ts';
import { eq } from 'drizzle-orm';

describe('test database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('is migrated and of the kind TEST_DATABASE_URL asks for', async () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    const rows = await database.db.select().from(plans);
    expect(rows).toEqual([]);
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
  });

  it('round-trips jsonb and timestamps', async () => {
    await database.db.insert(systemMarkers).values({ name: 'probe', detail: { a: 1 } });
    const [row] = await database.db.select().from(systemMarkers).where(eq(systemMarkers.name, 'probe'));
    expect(row?.detail).toEqual({ a: 1 });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });
});
