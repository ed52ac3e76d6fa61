import { migrateDatabase, openDatabase, type Database } from '@alphadesk/db';
import { loadConfig } from '../../apps/server/src/config.ts';

/** The database the server uses (DATABASE_URL or PGlite under DATA_DIR), migrated. */
export async function openConfiguredDatabase(): Promise<Database> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir });
  await migrateDatabase(database);
  return database;
}
