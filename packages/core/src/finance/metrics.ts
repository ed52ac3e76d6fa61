import { addTaipeiMonths, monthsBetween, type PeriodRange } from './periods.ts';

/**
 * Finance figures from real payments. Formulas (all money in whole NT$, rates as fractions):
 *
 * - revenue(P)  = Σ amount of payments paid in P
 * - refunds(P)  = Σ amount of refunds completed in P
 * - net(P)      = revenue(P) − refunds(P)
 * - A recurring payment (an order bought as `new` or `renewal`, not fully refunded) covers the
 *   member from its payment for one cycle (a month, or twelve months) on the Taipei calendar.
 *   Plan-change charges are prorated one-offs: revenue, never recurring.
 * - MRR(t)      = Σ over members covered at t of their latest covering payment's monthly value
 *                 (monthly: amount; yearly: amount ÷ 12), minus its refunded share
 * - ARR(t)      = MRR(t) × 12
 * - ARPU(P)     = net(P) ÷ distinct members who paid in P (null without payers)
 * - churn(P)    = members covered at P's start and not covered at its end (or now, if sooner)
 *                 ÷ members covered at P's start (null when none were)
 * - growth(P)   = (net(P) − net(P′)) ÷ net(P′), P′ the previous period (null when net(P′) ≤ 0)
 * - net profit  = net(P) + other income(P) − expenses(P) (staff's general records, completed only)
 * - margin      = net profit ÷ (net(P) + other income(P)) (null when that is 0)
 */
export interface PaymentFact {
  orderNumber: string;
  userId: string;
  planId: string;
  cycle: 'monthly' | 'yearly';
  purpose: 'new' | 'renewal' | 'change';
  amount: number;
  paidAt: Date;
  /** Succeeded refunds of the order, in total (whenever they happened). */
  refunded: number;
}

export interface RefundFact {
  orderNumber: string;
  planId: string;
  amount: number;
  at: Date;
}

export interface RecordFact {
  type: 'income' | 'expense';
  amount: number;
  date: Date;
  status: 'completed' | 'pending' | 'cancelled';
}

const within = (at: Date, period: { start: Date; end: Date }) =>
  at.getTime() >= period.start.getTime() && at.getTime() < period.end.getTime();

export function revenueIn(payments: readonly PaymentFact[], period: { start: Date; end: Date }): number {
  return payments.reduce((sum, payment) => (within(payment.paidAt, period) ? sum + payment.amount : sum), 0);
}

export function refundsIn(refunds: readonly RefundFact[], period: { start: Date; end: Date }): number {
  return refunds.reduce((sum, refund) => (within(refund.at, period) ? sum + refund.amount : sum), 0);
}

const isRecurring = (payment: PaymentFact) =>
  payment.purpose !== 'change' && payment.refunded < payment.amount;

/** When a recurring payment stops covering its member. */
export function coverageEnd(payment: PaymentFact): Date {
  return addTaipeiMonths(payment.paidAt, payment.cycle === 'yearly' ? 12 : 1);
}

/** Each covered member's latest covering payment at an instant. */
export function coveringPayments(payments: readonly PaymentFact[], at: Date): Map<string, PaymentFact> {
  const covering = new Map<string, PaymentFact>();
  for (const payment of payments) {
    if (!isRecurring(payment)) continue;
    if (payment.paidAt.getTime() > at.getTime() || coverageEnd(payment).getTime() <= at.getTime()) continue;
    const seen = covering.get(payment.userId);
    if (!seen || seen.paidAt.getTime() < payment.paidAt.getTime()) covering.set(payment.userId, payment);
  }
  return covering;
}

/** A recurring payment's value per month, net of what was refunded of it. */
export function monthlyValue(payment: PaymentFact): number {
  const kept = payment.amount - payment.refunded;
  return payment.cycle === 'yearly' ? kept / 12 : kept;
}

export function mrrAt(payments: readonly PaymentFact[], at: Date): number {
  let total = 0;
  for (const payment of coveringPayments(payments, at).values()) total += monthlyValue(payment);
  return total;
}

export interface FinanceMetrics {
  revenue: number;
  refunds: number;
  net: number;
  previousNet: number;
  payingMembers: number;
  mrr: number;
  arr: number;
  arpu: number | null;
  churnRate: number | null;
  growthRate: number | null;
  otherIncome: number;
  expenses: number;
  netProfit: number;
  profitMargin: number | null;
}

export function financeMetrics(input: {
  payments: readonly PaymentFact[];
  refunds: readonly RefundFact[];
  records: readonly RecordFact[];
  period: PeriodRange;
  previous: PeriodRange;
  /** Figures "at the end" of a period still running are taken now. */
  now: Date;
}): FinanceMetrics {
  const { payments, refunds, records, period, previous } = input;
  const revenue = revenueIn(payments, period);
  const refunded = refundsIn(refunds, period);
  const net = revenue - refunded;
  const previousNet = revenueIn(payments, previous) - refundsIn(refunds, previous);
  const payers = new Set(payments.filter((payment) => within(payment.paidAt, period)).map((p) => p.userId));
  const endInstant = new Date(Math.min(period.end.getTime() - 1, input.now.getTime()));
  const mrr = mrrAt(payments, endInstant);
  const atStart = coveringPayments(payments, period.start);
  const atEnd = coveringPayments(payments, endInstant);
  let lost = 0;
  for (const member of atStart.keys()) if (!atEnd.has(member)) lost += 1;
  const completed = records.filter((record) => record.status === 'completed' && within(record.date, period));
  const otherIncome = completed.filter((r) => r.type === 'income').reduce((sum, r) => sum + r.amount, 0);
  const expenses = completed.filter((r) => r.type === 'expense').reduce((sum, r) => sum + r.amount, 0);
  const netProfit = net + otherIncome - expenses;
  const income = net + otherIncome;
  return {
    revenue,
    refunds: refunded,
    net,
    previousNet,
    payingMembers: payers.size,
    mrr,
    arr: mrr * 12,
    arpu: payers.size === 0 ? null : net / payers.size,
    churnRate: atStart.size === 0 ? null : lost / atStart.size,
    growthRate: previousNet <= 0 ? null : (net - previousNet) / previousNet,
    otherIncome,
    expenses,
    netProfit,
    profitMargin: income === 0 ? null : netProfit / income,
  };
}

export interface RevenuePoint {
  month: string;
  revenue: number;
  refunds: number;
  net: number;
}

/** Revenue, refunds and net per Taipei month over [start, end). */
export function revenueTrend(
  payments: readonly PaymentFact[],
  refunds: readonly RefundFact[],
  start: Date,
  end: Date,
): RevenuePoint[] {
  return monthsBetween(start, end).map((month) => {
    const range = {
      start: new Date(Math.max(month.start.getTime(), start.getTime())),
      end: new Date(Math.min(month.end.getTime(), end.getTime())),
    };
    const revenue = revenueIn(payments, range);
    const refunded = refundsIn(refunds, range);
    return { month: month.label, revenue, refunds: refunded, net: revenue - refunded };
  });
}

/** Net revenue of each plan over [start, end): payments minus refunds of that plan's orders. */
export function revenueByPlan(
  payments: readonly PaymentFact[],
  refunds: readonly RefundFact[],
  range: { start: Date; end: Date },
): Record<string, number> {
  const byPlan: Record<string, number> = {};
  for (const payment of payments)
    if (within(payment.paidAt, range))
      byPlan[payment.planId] = (byPlan[payment.planId] ?? 0) + payment.amount;
  for (const refund of refunds)
    if (within(refund.at, range)) byPlan[refund.planId] = (byPlan[refund.planId] ?? 0) - refund.amount;
  return byPlan;
}
