import { access, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SeriesRepository } from '../../store/series-repository.ts';
import {
  parseFredSp500,
  parseMonthlyFx,
  parseShillerLongRate,
  parseTaiexMonth,
  type SeriesRow,
} from './parse.ts';

/**
 * Loads the market-level series of a `market-series` folder (the layout of ../shared/data/market-series,
 * see its README) into market_index_values. Files are read where they lie; a part of the layout that
 * is absent is reported as such rather than failing the others.
 */
export const seriesLayout = {
  taiex: 'charlychiu_TAIEX-Data/history',
  sp500: 'datasets_s-and-p-500/archive/fred_sp500.csv',
  shiller: 'datasets_s-and-p-500/data/data.csv',
  fx: 'datasets_exchange-rates/data/monthly.csv',
} as const;

export interface SeriesImportReport {
  /** Rows stored per symbol. */
  rows: Record<string, number>;
  /** First and last date per symbol. */
  span: Record<string, { from: string; to: string }>;
  /** Layout parts not found in the folder. */
  missing: string[];
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Every `YYYY/YYYYMM01.json` reply under the TAIEX history folder, in date order. */
async function taiexRows(dir: string): Promise<SeriesRow[]> {
  const years = (await readdir(dir)).filter((name) => /^\d{4}$/.test(name)).sort();
  const out: SeriesRow[] = [];
  for (const year of years) {
    const months = (await readdir(join(dir, year))).filter((name) => /^\d{8}\.json$/.test(name)).sort();
    for (const month of months) out.push(...parseTaiexMonth(await readFile(join(dir, year, month), 'utf8')));
  }
  return out;
}

export async function importMarketSeries(
  repository: SeriesRepository,
  dir: string,
): Promise<SeriesImportReport> {
  const report: SeriesImportReport = { rows: {}, span: {}, missing: [] };
  const parts: Array<[keyof typeof seriesLayout, (path: string) => Promise<SeriesRow[]>]> = [
    ['taiex', taiexRows],
    ['sp500', async (path) => parseFredSp500(await readFile(path, 'utf8'))],
    ['shiller', async (path) => parseShillerLongRate(await readFile(path, 'utf8'))],
    ['fx', async (path) => parseMonthlyFx(await readFile(path, 'utf8'), 'Taiwan')],
  ];
  for (const [part, load] of parts) {
    const path = join(dir, seriesLayout[part]);
    if (!(await exists(path))) {
      report.missing.push(seriesLayout[part]);
      continue;
    }
    const rows = await load(path);
    await repository.upsert(rows);
    for (const row of rows) {
      report.rows[row.symbol] = (report.rows[row.symbol] ?? 0) + 1;
      const span = (report.span[row.symbol] ??= { from: row.date, to: row.date });
      if (row.date < span.from) span.from = row.date;
      if (row.date > span.to) span.to = row.date;
    }
  }
  return report;
}
