import type { Db } from '@alphadesk/db';
import { createBarsRepository, type StoredBar } from '../store/bars-repository.ts';
import type { DividendEvent } from '../ingestion/providers/types.ts';

/**
 * Writes straight into the market module's tables, for tests of other modules that need stored
 * bars or ex-rights records without running an import.
 */
export async function storeBars(db: Db, bars: readonly StoredBar[]): Promise<void> {
  await createBarsRepository(db).upsertBars(bars);
}

export async function storeDividends(db: Db, events: readonly DividendEvent[]): Promise<void> {
  await createBarsRepository(db).upsertDividends(events);
}
