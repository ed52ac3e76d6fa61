import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockBarsResponse, StockDetailResponse, StockSearchResponse } from '@alphadesk/contracts';
import { toRocDate } from '@alphadesk/core';
import { randomIp } from '../../../testing/auth.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { createBarsRepository } from '../store/bars-repository.ts';
import { importHistoryDir, parseSecuritiesCsv, splitCsvLine } from './importer.ts';
import { requireShared, securitiesDir, twseDailyDir } from '../testing/fixtures.ts';
import { builtinUniverse, isinCheckDigit, taiwanIsin } from './universe/index.ts';

describe('history and universe imports', () => {
  let server: TestServer;
  let scratch: string;
  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2025-09-06T02:00:00Z') });
    scratch = await mkdtemp(join(tmpdir(), 'alphadesk-import-'));
  });
  afterAll(async () => {
    await server?.close();
    await rm(scratch, { recursive: true, force: true });
  });
  const get = (url: string) => server.app.inject({ method: 'GET', url, remoteAddress: randomIp() });
  const barsRepository = () => createBarsRepository(server.database.db);

  it("imports 2330's history and absorbs its 1995-06-15 ex-rights jump (real file)", async () => {
    const report = await importHistoryDir(barsRepository(), requireShared(twseDailyDir), { only: ['2330'] });
    expect(report.files).toBe(1);
    expect(report.bars).toBeGreaterThan(5900);
    expect(await barsRepository().countBars('2330')).toBe(report.bars);

    const raw = StockBarsResponse.parse(
      (await get('/api/stocks/2330/bars?from=1995-06-13&to=1995-06-16&adjusted=false')).json(),
    );
    expect(raw.bars.map((bar) => bar.close)).toEqual([196, 190, 100.5, 104.5]);
    expect(raw.bars[2]!.open).toBe(110);
    expect(raw.bars[2]!.close / raw.bars[1]!.close - 1).toBeLessThan(-0.4); // the unadjusted gap: −47 %

    const adjusted = StockBarsResponse.parse(
      (await get('/api/stocks/2330/bars?from=1995-06-13&to=1995-06-16')).json(),
    );
    const [, before, exDay, after] = adjusted.bars;
    const exDayChange = exDay!.close / before!.close - 1;
    expect(Math.abs(exDayChange)).toBeLessThan(0.05);
    expect(exDayChange).toBeCloseTo(100.5 / 103 - 1, 3); // the day's own move against its reference (close − change)
    expect(after!.close / exDay!.close).toBeCloseTo(104.5 / 100.5, 4);
    expect(adjusted).toMatchObject({ simulated: false, source: 'import' });

    const last = StockBarsResponse.parse(
      (await get('/api/stocks/2330/bars?from=2018-03-01&to=2018-12-31')).json(),
    );
    const lastRaw = StockBarsResponse.parse(
      (await get('/api/stocks/2330/bars?from=2018-03-01&to=2018-12-31&adjusted=false')).json(),
    );
    expect(last.bars.at(-1)!.close).toBe(lastRaw.bars.at(-1)!.close); // adjusted in today's terms
  });

  it('derives a factor from generated STOCK_DAY rows when no history files are at hand', async () => {
    const rows = [
      ['2024-06-03', 100, 100, 0],
      ['2024-06-04', 101, 101, 1],
      ['2024-06-05', 90, 92, -5], // ex-dividend: reference 97 = 92 − (−5); the previous close was 101
      ['2024-06-06', 93, 93, 1],
      ['2024-06-07', 94, 94, 1],
    ] as const;
    const lines = rows.map(([date, open, close, change]) =>
      [
        toRocDate(date),
        '1000000',
        '95000000',
        open,
        close + 1,
        close - 1,
        close,
        change >= 0 ? `+${change}.00` : `${change}.00`,
        '500',
      ].join(','),
    );
    lines.push(`${toRocDate('2024-06-10')},0,0,--,--,--,--, 0.00,0`); // a day without trade
    await writeFile(join(scratch, '2317.csv'), `${lines.join('\n')}\n`);
    const report = await importHistoryDir(barsRepository(), scratch);
    expect(report).toMatchObject({ files: 1, bars: 5, derivedEvents: 1, skippedLines: 1 });
    const adjusted = StockBarsResponse.parse(
      (await get('/api/stocks/2317/bars?from=2024-06-01&to=2024-06-30')).json(),
    );
    expect(adjusted.bars.map((bar) => bar.close)).toEqual([96.0396, 97, 92, 93, 94]); // × 97/101
    expect((await barsRepository().dividends('2317'))[0]).toMatchObject({
      date: '2024-06-05',
      kind: 'derived',
      previousClose: 101,
      referencePrice: 97,
    });
  });

  it('reads securities lists, quoted fields included', async () => {
    expect(splitCsvLine('股票,"1234","A, B 公司",X')).toEqual(['股票', '1234', 'A, B 公司', 'X']);
    const csv =
      'type,code,name,ISIN,start,market,group,CFI\nETF,00999,測試ETF,TW00000999A1,2024/01/02,上市,,CEOGEU\n股票,9999,測試電子,TW0009999006,2020/05/06,上櫃,半導體業,ESVUFR\n權證,030001,某權證,TW00003000102,2024/01/01,興櫃,,\n';
    const { records, skipped } = parseSecuritiesCsv(csv);
    expect(skipped).toBe(1);
    expect(records).toEqual([
      expect.objectContaining({
        symbol: '00999',
        kind: 'etf',
        exchange: 'TWSE',
        sector: null,
        listedOn: '2024-01-02',
      }),
      expect.objectContaining({
        symbol: '9999',
        kind: 'stock',
        exchange: 'TPEx',
        industry: '半導體業',
        sector: 'technology',
        isin: 'TW0009999006',
      }),
    ]);
    expect(() => parseSecuritiesCsv('a,b\n1,2')).toThrow(/header/);
  });

  it('computes Taiwan ISINs with the ISO 6166 check digit', () => {
    expect(taiwanIsin('2330')).toBe('TW0002330008');
    expect(taiwanIsin('0050')).toBe('TW0000050004');
    expect(taiwanIsin('1101')).toBe('TW0001101004');
    expect(taiwanIsin('00878')).toBeNull();
    expect(taiwanIsin('1590', '亞德客-KY')).toBeNull();
    expect(isinCheckDigit('US037833100')).toBe(5); // Apple: US0378331005
  });

  it('imports the exchange lists over the built-in universe (real lists)', async () => {
    const files = ['twse_equities.csv', 'tpex_equities.csv'].map((name) =>
      join(requireShared(securitiesDir), name),
    );
    const report = await server.services.market.importUniverse(files);
    expect(report.imported).toBeGreaterThan(2300);
    const found = StockSearchResponse.parse(
      (await get(`/api/stocks/search?q=${encodeURIComponent('嘉泥')}`)).json(),
    );
    expect(found.suggestions[0]).toMatchObject({ symbol: '1103', exchange: 'TWSE', sector: 'materials' });
    const { stock } = StockDetailResponse.parse((await get('/api/stocks/detail?q=2330')).json());
    expect(stock).toMatchObject({
      name: '台積電',
      nameEn: 'Taiwan Semiconductor Manufacturing (TSMC)',
      industry: '半導體業',
    });
    // The built-in Taiwan names agree with the exchange lists (code, name, industry, exchange, ISIN).
    const imported = new Map(
      (await Promise.all(files.map(async (file) => parseSecuritiesCsv(await readFile(file, 'utf8')).records)))
        .flat()
        .map((record) => [record.symbol, record]),
    );
    const disagreements = builtinUniverse()
      .filter((security) => security.market === 'TW')
      .filter((security) => {
        const listed = imported.get(security.symbol);
        return (
          !listed ||
          listed.name !== security.name ||
          listed.industry !== security.industry ||
          listed.exchange !== security.exchange ||
          (security.isin !== null && listed.isin !== security.isin)
        );
      })
      .map((security) => security.symbol);
    expect(disagreements).toEqual([]);
  });
});
