import { describe, expect, it } from 'vitest';
import { parseTransactionsCsv } from '../csv/import.ts';
import { importedTransaction } from '../csv/to-transaction.ts';
import { buildLedger } from '../ledger.ts';
import { storyKind, storyLookup } from '../testing/securities.ts';

// Story: a broker statement (對帳單) export — UTF-8 with a byte-order mark, CRLF lines, ROC dates,
// thousands separators inside quotes, stocks by name (one as "code name"), a day trade, a total
// row at the end — becomes transactions with the fees and taxes the broker charged.
describe('importing a broker statement', () => {
  const csv =
    '\uFEFF股名,日期,成交股數,淨收付金額,買賣別,成交價,成本,手續費,交易稅,損益\r\n' +
    '台積電,109/01/02,"1,000","-339,483",現買,339,"339,483",483,0,\r\n' +
    '鴻海,109/01/03,500,"-45,564",沖買,91,"45,564",64,0,\r\n' +
    '鴻海,109/01/03,500,"45,866",沖賣,92,"45,564",65,69,302\r\n' +
    '元大台灣50,109/01/06,"2,000","-195,277",現買,97.5,"195,277",277,0,\r\n' +
    '2330 台積電,109/03/10,500,"154,813",現賣,311,"169,741",221,466,"-14,928"\r\n' +
    '合計,,,,,,,,,\r\n';
  const result = parseTransactionsCsv(csv, storyLookup);

  it('recognises the shape and reads every row with its line number', () => {
    expect(result.format).toBe('broker-statement');
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(
      result.rows.map((row) => [
        row.line,
        row.date,
        row.type,
        row.symbol,
        row.shares,
        row.price,
        row.fee,
        row.tax,
        row.dayTrade,
      ]),
    ).toEqual([
      [2, '2020-01-02', 'buy', '2330', 1000, 339, 483, 0, false],
      [3, '2020-01-03', 'buy', '2317', 500, 91, 64, 0, true],
      [4, '2020-01-03', 'sell', '2317', 500, 92, 65, 69, true],
      [5, '2020-01-06', 'buy', '0050', 2000, 97.5, 277, 0, false],
      [6, '2020-03-10', 'sell', '2330', 500, 311, 221, 466, false],
    ]);
  });

  it('builds the holdings the statement describes', () => {
    const transactions = result.rows.map((row, i) =>
      importedTransaction(row, `r${i}`, storyKind(row.symbol!)),
    );
    const ledger = buildLedger(transactions);
    const tsmc = ledger.positions.get('2330')!;
    // 339,483 for 1,000 shares; half sold for 155,500 − 221 − 466 = 154,813.
    expect(tsmc.shares).toBe(500);
    expect(tsmc.averageCost).toBeCloseTo(169_741.5, 6);
    expect(tsmc.realisedAverage).toBeCloseTo(154_813 - 169_741.5, 6);
    // The day trade: 46,000 − 65 − 69 = 45,866 against 45,564 → 302.
    expect(ledger.positions.get('2317')).toMatchObject({ shares: 0, realisedAverage: 302 });
    expect(ledger.positions.get('0050')!.shares).toBe(2000);
    expect(ledger.problems).toEqual([]);
  });

  it('warns when the net amount does not match the price, fee and tax', () => {
    const off = parseTransactionsCsv(
      '股名,日期,成交股數,淨收付金額,買賣別,成交價,成本,手續費,交易稅\n台積電,109/01/02,1000,-340000,現買,339,,483,0\n',
      storyLookup,
    );
    expect(off.errors).toEqual([]);
    expect(off.warnings).toEqual([
      { line: 2, message: '淨收付金額 340000 與成交金額、手續費、交易稅計算的 339483 不符' },
    ]);
  });
});
