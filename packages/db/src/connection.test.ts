import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing.ts';
import { plans, systemMarkers } from './schema/index.ts';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from './connection.ts';

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

describe('the embedded engine', () => {
  it('lets the event loop turn between the statements queued on it', async () => {
    const database = await openDatabase({});
    try {
      const finished: number[] = [];
      const statements = Array.from({ length: 40 }, (_, i) =>
        database.db.execute(sql`select count(*) from generate_series(1, 20000)`).then(() => finished.push(i)),
      );
      let finishedWhenTimerRan = -1;
      setTimeout(() => (finishedWhenTimerRan = finished.length), 0);
      await Promise.all(statements);
      expect(finished).toHaveLength(40);
      // Without a turn of the loop between statements, the timer would only run after all 40.
      expect(finishedWhenTimerRan).toBeGreaterThanOrEqual(0);
      expect(finishedWhenTimerRan).toBeLessThan(10);
    } finally {
      await database.close();
    }
  });
});
