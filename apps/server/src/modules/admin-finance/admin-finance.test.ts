import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { and, auditLog, eq } from '@alphadesk/db';
import { isDevMailbox } from '../../platform/mail.ts';
import { createTestClock } from '../../testing/clock.ts';
import { buildMember, randomIp, type SignedInMember } from '../../testing/factories.ts';
import {
  buyPlan,
  buyThroughSandbox,
  createPayment,
  postForm,
  signInAgain,
} from '../../testing/payment-flows.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { api, createPortfolio, memberOn, storeCloses } from '../portfolios/testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';

/*
 * One story, read by every test at its end (10 Nov 2026, 10:00 Taipei):
 *   5 Oct  A buys gold monthly (1,999) through the sandbox's hosted page   → covered to 5 Nov
 *  20 Oct  B buys gold monthly (1,999), a notify the sandbox never saw     → covered to 20 Nov
 *   3 Nov  C buys diamond yearly (49,990) through the sandbox              → covered a year
 *   6 Nov  D buys gold monthly (1,999) through the sandbox, refunded in full on 7 Nov
 * General records in November: income 1,000 and expense 400 completed, an expense of 999 pending.
 * Every expected figure is worked out by hand from these.
 */
const gold = 1999;
const diamondYearly = 49990;
const storyEnd = '2026-11-10T02:00:00Z';

let server: TestServer;
const clock = createTestClock(storyEnd);
let root: TestStaff;
let finance: TestStaff;
let manager: TestStaff;
let readonly: TestStaff;
const orders: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
const members: Partial<Record<'a' | 'b' | 'c' | 'd', SignedInMember>> = {};

const call = (staff: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: staff.headers,
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload }),
  });

async function buyViaSandbox(user: SignedInMember, tier: 'gold' | 'diamond', cycle: 'monthly' | 'yearly') {
  const created = await createPayment(server, user, { tier_type: tier, billing_cycle: cycle });
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json() as PaymentFormResponse;
  const paid = await postForm(server, '/payuni-sandbox/upp/pay', {
    ...order.form.fields,
    Outcome: 'success',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return order.order_number;
}

beforeEach(() => clock.set(storyEnd));

beforeAll(async () => {
  server = await createTestServer({ now: clock.now });
  clock.set('2026-10-05T02:00:00Z');
  members.a = await buildMember(server);
  orders.a = (await buyThroughSandbox(server, members.a)).order_number;
  clock.set('2026-10-20T02:00:00Z');
  members.b = await buildMember(server);
  orders.b = (await buyPlan(server, members.b)).order_number;
  clock.set('2026-11-03T02:00:00Z');
  members.c = await buildMember(server);
  orders.c = await buyViaSandbox(members.c, 'diamond', 'yearly');
  clock.set('2026-11-06T02:00:00Z');
  members.d = await buildMember(server);
  orders.d = (await buyThroughSandbox(server, members.d)).order_number;
  clock.set('2026-11-07T02:00:00Z');
  const d = await signInAgain(server, members.d);
  const refunded = await server.app.inject({
    method: 'POST',
    url: `/api/payments/${orders.d}/refund`,
    headers: d.headers,
    remoteAddress: randomIp(),
    payload: {},
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  // The invoices: issued, and D's voided after its full refund.

  clock.set(storyEnd);
  // The invoices: issued, and D's voided after its full refund (the sweep takes what waited 5 minutes).
  await server.services.einvoices.sweep();
  root = await buildStaffAccount(server, 'super_admin', { now: clock.now });
  finance = await buildStaffAccount(server, 'finance', { now: clock.now });
  manager = await buildStaffAccount(server, 'manager', { now: clock.now });
  readonly = await buildStaffAccount(server, 'readonly', { now: clock.now });
  for (const record of [
    { type: 'income', category: '廣告收入', amount: 1000, date: '2026-11-08' },
    { type: 'expense', category: '雲端主機', amount: 400, date: '2026-11-09' },
    { type: 'expense', category: '設備', amount: 999, date: '2026-11-09', status: 'pending' },
  ]) {
    const response = await call(finance, 'POST', '/api/admin/finance/records', record);
    expect(response.statusCode, response.body).toBe(200);
  }
}, 180_000);
afterAll(() => server?.close());

const auditEntries = (action: string, targetId: string) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('finance overview from real payments', () => {
  it('November: revenue, refunds, net, MRR, ARR, ARPU, churn, growth and profit', async () => {
    const response = await call(finance, 'GET', '/api/admin/finance/overview?period=month&date=2026-11-05');
    expect(response.statusCode, response.body).toBe(200);
    const { overview } = response.json();
    expect(overview.period).toMatchObject({ kind: 'month', label: '2026-11' });
    // Paid in November: C and D; D refunded in November.
    expect(overview.total_revenue).toBe(diamondYearly + gold);
    expect(overview.refunds).toBe(gold);
    expect(overview.net_revenue).toBe(diamondYearly);
    // October: A and B.
    expect(overview.growth_rate).toBeCloseTo((diamondYearly - 2 * gold) / (2 * gold), 10);
    // Covered now: B (to 20 Nov) and C (a year); D was refunded in full, A lapsed on 5 Nov.
    expect(overview.mrr).toBeCloseTo(gold + diamondYearly / 12, 6);
    expect(overview.arr).toBeCloseTo((gold + diamondYearly / 12) * 12, 6);
    expect(overview.monthly_revenue).toBe(overview.mrr);
    // Payers C and D.
    expect(overview.paying_members).toBe(2);
    expect(overview.arpu).toBe(diamondYearly / 2);
    // Covered on 1 Nov: A and B; A is not now.
    expect(overview.churn_rate).toBe(0.5);
    expect(overview.other_income).toBe(1000);
    expect(overview.total_expenses).toBe(400);
    expect(overview.net_profit).toBe(diamondYearly + 1000 - 400);
    expect(overview.profit_margin).toBeCloseTo((diamondYearly + 600) / (diamondYearly + 1000), 10);
    expect(overview.revenue_by_plan).toEqual({ diamond: diamondYearly, gold: 0 });
    expect(overview.trend.slice(-2)).toEqual([
      { month: '2026-10', revenue: 2 * gold, refunds: 0, net: 2 * gold },
      { month: '2026-11', revenue: diamondYearly + gold, refunds: gold, net: diamondYearly },
    ]);
    expect(overview.recent_transactions.map((t: { order_number: string }) => t.order_number)).toEqual([
      orders.d,
      orders.c,
      orders.b,
      orders.a,
    ]);
    expect(Object.keys(overview.formulas)).toContain('mrr');
  });

  it('a quarter and a year sum the same payments', async () => {
    const quarter = (
      await call(root, 'GET', '/api/admin/finance/overview?period=quarter&date=2026-11-05')
    ).json();
    expect(quarter.overview.period.label).toBe('2026-Q4');
    expect(quarter.overview.total_revenue).toBe(diamondYearly + 3 * gold);
    expect(quarter.overview.net_revenue).toBe(diamondYearly + 2 * gold);
    const year = (await call(root, 'GET', '/api/admin/finance/overview?period=year&date=2026-01-01')).json();
    expect(year.overview.period.label).toBe('2026');
    expect(year.overview.net_revenue).toBe(diamondYearly + 2 * gold);
    expect(year.overview.growth_rate).toBeNull();
  });
});

describe('PayUni transactions, events, export and reconciliation', () => {
  it('lists the period’s orders with stats', async () => {
    const response = await call(
      finance,
      'GET',
      '/api/admin/finance/transactions?period=month&date=2026-11-05',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.transactions.map((t: { order_number: string }) => t.order_number)).toEqual([
      orders.d,
      orders.c,
    ]);
    expect(body.transactions[0]).toMatchObject({
      status: 'refunded',
      refunded_amount: gold,
      tier_type: 'gold',
      duration_months: 1,
      payment_method: 'credit_card',
      email: members.d!.email,
    });
    expect(body.stats).toMatchObject({
      total_transactions: 2,
      total_amount: diamondYearly + gold,
      success_rate: 1,
      average_transaction_amount: (diamondYearly + gold) / 2,
      tier_distribution: {
        gold: { count: 1, percentage: 50, amount: gold },
        diamond: { count: 1, percentage: 50, amount: diamondYearly },
      },
    });
    const refundedOnly = (
      await call(finance, 'GET', '/api/admin/finance/transactions?status=refunded')
    ).json();
    expect(refundedOnly.transactions.map((t: { order_number: string }) => t.order_number)).toEqual([
      orders.d,
    ]);
  });

  it('shows an order’s gateway events', async () => {
    const response = await call(finance, 'GET', `/api/admin/finance/transactions/${orders.d}/events`);
    expect(response.statusCode).toBe(200);
    const kinds = response.json().events.map((event: { kind: string }) => event.kind);
    expect(kinds).toContain('notify');
    expect(kinds).toContain('refund');
  });

  it('exports the period as CSV', async () => {
    const response = await call(finance, 'GET', '/api/admin/finance/export?period=month&date=2026-11-05');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('finance-2026-11.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 3);
    expect(
      lines.some((line) => line.startsWith(`payuni,${orders.c},`) && line.includes(`,${diamondYearly},`)),
    ).toBe(true);
    expect(lines.some((line) => line.includes('雲端主機') && line.includes(',400,'))).toBe(true);
  });

  it('reconciles orders against the gateway’s trade/query', async () => {
    const october = (
      await call(finance, 'GET', '/api/admin/finance/reconciliation?period=month&date=2026-10-10')
    ).json();
    expect(october).toMatchObject({ checked: 2, mismatches: 1 });
    const byOrder = Object.fromEntries(
      october.rows.map((row: { order_number: string }) => [row.order_number, row]),
    );
    expect(byOrder[orders.a]).toMatchObject({ matched: true, gateway_outcome: 'paid', gateway_amount: gold });
    // B was settled by a notify the sandbox never issued: PayUni does not know the trade.
    expect(byOrder[orders.b]).toMatchObject({
      matched: false,
      gateway_outcome: 'unknown',
      issue: '金流查無此筆交易',
    });
    const november = (await call(finance, 'GET', '/api/admin/finance/reconciliation?date=2026-11-05')).json();
    expect(november).toMatchObject({ checked: 2, mismatches: 0 });
    const d = november.rows.find((row: { order_number: string }) => row.order_number === orders.d);
    expect(d).toMatchObject({ our_refunded: gold, gateway_refunded: gold, matched: true });
  });

  it('lists e-invoices with their voids', async () => {
    const response = await call(finance, 'GET', '/api/admin/finance/invoices?limit=50');
    expect(response.statusCode, response.body).toBe(200);
    const invoices = response.json().invoices as {
      orderNumber: string;
      status: string;
      adjustments: { kind: string }[];
    }[];
    expect(invoices.map((invoice) => invoice.orderNumber).sort()).toEqual(Object.values(orders).sort());
    const d = invoices.find((invoice) => invoice.orderNumber === orders.d)!;
    expect(d.adjustments.map((adjustment) => adjustment.kind)).toEqual(['void']);
  });
});

describe('general records', () => {
  it('adds and updates entries, one audit entry each', async () => {
    const created = await call(finance, 'POST', '/api/admin/finance/records', {
      type: 'expense',
      category: '法律顧問',
      amount: 12000,
      description: '合約審閱',
      date: '2020-01-15',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { record } = created.json();
    expect(record).toMatchObject({ type: 'expense', amount: 12000, date: '2020-01-15', status: 'completed' });
    expect(await auditEntries('finance.record_created', record.id)).toHaveLength(1);

    const updated = await call(finance, 'PUT', `/api/admin/finance/records/${record.id}`, {
      status: 'cancelled',
    });
    expect(updated.json().record.status).toBe('cancelled');
    expect(await auditEntries('finance.record_updated', record.id)).toHaveLength(1);

    const listed = (await call(finance, 'GET', '/api/admin/finance/records?type=expense&limit=100')).json();
    expect(listed.records.find((r: { id: string }) => r.id === record.id)).toMatchObject({
      status: 'cancelled',
    });

    const missing = await call(finance, 'PUT', `/api/admin/finance/records/${crypto.randomUUID()}`, {
      status: 'completed',
    });
    expect(missing.statusCode).toBe(404);
    expect(expectCleanError(missing.body).message).toBe('找不到此筆收支紀錄');
  });

  it('refuses bad input with the field’s message', async () => {
    const cases: [string, string, object | undefined, string][] = [
      [
        'POST',
        '/api/admin/finance/records',
        { type: 'gift', category: 'x', amount: 1, date: '2026-11-01' },
        '類型須為 income 或 expense',
      ],
      [
        'POST',
        '/api/admin/finance/records',
        { type: 'income', category: 'x', amount: 0, date: '2026-11-01' },
        '金額須為 1 到 10,000,000 的整數',
      ],
      [
        'POST',
        '/api/admin/finance/records',
        { type: 'income', category: 'x', amount: 5, date: '2026-02-30' },
        '日期格式須為 YYYY-MM-DD',
      ],
      ['GET', '/api/admin/finance/overview?period=week', undefined, '期間須為 month、quarter 或 year'],
      ['GET', '/api/admin/finance/transactions?limit=1000', undefined, '每頁筆數須為 1 到 100 的整數'],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await call(finance, method as 'GET' | 'POST', url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(expectCleanError(response.body).message).toContain(message);
    }
  });
});

describe('subscriptions', () => {
  it('stats count memberships and money', async () => {
    const response = await call(manager, 'GET', '/api/admin/subscriptions/stats');
    expect(response.statusCode, response.body).toBe(200);
    const { stats } = response.json();
    expect(stats.total_subscriptions).toBe(4);
    expect(stats.total_revenue).toBe(diamondYearly + 2 * gold);
    expect(stats.monthly_revenue).toBe(diamondYearly);
    expect(stats.churn_rate).toBe(0.5);
    expect(stats.mrr).toBeCloseTo(gold + diamondYearly / 12, 6);
  });

  it('lists memberships ending within 30 days, shows one and mails a reminder (audited)', async () => {
    const response = await call(manager, 'GET', '/api/admin/subscriptions/expiring?days=30&limit=10');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.subscriptions[0]).toMatchObject({
      user_email: members.b!.email,
      plan_id: 'gold',
      days_until_expiry: 10,
      auto_renew: false,
    });
    const id = body.subscriptions[0].id as string;
    const within5 = (await call(manager, 'GET', '/api/admin/subscriptions/expiring?days=5')).json();
    expect(within5.total).toBe(0);

    const detail = (await call(manager, 'GET', `/api/admin/subscriptions/${id}`)).json();
    expect(detail.subscription.payments.map((p: { order_number: string }) => p.order_number)).toEqual([
      orders.b,
    ]);

    const sent = await call(manager, 'POST', `/api/admin/subscriptions/${id}/remind`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent_to).toBe(members.b!.email);
    const mailer = server.services.mailer;
    expect(isDevMailbox(mailer)).toBe(true);
    if (isDevMailbox(mailer)) {
      const mail = mailer
        .messages()
        .filter((message) => message.to === members.b!.email)
        .at(-1);
      expect(mail?.subject).toContain('2026-11-20');
      expect(mail?.text).toContain('剩餘 10 天');
    }
    expect(await auditEntries('subscription.reminder_sent', id)).toHaveLength(1);

    const missing = await call(manager, 'GET', '/api/admin/subscriptions/no-such-subscription');
    expect(missing.statusCode).toBe(404);
    expect(expectCleanError(missing.body).message).toBe('找不到此訂閱');
  });

  it('edits a plan in the plan table, which the pricing page then shows (audited)', async () => {
    const before = (await call(manager, 'GET', '/api/admin/subscriptions/plans?active_only=true')).json();
    expect(before.plans.map((plan: { id: string }) => plan.id)).toEqual(['free', 'gold', 'diamond']);
    const response = await call(manager, 'PUT', '/api/admin/subscriptions/plans/diamond', {
      description: '專業投資人的完整分析',
      features: ['全部分析師', '即時警示'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().plan).toMatchObject({
      id: 'diamond',
      description: '專業投資人的完整分析',
      monthly_price: 4999,
    });
    const publicPlans = (await server.app.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(JSON.stringify(publicPlans)).toContain('專業投資人的完整分析');
    expect(await auditEntries('plan.updated', 'diamond')).toHaveLength(1);

    for (const [payload, message] of [
      [{}, '請至少修改一個欄位'],
      [{ monthly_price: -1 }, '金額須為 0 到 10,000,000 的整數'],
      [{ trial_days: 365 }, '試用天數須為 0 到 90 的整數'],
      [{ tier: 'gold' }, ''],
    ] as const) {
      const refused = await call(manager, 'PUT', '/api/admin/subscriptions/plans/gold', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(expectCleanError(refused.body).message).toContain(message);
    }
    expect(
      (await call(manager, 'PUT', '/api/admin/subscriptions/plans/platinum', { name: 'x' })).statusCode,
    ).toBe(400);
  });

  it('revenue report over a range, with trend, plans and key metrics', async () => {
    const response = await call(
      manager,
      'GET',
      '/api/admin/subscriptions/revenue?start_date=2026-10-01&end_date=2026-11-30',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { report } = response.json();
    expect(report.total_revenue).toBe(diamondYearly + 2 * gold);
    expect(report.monthly_revenue).toBe(diamondYearly);
    expect(report.revenue_growth).toBeCloseTo((diamondYearly - 2 * gold) / (2 * gold), 10);
    expect(report.revenue_by_plan).toEqual({ gold: 2 * gold, diamond: diamondYearly });
    expect(report.revenue_trend.map((point: { month: string }) => point.month)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    expect(report.key_metrics.arpu).toBe(diamondYearly / 2);
    expect(report.key_metrics.ltv).toBe(diamondYearly / 2 / 0.5);
    const backwards = await call(
      manager,
      'GET',
      '/api/admin/subscriptions/revenue?start_date=2026-11-30&end_date=2026-10-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(expectCleanError(backwards.body).message).toContain('開始日期不能晚於結束日期');
  });
});

// Saturday 14 Nov 2026 in Taipei: the last session is Friday's, whose stored close is the mark.
const saturday = '2026-11-14T04:00:00Z';
describe('trading', () => {
  let x: SignedInMember;
  let y: SignedInMember;
  let trader: TestStaff;
  beforeEach(() => clock.set(saturday));
  beforeAll(async () => {
    clock.set(saturday);
    trader = await buildStaffAccount(server, 'admin', { now: clock.now });
    await storeCloses(server, '2330', {
      '2026-11-02': 600,
      '2026-11-03': 610,
      '2026-11-04': 620,
      '2026-11-05': 615,
      '2026-11-13': 630,
    });
    await storeCloses(server, '2317', {
      '2026-11-02': 150,
      '2026-11-03': 152,
      '2026-11-04': 155,
      '2026-11-05': 158,
      '2026-11-13': 160,
    });
    x = await memberOn(server, 'gold');
    y = await memberOn(server, 'diamond');
    const px = (await createPortfolio(server, x)).id;
    const py = (await createPortfolio(server, y)).id;
    for (const [member, id, body] of [
      [x, px, { type: 'buy', date: '2026-11-02', symbol: '2330', shares: 1000, price: 600 }],
      [y, py, { type: 'buy', date: '2026-11-03', symbol: '2317', shares: 2000, price: 152 }],
      [y, py, { type: 'buy', date: '2026-11-04', symbol: '2330', shares: 500, price: 620 }],
    ] as const) {
      const response = await api(server, member).post(`/api/simple-portfolios/${id}/transactions`, body);
      expect(response.statusCode, response.body).toBe(201);
    }
  }, 120_000);

  it('orders from members’ transactions, filtered by status, member and symbol', async () => {
    const all = (await call(trader, 'GET', '/api/admin/trading/orders')).json();
    expect(all.total).toBe(3);
    expect(all.orders[0]).toMatchObject({
      symbol: '2330',
      order_type: 'buy',
      quantity: 500,
      price: 620,
      value: 310_000,
      status: 'executed',
    });
    const bySymbol = (await call(trader, 'GET', '/api/admin/trading/orders?symbol=2330')).json();
    expect(bySymbol.total).toBe(2);
    const byMember = (await call(trader, 'GET', `/api/admin/trading/orders?user_id=${x.userId}`)).json();
    expect(byMember.orders.map((o: { quantity: number }) => o.quantity)).toEqual([1000]);
    const pending = (await call(trader, 'GET', '/api/admin/trading/orders?status=pending')).json();
    expect(pending.total).toBe(0);
    const bad = await call(trader, 'GET', '/api/admin/trading/orders?status=filled');
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad.body).message).toContain('狀態須為 executed、pending 或 cancelled');
  });

  it('stats sum the recorded trades', async () => {
    const { stats } = (await call(trader, 'GET', '/api/admin/trading/stats')).json();
    expect(stats).toMatchObject({
      total_orders: 3,
      executed_orders: 3,
      pending_orders: 0,
      total_volume: 3500,
      total_value: 600_000 + 304_000 + 310_000,
      members: 2,
      avg_execution_time: null,
    });
  });

  it('risk metrics: exposure and concentration at the last close; at the last close', async () => {
    const response = await call(trader, 'GET', '/api/admin/trading/risk-metrics');
    expect(response.statusCode, response.body).toBe(200);
    const { metrics } = response.json();
    // 1,500 × 630 + 2,000 × 160.
    expect(metrics.total_exposure).toBe(945_000 + 320_000);
    expect(metrics.concentration_by_symbol).toEqual([
      { key: '2330', value: 945_000, weight: 945_000 / 1_265_000 },
      { key: '2317', value: 320_000, weight: 320_000 / 1_265_000 },
    ]);
    expect(metrics.concentration_by_member).toEqual([
      { key: y.userId, value: 635_000, weight: 635_000 / 1_265_000 },
      { key: x.userId, value: 630_000, weight: 630_000 / 1_265_000 },
    ]);
    // The return figures are core's golden-tested formulas; here the index history is the market
    // simulator's, which the answer says.
    expect(metrics.simulated).toBe(true);
    expect(metrics.return_days).toBeGreaterThan(0);
  });
});

describe('permissions', () => {
  it('each area answers only the roles that hold it', async () => {
    expect((await call(finance, 'GET', '/api/admin/subscriptions/stats')).statusCode).toBe(403);
    expect((await call(manager, 'GET', '/api/admin/finance/overview')).statusCode).toBe(403);
    expect(
      (
        await call(manager, 'POST', '/api/admin/finance/records', {
          type: 'income',
          category: 'x',
          amount: 1,
          date: '2026-11-01',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(readonly, 'GET', '/api/admin/trading/risk-metrics')).statusCode).toBe(403);
    expect((await call(finance, 'GET', '/api/admin/trading/orders')).statusCode).toBe(403);
    const guest = await server.app.inject({
      method: 'GET',
      url: '/api/admin/finance/overview',
      remoteAddress: randomIp(),
    });
    expect(guest.statusCode).toBe(401);
  });
});
