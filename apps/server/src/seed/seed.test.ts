import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alphadesk/db/testing';
import { eq, plans, systemMarkers } from '@alphadesk/db';
import { createServices } from '../services.ts';
import { loadConfig } from '../config.ts';
import { silentLog } from '../testing/server.ts';
import { seedDatabase } from './index.ts';

describe('seedDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.destroy());

  it('seeds demo data once and keeps edits across restarts', async () => {
    const services = createServices({
      database,
      config: loadConfig({ NODE_ENV: 'test' }),
      queue: null,
      log: silentLog,
    });
    const first = await seedDatabase({ database, services, demo: true, log: silentLog });
    expect(first.demoSeeded).toBe(true);

    // Staff change a price; the next start must not put the old one back.
    await database.db.update(plans).set({ monthlyPrice: 2199 }).where(eq(plans.id, 'gold'));
    const second = await seedDatabase({ database, services, demo: true, log: silentLog });
    expect(second.demoSeeded).toBe(false);

    const markers = await database.db.select().from(systemMarkers);
    expect(markers.map((marker) => marker.name)).toEqual(['demo-seed']);
    const gold = await services.plans.list();
    expect(gold.find((plan) => plan.id === 'gold')?.monthlyPrice).toBe(2199);
    expect(gold).toHaveLength(3);
  });

  it('restores a plan that is missing without touching the others', async () => {
    const services = createServices({
      database,
      config: loadConfig({ NODE_ENV: 'test' }),
      queue: null,
      log: silentLog,
    });
    await database.db.delete(plans).where(eq(plans.id, 'diamond'));
    await seedDatabase({ database, services, demo: false, log: silentLog });
    const ids = (await services.plans.list()).map((plan) => plan.id);
    expect(ids).toEqual(['free', 'gold', 'diamond']);
  });
});
