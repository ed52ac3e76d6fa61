import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { plans as planTable } from '@alphadesk/db';
import { createTestDatabase, type TestDatabase } from '@alphadesk/db/testing';
import { eventually } from '../../testing/eventually.ts';
import { createPlansModule, displayListSeconds, type PlansModule } from './index.ts';

const period = displayListSeconds * 1000;

describe('the plan list shown on the pricing page', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** A module of its own (its own clock), over the catalogue with gold renamed to `goldName`. */
  async function freshModule(goldName: string) {
    let at = Date.parse('2026-11-25T00:00:00Z');
    const plans = createPlansModule({ db: database.db, now: () => at });
    await plans.ensureCatalogue();
    await renameGold(goldName);
    return { plans, advance: (ms: number) => (at += ms) };
  }
  /** Written straight to the table, as another process would. */
  const renameGold = (name: string) =>
    database.db.update(planTable).set({ name }).where(eq(planTable.id, 'gold'));
  const goldIn = async (plans: PlansModule) => (await plans.displayList()).find((p) => p.id === 'gold')?.name;

  it('shows another process’s edit after its period, never holding a caller up meanwhile', async () => {
    const { plans, advance } = await freshModule('黃金 A');
    expect(await goldIn(plans)).toBe('黃金 A'); // the first read waits for the database
    await renameGold('黃金 B');
    advance(period - 1);
    expect(await goldIn(plans)).toBe('黃金 A'); // kept
    advance(2);
    // Past its period: the kept list still answers while one read refreshes it…
    expect(await goldIn(plans)).toBe('黃金 A');
    // …and the edit shows once that read is in.
    expect(await eventually(async () => ((await goldIn(plans)) === '黃金 B' ? true : undefined))).toBe(true);
  });

  it('answers from memory while the plan table is locked by a long transaction', async () => {
    const { plans, advance } = await freshModule('黃金 C');
    expect(await goldIn(plans)).toBe('黃金 C');
    advance(period + 1);
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table plans in access exclusive mode`);
      await tx.update(planTable).set({ name: '黃金 D' }).where(eq(planTable.id, 'gold'));
      locked();
      await held;
    });
    await lockTaken;
    try {
      // The read that refreshes the list waits on the lock; the page does not.
      expect(await goldIn(plans)).toBe('黃金 C');
      expect(await goldIn(plans)).toBe('黃金 C');
    } finally {
      release();
      await transaction;
    }
    expect(await eventually(async () => ((await goldIn(plans)) === '黃金 D' ? true : undefined))).toBe(true);
  });

  it('shows this process’s own edit at once', async () => {
    const { plans } = await freshModule('黃金 E');
    expect(await goldIn(plans)).toBe('黃金 E');
    await database.db.transaction((tx) => plans.staffUpdate('gold', { name: '黃金 F' }, tx, new Date()));
    expect(await goldIn(plans)).toBe('黃金 F');
  });
});
