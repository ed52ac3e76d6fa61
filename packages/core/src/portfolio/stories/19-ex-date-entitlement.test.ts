import { describe, expect, it } from 'vitest';
import { buildLedger } from '../ledger.ts';
import { buy, sell } from '../testing/story-kit.ts';

// Story: entitlement to a published dividend is fixed by the shares held at the close before the
// ex-date. Shares sold on the ex-date are still paid; shares bought on it are not.
describe('who is paid on an ex-date', () => {
  const transactions = [
    buy('2024-06-03', '2891', 2000, 25, 0),
    // Both on the ex-date itself.
    sell('2024-07-10', '2891', 1000, 24, 0, 0),
    buy('2024-07-10', '2891', 500, 24, 0),
  ];
  const actions = [
    { symbol: '2891', exDate: '2024-07-10', cashDividend: 1 },
    { symbol: '2891', exDate: '2024-08-15', cashDividend: 0.5 },
    // Before the first purchase: nothing is held, nothing is paid.
    { symbol: '2891', exDate: '2024-05-02', cashDividend: 3 },
  ];
  const ledger = buildLedger(transactions, { actions });

  it('pays 2,000 × 1 on the ex-date and then 1,500 × 0.5', () => {
    expect(ledger.generated.map((tx) => [tx.date, tx.type === 'cash-dividend' ? tx.amount : null])).toEqual([
      ['2024-07-10', 2000],
      ['2024-08-15', 750],
    ]);
    expect(ledger.positions.get('2891')!.dividends).toBe(2750);
  });

  it('stops at `until`', () => {
    const early = buildLedger(transactions, { actions, until: '2024-07-31' });
    expect(early.generated).toHaveLength(1);
    expect(early.positions.get('2891')!.shares).toBe(1500);
  });
});
