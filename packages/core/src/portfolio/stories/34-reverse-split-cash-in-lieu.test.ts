import { describe, expect, it } from 'vitest';
import { buildLedger } from '../ledger.ts';
import { buy, reverseSplit } from '../testing/story-kit.ts';

// Story: a 10→1 consolidation of 1,003 shares leaves 100.3 shares; the 0.3 share is paid out in cash.
describe('a reverse split with a fraction paid in cash', () => {
  it('keeps 100 shares and realises the fraction against its cost', () => {
    // Cost 1,003 × 25 = 25,075 → 250 a new share; the 0.3 share cost 75 and is paid 80.
    const ledger = buildLedger([
      buy('2024-03-01', '3481', 1003, 25, 0),
      reverseSplit('2024-05-20', '3481', 10, 80),
    ]);
    const position = ledger.positions.get('3481')!;
    expect(position.shares).toBe(100);
    expect(position.averageCost).toBeCloseTo(25_000, 8);
    expect(position.realisedAverage).toBeCloseTo(5, 8);
    expect(position.realisedFifo).toBeCloseTo(5, 8);
    // Not tracking cash: the 80 leaves the portfolio.
    expect(ledger.withdrawals).toBe(80);
  });

  it('realises the fraction as a loss when nothing is paid for it', () => {
    const ledger = buildLedger([
      buy('2024-03-01', '3481', 1003, 25, 0),
      reverseSplit('2024-05-20', '3481', 10),
    ]);
    expect(ledger.positions.get('3481')!.realisedAverage).toBeCloseTo(-75, 8);
  });
});
