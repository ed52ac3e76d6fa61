import { describe, expect, it } from 'vitest';
import { parseTransactionsCsv } from '../csv/import.ts';
import { storyLookup } from '../testing/securities.ts';

// Story: the same file imported twice must add nothing the second time, yet two identical fills
// on one day (two orders at the same price) are two transactions.
describe('row fingerprints', () => {
  const csv =
    '股名,日期,成交股數,淨收付金額,買賣別,成交價,成本,手續費,交易稅\n' +
    '台積電,109/01/02,1000,,現買,600,,855,0\n' +
    '台積電,109/01/02,1000,,現買,600,,855,0\n' +
    '鴻海,109/01/02,1000,,現買,90,,128,0\n';

  it('gives identical rows in one file different fingerprints', () => {
    const rows = parseTransactionsCsv(csv, storyLookup).rows;
    expect(new Set(rows.map((row) => row.fingerprint)).size).toBe(3);
    expect(rows[0]!.fingerprint).toBe('2020-01-02|buy|2330|1000|600|855|0|||#0');
    expect(rows[1]!.fingerprint).toBe('2020-01-02|buy|2330|1000|600|855|0|||#1');
  });

  it('gives the same file the same fingerprints, however it is encoded and spelled', () => {
    const again =
      '\uFEFF' +
      csv
        .replace(/\n/g, '\r\n')
        .replace(/109\/01\/02/g, '109/1/2')
        .replace(/1000/g, '"1,000"');
    expect(parseTransactionsCsv(again, storyLookup).rows.map((row) => row.fingerprint)).toEqual(
      parseTransactionsCsv(csv, storyLookup).rows.map((row) => row.fingerprint),
    );
  });

  it('tells a file with one more fill apart: only the new row is new', () => {
    const more = csv + '台積電,109/01/02,1000,,現買,600,,855,0\n';
    const before = new Set(parseTransactionsCsv(csv, storyLookup).rows.map((row) => row.fingerprint));
    const fresh = parseTransactionsCsv(more, storyLookup).rows.filter((row) => !before.has(row.fingerprint));
    expect(fresh.map((row) => row.line)).toEqual([5]);
  });
});
