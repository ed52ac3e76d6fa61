import { describe, expect, it } from 'vitest';
import { financeAlerts, type OrderFact, type RefundAttempt } from './alerts.ts';
import type { PaymentFact, RefundFact } from './metrics.ts';

const now = new Date('2026-11-20T02:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const order = (
  orderNumber: string,
  status: OrderFact['status'],
  createdHoursAgo: number,
  amount = 1999,
): OrderFact => ({
  orderNumber,
  status,
  amount,
  createdAt: ago(createdHoursAgo),
  failedAt: status === 'failed' ? ago(createdHoursAgo) : null,
});
const payment = (orderNumber: string, amount: number, paidHoursAgo: number): PaymentFact => ({
  orderNumber,
  userId: `u-${orderNumber}`,
  planId: 'gold',
  cycle: 'monthly',
  purpose: 'new',
  amount,
  paidAt: ago(paidHoursAgo),
  refunded: 0,
});
const none = { orders: [], refundAttempts: [], payments: [], refunds: [], now };

describe('finance alerts', () => {
  it('says nothing about a quiet ledger', () => {
    expect(financeAlerts(none)).toEqual([]);
  });

  it('counts failed payments of the last 24 hours: medium from 1, high from 5', () => {
    const orders = [order('F1', 'failed', 2), order('F2', 'failed', 23), order('OLD', 'failed', 25)];
    expect(financeAlerts({ ...none, orders })).toEqual([
      {
        rule: 'payment_failures',
        severity: 'medium',
        count: 2,
        amount: 3998,
        orders: ['F1', 'F2'],
        value: null,
      },
    ]);
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) => order(name, 'failed', i + 1));
    const [alert] = financeAlerts({ ...none, orders: many });
    // Six failures: high, and only the five newest are named.
    expect(alert).toMatchObject({
      severity: 'high',
      count: 6,
      amount: 6 * 1999,
      orders: ['a', 'b', 'c', 'd', 'e'],
    });
  });

  it('flags failed refunds as high and orders pending past 30 minutes (within 7 days) as low, most severe first', () => {
    const refundAttempts: RefundAttempt[] = [
      { orderNumber: 'R1', status: 'failed', amount: 500, createdAt: ago(48) },
      { orderNumber: 'R2', status: 'succeeded', amount: 500, createdAt: ago(48) },
    ];
    const orders = [order('P1', 'pending', 1), order('P2', 'pending', 0.25), order('P3', 'pending', 24 * 8)];
    expect(
      financeAlerts({ ...none, orders, refundAttempts }).map((alert) => [alert.rule, alert.orders]),
    ).toEqual([
      ['refund_failures', ['R1']],
      ['stale_pending', ['P1']], // P2 is 15 minutes old, P3 older than 7 days
    ]);
  });

  it('warns when refunds pass 10 % of the last 30 days’ revenue', () => {
    const payments = [payment('A', 1999, 24), payment('B', 1999, 48)]; // revenue 3,998
    const refunds: RefundFact[] = [{ orderNumber: 'A', planId: 'gold', amount: 400, at: ago(10) }];
    // 400 / 3,998 = 10.005 %: just over the line.
    const [alert] = financeAlerts({ ...none, payments, refunds });
    expect(alert).toMatchObject({ rule: 'refund_ratio', severity: 'medium', count: 1, amount: 400 });
    expect(alert!.value).toBeCloseTo(400 / 3998, 10);
    const under = [{ ...refunds[0]!, amount: 399 }]; // 9.98 %
    expect(financeAlerts({ ...none, payments, refunds: under })).toEqual([]);
  });

  it('warns when the last 7 days’ net revenue fell more than half from the 7 days before', () => {
    // Week before: 10,000; last week: 4,000 → −60 %.
    const payments = [payment('OLD', 10_000, 24 * 10), payment('NEW', 4_000, 24 * 2)];
    const [alert] = financeAlerts({ ...none, payments });
    expect(alert).toMatchObject({ rule: 'revenue_drop', amount: 4000 });
    expect(alert!.value).toBeCloseTo(-0.6, 10);
    // 5,000 last week is −50 %: not more than half.
    expect(financeAlerts({ ...none, payments: [payments[0]!, payment('NEW', 5_000, 48)] })).toEqual([]);
  });
});
