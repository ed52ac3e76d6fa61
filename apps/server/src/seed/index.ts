import { systemMarkers, type Database } from '@alphadesk/db';
import type { Services } from '../services.ts';
import type { Logger } from '../platform/logger.ts';

export const demoSeedMarker = 'demo-seed';

/**
 * Runs at every start. The plan catalogue and the help centre FAQ are ensured each time (missing plans are added, edited
 * ones kept). Demo data is written once per database: the marker row and the data go in one
 * transaction, so a restart neither re-seeds nor leaves half a seed behind.
 */
export async function seedDatabase(options: {
  database: Database;
  services: Services;
  demo: boolean;
  log: Logger;
}): Promise<{ demoSeeded: boolean }> {
  const { database, services, demo, log } = options;
  await services.plans.ensureCatalogue();
  await services.support.ensureFaq();
  if (!demo) return { demoSeeded: false };

  const seeded = await database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(systemMarkers)
      .values({ name: demoSeedMarker, detail: { version: 1 } })
      .onConflictDoNothing()
      .returning({ name: systemMarkers.name });
    // Demo accounts, portfolios and analyses are added here by the modules that own them.
    return inserted.length > 0;
  });
  await services.staff.seedDemoAccounts();
  if (seeded) log.info('demo data seeded');
  return { demoSeeded: seeded };
}
