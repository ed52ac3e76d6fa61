import { describe, expect, it } from 'vitest';
import { parseTransactionsCsv } from '../csv/import.ts';
import { storyLookup } from '../testing/securities.ts';

// Story: a file with mistakes. Every bad row is reported with its line number (counting the
// header as line 1, and a quoted value spanning two lines as two), and the caller gets them all
// at once to fix the file before anything is written.
describe('malformed rows', () => {
  const csv = [
    '股名,日期,成交股數,淨收付金額,買賣別,成交價,成本,手續費,交易稅',
    '台積電,109/01/02,1000,,現買,600,,855,0', // fine
    '台積田,109/01/02,1000,,現買,600,,855,0', // unknown name
    '台積電,109/13/02,1000,,現買,600,,855,0', // month 13
    '台積電,109/02/30,1000,,現買,600,,855,0', // 30 February
    '台積電,109/01/03,10.5,,現買,600,,855,0', // fractional shares
    '台積電,109/01/03,0,,現買,600,,855,0', // zero shares
    '台積電,109/01/03,1000,,現買,-5,,855,0', // negative price
    '台積電,109/01/03,1000,,資買,600,,855,0', // margin purchase
    '"台積電\n",109/01/03,1000,,買賣,600,,855,0', // a name spanning lines, unknown side
    '台積電,109/01/03,1000,,現買,abc,,855,0', // not a number
  ].join('\n');
  const result = parseTransactionsCsv(csv, storyLookup);

  it('names every bad line and keeps only the good one', () => {
    expect(result.rows.map((row) => row.line)).toEqual([2]);
    expect(result.errors).toEqual([
      { line: 3, message: '第 3 行：找不到股票「台積田」' },
      { line: 4, message: '第 4 行：日期格式錯誤：「109/13/02」（例如 109/01/02 或 2020-01-02）' },
      { line: 5, message: '第 5 行：日期格式錯誤：「109/02/30」（例如 109/01/02 或 2020-01-02）' },
      { line: 6, message: '第 6 行：成交股數必須是正整數' },
      { line: 7, message: '第 7 行：成交股數必須是正整數' },
      { line: 8, message: '第 8 行：成交價必須大於 0' },
      { line: 9, message: '第 9 行：不支援融資融券交易：「資買」' },
      { line: 10, message: '第 10 行：無法辨識的買賣別：「買賣」' },
      { line: 12, message: '第 12 行：成交價不是有效的數字：「abc」' },
    ]);
  });

  it('refuses a file it cannot recognise, an empty one, and one with only a header', () => {
    expect(parseTransactionsCsv('a,b,c\n1,2,3\n', storyLookup).errors[0]!.message).toMatch(
      /無法辨識的檔案格式/,
    );
    expect(parseTransactionsCsv('', storyLookup).errors).toEqual([{ line: 1, message: '檔案是空的' }]);
    expect(parseTransactionsCsv('date,type\n', storyLookup).errors).toEqual([
      { line: 1, message: '檔案沒有任何交易資料' },
    ]);
  });

  it('reports generic rows missing what their type needs', () => {
    const generic = parseTransactionsCsv(
      'date,type,symbol,shares,price,amount\n2024-01-02,buy,2330,,600,\n2024-01-02,dividend,,,,100\n2024-01-02,deposit,,,,\n2024-01-02,swap,2330,1,1,\n',
      storyLookup,
    );
    expect(generic.errors.map((issue) => issue.message)).toEqual([
      '第 2 行：缺少股數',
      '第 3 行：缺少股票代號或名稱',
      '第 4 行：缺少金額',
      '第 5 行：無法辨識的交易類別：「swap」',
    ]);
  });
});
