import { resolve } from 'node:path';
import { openConfiguredMarket } from './open-database.ts';

/**
 * npm run market:import-history -- <dir> [code …]
 * Bulk-loads `<code>.csv` files in TWSE's STOCK_DAY row format (headerless, ROC dates) and derives
 * adjustment factors from ex-rights gaps. Optional codes limit the import.
 */
const [dir, ...only] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!dir) {
  console.error('usage: npm run market:import-history -- <dir> [code …]');
  process.exit(2);
}
const { database, market } = await openConfiguredMarket();
try {
  const started = performance.now();
  const report = await market.importHistory(resolve(dir), only.length ? { only } : {});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `imported ${report.bars} bars from ${report.files} files (${report.derivedEvents} ex-rights events derived, ${report.skippedLines} lines without a trade) in ${seconds} s`,
  );
} finally {
  await database.close();
}
