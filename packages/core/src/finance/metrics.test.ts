import { describe, expect, it } from 'vitest';
import {
  financeMetrics,
  revenueByPlan,
  revenueTrend,
  type PaymentFact,
  type RecordFact,
  type RefundFact,
} from './metrics.ts';
import { addTaipeiMonths, periodContaining, previousPeriod } from './periods.ts';

const at = (iso: string) => new Date(iso);
const pay = (
  orderNumber: string,
  userId: string,
  planId: string,
  cycle: 'monthly' | 'yearly',
  purpose: PaymentFact['purpose'],
  amount: number,
  paidAt: string,
  refunded = 0,
): PaymentFact => ({ orderNumber, userId, planId, cycle, purpose, amount, paidAt: at(paidAt), refunded });

// Every expected figure below is worked out by hand in the comments.
const payments: PaymentFact[] = [
  pay('A', 'u1', 'gold', 'monthly', 'new', 299, '2026-10-05T02:00:00Z'), // Oct; covers to Nov 5
  pay('B', 'u1', 'gold', 'monthly', 'renewal', 299, '2026-11-05T02:00:00Z'), // Nov; covers to Dec 5
  pay('C', 'u2', 'diamond', 'yearly', 'new', 9990, '2026-09-10T02:00:00Z'), // Sep; covers a year
  pay('D', 'u3', 'gold', 'monthly', 'new', 299, '2026-10-20T02:00:00Z', 100), // Oct; lapses Nov 20
  pay('E', 'u4', 'gold', 'monthly', 'new', 299, '2026-11-10T02:00:00Z', 299), // Nov; fully refunded
  pay('F', 'u5', 'diamond', 'monthly', 'change', 150, '2026-11-15T02:00:00Z'), // Nov; prorated one-off
  // 2026-11-01 01:00 Taipei: November, not October.
  pay('G', 'u5', 'gold', 'monthly', 'new', 299, '2026-10-31T17:00:00Z'),
];
const refunds: RefundFact[] = [
  { orderNumber: 'E', planId: 'gold', amount: 299, at: at('2026-11-12T02:00:00Z') },
  { orderNumber: 'D', planId: 'gold', amount: 100, at: at('2026-11-03T02:00:00Z') },
];
const records: RecordFact[] = [
  { type: 'income', amount: 1000, date: at('2026-11-15T02:00:00Z'), status: 'completed' },
  { type: 'expense', amount: 300, date: at('2026-11-20T02:00:00Z'), status: 'completed' },
  { type: 'expense', amount: 500, date: at('2026-11-21T02:00:00Z'), status: 'pending' },
  { type: 'expense', amount: 200, date: at('2026-10-21T02:00:00Z'), status: 'completed' },
];

describe('Taipei periods', () => {
  it('puts month, quarter and year boundaries at Taipei midnight', () => {
    const month = periodContaining('month', at('2026-11-15T00:00:00Z'));
    expect(month).toMatchObject({
      label: '2026-11',
      start: at('2026-10-31T16:00:00Z'),
      end: at('2026-11-30T16:00:00Z'),
    });
    const quarter = periodContaining('quarter', at('2026-11-15T00:00:00Z'));
    expect(quarter).toMatchObject({
      label: '2026-Q4',
      start: at('2026-09-30T16:00:00Z'),
      end: at('2026-12-31T16:00:00Z'),
    });
    expect(periodContaining('year', at('2026-12-31T17:00:00Z')).label).toBe('2027');
    expect(previousPeriod(quarter).label).toBe('2026-Q3');
    expect(previousPeriod(periodContaining('month', at('2026-01-10T00:00:00Z'))).label).toBe('2025-12');
  });

  it('adds months with the day clamped to a shorter month', () => {
    // 31 January Taipei + 1 month = 28 February Taipei.
    expect(addTaipeiMonths(at('2026-01-30T16:00:00Z'), 1)).toEqual(at('2026-02-27T16:00:00Z'));
    expect(addTaipeiMonths(at('2026-03-10T02:00:00Z'), 12)).toEqual(at('2027-03-10T02:00:00Z'));
  });
});

describe('finance metrics on a known set of payments', () => {
  const period = periodContaining('month', at('2026-11-15T00:00:00Z'));
  const metrics = financeMetrics({
    payments,
    refunds,
    records,
    period,
    previous: previousPeriod(period),
    now: at('2026-12-10T00:00:00Z'),
  });

  it('revenue, refunds and net', () => {
    // Nov payments B + E + F + G = 299 + 299 + 150 + 299; refunds 299 + 100.
    expect(metrics.revenue).toBe(1047);
    expect(metrics.refunds).toBe(399);
    expect(metrics.net).toBe(648);
    // Oct: A + D, no refunds.
    expect(metrics.previousNet).toBe(598);
    expect(metrics.growthRate).toBeCloseTo(50 / 598, 12);
  });

  it('MRR, ARR and ARPU', () => {
    // Covered at the month's end: u1 (B 299), u2 (C 9990 / 12 = 832.5), u5 (G 299); u4 refunded in full.
    expect(metrics.mrr).toBeCloseTo(1430.5, 9);
    expect(metrics.arr).toBeCloseTo(17166, 9);
    // Payers u1, u4, u5: 648 / 3.
    expect(metrics.payingMembers).toBe(3);
    expect(metrics.arpu).toBe(216);
  });

  it('churn: covered at the start (u1, u2, u3), u3 lapsed', () => {
    expect(metrics.churnRate).toBeCloseTo(1 / 3, 12);
  });

  it('profit from general records: completed ones of the period only', () => {
    expect(metrics.otherIncome).toBe(1000);
    expect(metrics.expenses).toBe(300);
    expect(metrics.netProfit).toBe(1348);
    expect(metrics.profitMargin).toBeCloseTo(1348 / 1648, 12);
  });

  it('trend by month and revenue by plan', () => {
    expect(revenueTrend(payments, refunds, previousPeriod(period).start, period.end)).toEqual([
      { month: '2026-10', revenue: 598, refunds: 0, net: 598 },
      { month: '2026-11', revenue: 1047, refunds: 399, net: 648 },
    ]);
    // gold: 299 × 3 − 299 − 100; diamond: the change 150.
    expect(revenueByPlan(payments, refunds, period)).toEqual({ gold: 498, diamond: 150 });
  });

  it('nulls instead of invented rates when there is no base', () => {
    const empty = financeMetrics({
      payments: [],
      refunds: [],
      records: [],
      period,
      previous: previousPeriod(period),
      now: period.end,
    });
    expect(empty).toMatchObject({
      revenue: 0,
      mrr: 0,
      arpu: null,
      churnRate: null,
      growthRate: null,
      profitMargin: null,
    });
  });
});
