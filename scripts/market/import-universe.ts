import { resolve } from 'node:path';
import { openConfiguredMarket } from './open-database.ts';

/**
 * npm run market:import-universe -- <file.csv> [more.csv …]
 * Loads exchange securities lists (type,code,name,ISIN,start,market,group,CFI) into the universe.
 * A running server picks the change up within 30 seconds.
 */
const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: npm run market:import-universe -- <securities.csv> [more.csv …]');
  process.exit(2);
}
const { database, market } = await openConfiguredMarket();
try {
  const started = performance.now();
  const report = await market.importUniverse(files.map((file) => resolve(file)));
  console.log(
    `imported ${report.imported} securities (${report.skipped} rows skipped) in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await database.close();
}
