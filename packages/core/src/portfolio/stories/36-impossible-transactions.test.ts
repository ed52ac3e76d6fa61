import { describe, expect, it } from 'vitest';
import { buildLedger } from '../ledger.ts';
import { buy, cashIn, cashOut, sell } from '../testing/story-kit.ts';

// Story: what cannot have happened is reported, not silently absorbed.
describe('transactions that cannot have happened', () => {
  it('reports a sale of more shares than held and leaves the position as it was', () => {
    const ledger = buildLedger([
      buy('2024-01-02', '2330', 500, 600, 427),
      sell('2024-01-03', '2330', 1000, 610, 869, 1830),
    ]);
    expect(ledger.problems).toMatchObject([
      { code: 'oversold', message: '賣出股數（1000）超過持有股數（500）', requested: 1000, available: 500 },
    ]);
    expect(ledger.positions.get('2330')!.shares).toBe(500);
  });

  it('reports a withdrawal larger than the cash balance', () => {
    const ledger = buildLedger([cashIn('2024-01-02', 1000), cashOut('2024-01-03', 1500)], {
      trackCash: true,
    });
    expect(ledger.problems).toMatchObject([
      {
        code: 'overdrawn',
        message: '提領金額（1500）超過現金餘額（1000）',
        requested: 1500,
        available: 1000,
      },
    ]);
    expect(ledger.cash).toBe(1000);
  });

  it('brings in the shortfall as a deposit when a purchase exceeds the cash balance', () => {
    const ledger = buildLedger([cashIn('2024-01-02', 1000), buy('2024-01-03', '2884', 100, 25, 3)], {
      trackCash: true,
    });
    // 100 × 25 + 3 = 2,503; 1,503 more deposited.
    expect(ledger.cash).toBe(0);
    expect(ledger.deposits).toBe(2503);
    expect(ledger.problems).toEqual([]);
  });
});
