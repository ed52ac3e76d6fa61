import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { api, createPortfolio, memberOn, storeCloses } from './testing/factories.ts';
import { encodeBig5 } from './testing/big5.ts';

const base = '/api/simple-portfolios';
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const statement =
  '\uFEFF股名,日期,成交股數,淨收付金額,買賣別,成交價,成本,手續費,交易稅,損益\r\n' +
  '台積電,114/03/10,"1,000","-600,855",現買,600,"600,855",855,0,\r\n' +
  '鴻海,114/03/11,"2,000","-300,427",現買,150,"300,427",427,0,\r\n' +
  '台積電,114/03/12,500,"308,629",現賣,620,"300,427",441,930,"8,202"\r\n';

describe('broker CSV import and export', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2025-03-15T04:00:00Z') });
    await storeCloses(server, '2330', { '2025-03-10': 600, '2025-03-12': 620, '2025-03-14': 630 });
    await storeCloses(server, '2317', { '2025-03-11': 150, '2025-03-14': 160 });
  }, 120_000);
  afterAll(async () => server.close());

  it('previews a broker statement without writing, then imports it once', async () => {
    const member = await memberOn(server, 'gold');
    const { id } = await createPortfolio(server, member);
    const client = api(server, member);
    const preview = await client.post(`${base}/${id}/import`, { file: utf8(statement), dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      format: 'broker-statement',
      encoding: 'utf-8',
      added: 0,
      duplicates: 0,
      errors: [],
    });
    expect(
      preview
        .json()
        .rows.map((row: { line: number; symbol: string; companyName: string }) => [
          row.line,
          row.symbol,
          row.companyName,
        ]),
    ).toEqual([
      [2, '2330', '台積電'],
      [3, '2317', '鴻海'],
      [4, '2330', '台積電'],
    ]);
    expect((await client.get(`${base}/${id}/transactions`)).json().transactions).toEqual([]);

    const imported = await client.post(`${base}/${id}/import`, { file: utf8(statement), dryRun: false });
    expect(imported.json()).toMatchObject({ dryRun: false, added: 3, duplicates: 0 });
    const { portfolio } = (await client.get(`${base}/${id}`)).json();
    // 500 × 630 + 2,000 × 160.
    expect(portfolio.totalValue).toBe(635_000);
    expect(portfolio.holdings.find((holding: { symbol: string }) => holding.symbol === '2330')).toMatchObject(
      { quantity: 500, realizedGain: 8_201.5 },
    );

    const again = await client.post(`${base}/${id}/import`, { file: utf8(statement), dryRun: false });
    expect(again.json()).toMatchObject({ added: 0, duplicates: 3 });
    expect(again.json().rows.every((row: { duplicate: boolean }) => row.duplicate)).toBe(true);
    expect((await client.get(`${base}/${id}/transactions`)).json().transactions).toHaveLength(3);
  });

  it('reads a Big5 file', async () => {
    const member = await memberOn(server, 'gold');
    const { id } = await createPortfolio(server, member);
    const file = Buffer.from(encodeBig5(statement.slice(1))).toString('base64');
    const imported = await api(server, member).post(`${base}/${id}/import`, { file, dryRun: false });
    expect(imported.json()).toMatchObject({ encoding: 'big5', added: 3, errors: [] });
  });

  it('reports malformed rows with their line numbers and writes nothing', async () => {
    const member = await memberOn(server, 'gold');
    const { id } = await createPortfolio(server, member);
    const client = api(server, member);
    const broken =
      statement + '台積田,114/03/13,1000,,現買,611,,870,0\r\n' + '鴻海,114/02/30,1000,,現買,150,,213,0\r\n';
    const preview = await client.post(`${base}/${id}/import`, { file: utf8(broken), dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().errors).toEqual([
      { line: 5, message: '第 5 行：找不到股票「台積田」' },
      { line: 6, message: '第 6 行：日期格式錯誤：「114/02/30」（例如 109/01/02 或 2020-01-02）' },
    ]);
    const refused = await client.post(`${base}/${id}/import`, { file: utf8(broken), dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'IMPORT_HAS_ERRORS',
      message: '檔案有錯誤，未匯入任何交易',
      issues: [
        { path: 'line 5', message: '第 5 行：找不到股票「台積田」' },
        { path: 'line 6', message: expect.stringContaining('第 6 行') },
      ],
    });
    expect((await client.get(`${base}/${id}/transactions`)).json().transactions).toEqual([]);
  });

  it('refuses a file that sells more than it holds, and one that is not a CSV', async () => {
    const member = await memberOn(server, 'gold');
    const { id } = await createPortfolio(server, member);
    const client = api(server, member);
    const oversold =
      '股名,日期,成交股數,淨收付金額,買賣別,成交價,成本,手續費,交易稅\n台積電,114/03/12,500,,現賣,620,,441,930\n';
    const refused = await client.post(`${base}/${id}/import`, { file: utf8(oversold), dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues[0].message).toBe('賣出股數（500）超過持有股數（0）');
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x00]).toString('base64');
    const unreadable = await client.post(`${base}/${id}/import`, { file: binary, dryRun: true });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.message).toBe('無法讀取檔案內容，請確認是 CSV 檔（UTF-8 或 Big5）');
    expect((await client.get(`${base}/${id}/transactions`)).json().transactions).toEqual([]);
  });

  it('exports the transactions as CSV that imports back without adding anything', async () => {
    const member = await memberOn(server, 'gold');
    const { id } = await createPortfolio(server, member);
    const client = api(server, member);
    await client.post(`${base}/${id}/import`, { file: utf8(statement), dryRun: false });
    await client.post(`${base}/${id}/transactions`, {
      type: 'fee',
      date: '2025-03-13',
      amount: 50,
      note: '帳戶管理費, 年度',
    });
    const exported = await client.get(`${base}/${id}/export.csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="portfolio-2025-03-15.csv"');
    const lines = exported.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFdate,type,symbol,name,shares,price,fee,tax,amount,ratio,daytrade,note');
    expect(lines).toContain('2025-03-12,sell,2330,台積電,500,620,441,930,,,,');
    expect(lines).toContain('2025-03-13,fee,,,,,0,0,50,,,"帳戶管理費, 年度"');
    const back = await client.post(`${base}/${id}/import`, { file: utf8(exported.body), dryRun: false });
    expect(back.json()).toMatchObject({ format: 'generic', added: 0, duplicates: 4, errors: [] });
  });
});
