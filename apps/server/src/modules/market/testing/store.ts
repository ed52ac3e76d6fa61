import type { Db } from '@alphadesk/db';
import { createBarsRepository, type StoredBar } from '../store/bars-repository.ts';
import type { DividendEvent, Quote } from '../ingestion/providers/types.ts';
import { createMarketRepository } from '../store/repository.ts';

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

/** Stores quotes as the quote refresh would (market_quotes), for tests that read stored quotes. */
export async function storeQuotes(db: Db, quotes: readonly Quote[], fetchedAt = new Date()): Promise<void> {
  await createMarketRepository(db).upsertQuotes(quotes, fetchedAt);
}
