import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  cumulativeFactors,
  deriveAdjustmentEvents,
  parseGregorianDate,
  parseStockDayLine,
  sectorOfIndustry,
  type AdjustmentEvent,
} from '@alphadesk/core';
import type { BarsRepository, StoredBar } from '../store/bars-repository.ts';
import type { DividendEvent, SecurityRecord } from './providers/types.ts';
import type { MarketRepository } from '../store/repository.ts';
import { currencies } from './universe/index.ts';

/** Splits one CSV line, honouring double quotes ("a,b" and "" escapes). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

// A Map, so a cell such as `constructor` names no exchange.
const exchanges = new Map<string, 'TWSE' | 'TPEx'>([
  ['上市', 'TWSE'],
  ['上櫃', 'TPEx'],
]);
const etfTypes = new Set(['ETF', 'ETN']);

/**
 * Parses an exchange securities list (`type,code,name,ISIN,start,market,group,CFI`, e.g.
 * `股票,2330,台積電,TW0002330008,1994/09/05,上市,半導體業,ESVUFR`). Rows of other markets or
 * without a code are skipped and counted.
 */
export function parseSecuritiesCsv(text: string): { records: SecurityRecord[]; skipped: number } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim());
  const header = splitCsvLine(lines[0] ?? '');
  const at = (name: string) => header.indexOf(name);
  const columns = {
    type: at('type'),
    code: at('code'),
    name: at('name'),
    isin: at('ISIN'),
    start: at('start'),
    market: at('market'),
    group: at('group'),
  };
  if (Object.values(columns).some((index) => index < 0)) {
    throw new Error(`not a securities list: expected the header type,code,name,ISIN,start,market,group,CFI`);
  }
  const records: SecurityRecord[] = [];
  let skipped = 0;
  for (const line of lines.slice(1)) {
    const cells = splitCsvLine(line);
    const code = cells[columns.code] ?? '';
    const exchange = exchanges.get(cells[columns.market] ?? '');
    const name = cells[columns.name] ?? '';
    if (!code || !name || !exchange) {
      skipped++;
      continue;
    }
    const industry = cells[columns.group] || null;
    records.push({
      symbol: code,
      code,
      market: 'TW',
      exchange,
      name,
      nameEn: null,
      isin: cells[columns.isin] || null,
      industry,
      sector: sectorOfIndustry(industry),
      kind: etfTypes.has(cells[columns.type] ?? '') ? 'etf' : 'stock',
      listedOn: parseGregorianDate(cells[columns.start] ?? ''),
      currency: currencies.TW,
      sharesOutstanding: null,
      popularity: 0,
      source: 'import',
    });
  }
  return { records, skipped };
}

export async function importUniverseFiles(repository: MarketRepository, files: readonly string[]) {
  let imported = 0;
  let skipped = 0;
  for (const file of files) {
    const parsed = parseSecuritiesCsv(await readFile(file, 'utf8'));
    await repository.upsertSecurities(parsed.records);
    imported += parsed.records.length;
    skipped += parsed.skipped;
  }
  return { imported, skipped };
}

export interface HistoryImportReport {
  files: number;
  bars: number;
  derivedEvents: number;
  skippedLines: number;
}

/**
 * Bars of one security from STOCK_DAY rows, with cumulative adjustment factors from the known
 * dividend records, or — where none exists — from the ex-rights gaps the change column implies.
 */
export function barsFromStockDay(symbol: string, text: string, known: readonly AdjustmentEvent[] = []) {
  const byDate = new Map<string, NonNullable<ReturnType<typeof parseStockDayLine>>>();
  let skippedLines = 0;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const row = parseStockDayLine(line);
    if (row) byDate.set(row.date, row);
    else skippedLines++;
  }
  const rows = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  const events = deriveAdjustmentEvents(rows, known);
  const factors = cumulativeFactors(
    rows.map((row) => row.date),
    events,
  );
  const bars: StoredBar[] = rows.map((row, i) => ({
    symbol,
    ...row,
    adjFactor: factors[i]!,
    source: 'import',
    simulated: false,
  }));
  const derived: DividendEvent[] = events
    .filter((event) => event.origin === 'derived')
    .map((event) => ({
      symbol,
      date: event.date,
      kind: 'derived',
      previousClose: event.previousClose,
      referencePrice: event.referencePrice,
      cashDividend: null,
      stockDividend: null,
      source: 'import',
    }));
  return { bars, derived, skippedLines };
}

/**
 * Loads every `<code>.csv` of a folder in the STOCK_DAY row format (headerless, ROC dates) with
 * bulk inserts. `only` limits the import to some codes (tests import just the slices they need).
 */
export async function importHistoryDir(
  barsRepository: BarsRepository,
  dir: string,
  options: { only?: readonly string[]; onFile?: (symbol: string, bars: number) => void } = {},
): Promise<HistoryImportReport> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.csv')).sort();
  const report: HistoryImportReport = { files: 0, bars: 0, derivedEvents: 0, skippedLines: 0 };
  let pending: StoredBar[] = [];
  const flush = async () => {
    await barsRepository.upsertBars(pending);
    pending = [];
  };
  for (const file of files) {
    const symbol = basename(file, '.csv');
    if (options.only && !options.only.includes(symbol)) continue;
    const known = (await barsRepository.dividends(symbol))
      .filter((event) => event.kind !== 'derived')
      .map((event): AdjustmentEvent => ({
        date: event.date,
        previousClose: event.previousClose,
        referencePrice: event.referencePrice,
        origin: 'record',
      }));
    const { bars, derived, skippedLines } = barsFromStockDay(
      symbol,
      await readFile(join(dir, file), 'utf8'),
      known,
    );
    pending.push(...bars);
    if (pending.length >= 50_000) await flush();
    await barsRepository.upsertDividends(derived);
    report.files++;
    report.bars += bars.length;
    report.derivedEvents += derived.length;
    report.skippedLines += skippedLines;
    options.onFile?.(symbol, bars.length);
  }
  await flush();
  return report;
}
