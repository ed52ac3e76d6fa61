import { describe, expect, it } from 'vitest';
import { buildLedger } from '../ledger.ts';
import { buy, cashDividend, stockDividend } from '../testing/story-kit.ts';

// Story: the member typed in the dividend themselves — on the payment date, five weeks after the
// ex-date — and the published one must not be counted a second time.
describe('a dividend recorded by hand', () => {
  const purchase = buy('2024-03-01', '1101', 3000, 33, 0);
  const actions = [{ symbol: '1101', exDate: '2024-07-04', cashDividend: 1, stockDividend: 0.05 }];

  it('replaces the published cash part when recorded on the payment date', () => {
    // Paid 2024-08-09 (36 days after the ex-date): 3,000 − NT$10 remittance fee = 2,990.
    const ledger = buildLedger([purchase, cashDividend('2024-08-09', '1101', 2990)], { actions });
    // The bonus shares (3,000 × 0.05 = 150) were not recorded: they still come from the action.
    expect(ledger.generated).toMatchObject([{ type: 'stock-dividend', shares: 150 }]);
    expect(ledger.positions.get('1101')!.dividends).toBe(2990);
  });

  it('replaces both parts when both are recorded', () => {
    const ledger = buildLedger(
      [purchase, stockDividend('2024-07-04', '1101', 150), cashDividend('2024-07-04', '1101', 3000)],
      { actions },
    );
    expect(ledger.generated).toEqual([]);
    expect(ledger.positions.get('1101')!.shares).toBe(3150);
  });

  it('does not treat a dividend recorded before the ex-date, or months later, as this one', () => {
    const ledger = buildLedger(
      [purchase, cashDividend('2024-06-28', '1101', 1000), cashDividend('2024-12-20', '1101', 1000)],
      { actions },
    );
    expect(ledger.generated).toMatchObject([
      { type: 'stock-dividend', shares: 150 },
      { type: 'cash-dividend', amount: 3000 },
    ]);
  });
});
