import { migrateDatabase, openDatabase, type Database } from '@alphadesk/db';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createMarketModule, type MarketModule } from '../../apps/server/src/modules/market/index.ts';

/** The database the server uses (DATABASE_URL or PGlite under DATA_DIR), migrated. */
export async function openConfiguredDatabase(config = loadConfig()): Promise<Database> {
  const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir });
  await migrateDatabase(database);
  return database;
}

/** The configured database and the market module over it, as the server composes it. */
export async function openConfiguredMarket(): Promise<{ database: Database; market: MarketModule }> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  return { database, market: createMarketModule({ db: database.db, settings: config.market }) };
}
