import { describe, expect, it } from 'vitest';
import { parseTransactionsCsv } from '../csv/import.ts';
import { importedTransaction } from '../csv/to-transaction.ts';
import { buildLedger } from '../ledger.ts';
import { storyKind, storyLookup } from '../testing/securities.ts';

// Story: a member's own sheet in the generic shape, every transaction type, mixed date styles,
// lots or shares, English and Chinese type names, charges left blank to be computed.
describe('importing the generic shape', () => {
  const csv = [
    'date,type,symbol,name,shares,lots,price,fee,tax,amount,ratio',
    '2024-01-02,deposit,,,,,,,,"1,000,000",',
    '2024/01/03,買進,2330,,,1,600,,,,',
    '113/01/04,buy,,元大台灣50,"2,500",,130,,,,',
    '2024-06-18,split,0050,,,,,,,,4',
    '2024-07-18,現金股利,2330,,,,,,,"4,000",',
    '2024-07-19,stock-dividend,0050,,100,,,,,,',
    '2024-08-01,sell,0050,,"1,000",,45,,,,',
    '2024-08-02,fee,,,,,,,,30,',
    '2024-08-05,withdrawal,,,,,,,,"50,000",',
  ].join('\n');
  const result = parseTransactionsCsv(csv, storyLookup);

  it('reads every type', () => {
    expect(result.format).toBe('generic');
    expect(result.errors).toEqual([]);
    expect(
      result.rows.map((row) => [row.line, row.date, row.type, row.symbol, row.shares, row.amount, row.ratio]),
    ).toEqual([
      [2, '2024-01-02', 'cash-in', null, null, 1_000_000, null],
      [3, '2024-01-03', 'buy', '2330', 1000, null, null],
      [4, '2024-01-04', 'buy', '0050', 2500, null, null],
      [5, '2024-06-18', 'split', '0050', null, null, 4],
      [6, '2024-07-18', 'cash-dividend', '2330', null, 4000, null],
      [7, '2024-07-19', 'stock-dividend', '0050', 100, null, null],
      [8, '2024-08-01', 'sell', '0050', 1000, null, null],
      [9, '2024-08-02', 'fee', null, null, 30, null],
      [10, '2024-08-05', 'cash-out', null, null, 50_000, null],
    ]);
  });

  it('computes the missing charges and ends with the cash balance worked out by hand', () => {
    const transactions = result.rows.map((row, i) =>
      importedTransaction(row, `r${i}`, storyKind(row.symbol ?? '')),
    );
    // 600,000 × 0.1425 % = 855; 325,000 × 0.1425 % = 463.125 → 463;
    // ETF sale 45,000: fee 64.125 → 64, tax 0.1 % = 45.
    expect(transactions[1]).toMatchObject({ type: 'buy', fee: 855 });
    expect(transactions[2]).toMatchObject({ type: 'buy', fee: 463 });
    expect(transactions[6]).toMatchObject({ type: 'sell', fee: 64, tax: 45 });
    const ledger = buildLedger(transactions, { trackCash: true });
    // 1,000,000 − 600,855 − 325,463 + 4,000 + 44,891 − 30 − 50,000 = 72,543.
    expect(ledger.cash).toBe(72_543);
    // 2,500 × 4 = 10,000 + 100 bonus − 1,000 sold = 9,100.
    expect(ledger.positions.get('0050')!.shares).toBe(9100);
    expect(ledger.problems).toEqual([]);
  });
});
