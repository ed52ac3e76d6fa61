import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alphadesk/db/testing';
import { createSeriesRepository } from '../../store/series-repository.ts';
import { createFactsRepository } from '../../store/facts-repository.ts';
import { importMarketSeries, seriesLayout } from './import.ts';
import {
  monthEnd,
  parseFredSp500,
  parseMonthlyFx,
  parseShillerLongRate,
  parseTaiexMonth,
  SeriesFormatError,
} from './parse.ts';

/** Excerpts of ../shared/data/market-series kept beside the tests (see their README and licences). */
const excerpts = resolve(import.meta.dirname, '../../testing/series');
const read = (path: string) => readFile(join(excerpts, path), 'utf8');

describe('market-series parsers (real excerpts)', () => {
  it('reads a TWSE MI_5MINS_HIST month: ROC dates, comma numbers, every trading day', async () => {
    const rows = parseTaiexMonth(await read(`${seriesLayout.taiex}/2008/20080101.json`));
    expect(rows).toHaveLength(22);
    expect(rows[0]).toMatchObject({
      symbol: '^TWII',
      date: '2008-01-02',
      open: 8491.57,
      high: 8532.92,
      low: 8319.58,
      close: 8323.05,
    });
    expect(rows.at(-1)).toMatchObject({ date: '2008-01-31', close: 7521.13 });
    const february = parseTaiexMonth(await read(`${seriesLayout.taiex}/2008/20080201.json`));
    expect(february.at(-1)).toMatchObject({ date: '2008-02-29', close: 8412.76 }); // ROC 97/02/29
  });

  it('leaves a month the exchange had no data for empty and rejects a reply without its fields', () => {
    expect(parseTaiexMonth(JSON.stringify({ stat: '很抱歉，沒有符合條件的資料!' }))).toEqual([]);
    expect(() => parseTaiexMonth(JSON.stringify({ stat: 'OK', fields: ['日期'], data: [] }))).toThrow(
      SeriesFormatError,
    );
  });

  it("reads FRED's daily SP500 and leaves out the blank US holidays", async () => {
    const rows = parseFredSp500(await read(seriesLayout.sp500));
    expect(rows).toHaveLength(24); // 25 rows, 2016-02-15 (Presidents' Day) blank
    expect(rows.map((row) => row.date)).not.toContain('2016-02-15');
    expect(rows[0]).toMatchObject({ symbol: '^GSPC', date: '2016-02-12', close: 1864.78, open: null });
  });

  it('dates monthly averages at the end of their month and skips 0.0 placeholders', async () => {
    const rate = parseShillerLongRate(await read(seriesLayout.shiller));
    expect(rate).toHaveLength(24); // 2007–2008; the two 2026 rows hold 0.0
    expect(rate[0]).toMatchObject({ symbol: 'US10Y', date: '2007-01-31', close: 4.76 });
    expect(rate[1]).toMatchObject({ date: '2007-02-28', close: 4.72 });
    const fx = parseMonthlyFx(await read(seriesLayout.fx), 'Taiwan');
    expect(fx).toHaveLength(24); // the Japan rows are another country's
    expect(fx[0]).toMatchObject({ symbol: 'USD/TWD', date: '2007-01-31', close: 32.7695 });
    expect(monthEnd('2008-02-01')).toBe('2008-02-29');
    expect(monthEnd('2007-12-01')).toBe('2007-12-31');
  });

  it('rejects a CSV without the expected columns', () => {
    expect(() => parseFredSp500('date,close\n2016-02-12,1')).toThrow(SeriesFormatError);
    expect(() => parseMonthlyFx('Date,Country\n2007-01-01,Taiwan')).toThrow(SeriesFormatError);
  });
});

describe('market-series import into market_index_values', () => {
  let database: TestDatabase;
  let scratch: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = await mkdtemp(join(tmpdir(), 'alphadesk-series-'));
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(scratch, { recursive: true, force: true });
  });

  it('imports every format of the folder, idempotently, and reads the series back by date', async () => {
    const repository = createSeriesRepository(database.db);
    const report = await importMarketSeries(repository, excerpts);
    expect(report).toMatchObject({
      rows: { '^TWII': 22 + 14, '^GSPC': 24, US10Y: 24, 'USD/TWD': 24 },
      missing: [],
    });
    expect(report.span['^TWII']).toEqual({ from: '2008-01-02', to: '2008-02-29' });
    await importMarketSeries(repository, excerpts); // again: upserts, no duplicates
    expect(await repository.count('^TWII')).toBe(36);

    const january = await repository.series('^TWII', '2008-01-01', '2008-01-31');
    expect(january?.points).toHaveLength(22);
    expect(january).toMatchObject({ source: 'TWSE MI_5MINS_HIST', simulated: false });
    expect(january?.points[0]).toEqual({
      date: '2008-01-02',
      open: 8491.57,
      high: 8532.92,
      low: 8319.58,
      close: 8323.05,
    });
    // A monthly average is not there before its month is over.
    const fx = await repository.series('USD/TWD', '2007-01-01', '2007-02-27');
    expect(fx?.points.map((point) => point.date)).toEqual(['2007-01-31']);
    expect(await repository.series('^TWII', '1990-01-01', '1990-12-31')).toBeNull();

    // The quote board's fallback reads indices only, not the imported FX and rate series.
    const board = await createFactsRepository(database.db).latestIndexValues();
    expect(board.map((value) => value.symbol).sort()).toEqual(['^GSPC', '^TWII']);
  });

  it('reports the parts of the layout that are absent', async () => {
    const dir = join(scratch, 'fx-only');
    await mkdir(join(dir, 'datasets_exchange-rates/data'), { recursive: true });
    await writeFile(join(dir, seriesLayout.fx), 'Date,Country,Exchange rate\n2001-03-01,Taiwan,32.1\n');
    const report = await importMarketSeries(createSeriesRepository(database.db), dir);
    expect(report.missing).toEqual([seriesLayout.taiex, seriesLayout.sp500, seriesLayout.shiller]);
    expect(report.rows).toEqual({ 'USD/TWD': 1 });
  });
});
