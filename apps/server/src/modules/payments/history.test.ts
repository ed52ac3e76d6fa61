import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentListResponse, type PaymentFormResponse } from '@alphadesk/contracts';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildMember, type SignedInMember } from '../../testing/factories.ts';
import { startFakePayuni, type FakePayuni } from './testing/fake-payuni.ts';
import {
  buyPlan,
  createPayment,
  paidTrade,
  sendNotify,
  signInAgain,
  testKeys,
  testMerchantId,
  standInEnv,
} from '../../testing/payment-flows.ts';

const fontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

describe('payment history, stats and receipts', () => {
  let fake: FakePayuni;
  let server: TestServer;
  const clock = createTestClock('2026-11-21T02:00:00Z');
  // The story below ends on 5 Jan 2027; every test reads it from that day.
  const storyEnd = '2027-01-05T02:00:00Z';
  beforeEach(() => clock.set(storyEnd));
  let member: SignedInMember;
  let other: SignedInMember;
  const placed: Record<string, PaymentFormResponse> = {};

  beforeAll(async () => {
    fake = await startFakePayuni(testMerchantId, testKeys, ({ params }) => ({
      Status: 'SUCCESS',
      MerID: testMerchantId,
      TradeNo: params.TradeNo ?? '',
    }));
    server = await createTestServer({ env: standInEnv(fake.url), now: clock.now });
    member = await buildMember(server);
    other = await buildMember(server);
    // 21 Nov 2026: a diamond payment fails, then gold is bought.
    placed.failed = (
      await createPayment(server, member, { tier_type: 'diamond', billing_cycle: 'monthly' })
    ).json();
    await sendNotify(server, {
      ...paidTrade(placed.failed!.order_number, 4999),
      Status: 'UNAPPROVED',
      TradeStatus: 2,
    });
    clock.advance(60_000);
    placed.gold = await buyPlan(server, member, 'gold');
    // 5 Jan 2027: the member renews by hand, then asks for NT$500 back.
    clock.set(storyEnd);
    member = await signInAgain(server, member);
    other = await signInAgain(server, other);
    placed.renewal = await buyPlan(server, member, 'gold');
    const refund = await server.app.inject({
      method: 'POST',
      url: `/api/payments/${placed.renewal.order_number}/refund`,
      headers: member.headers,
      payload: { amount: 500 },
    });
    expect(refund.statusCode, refund.body).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const list = (user: SignedInMember, query = '') =>
    server.app.inject({ method: 'GET', url: `/api/payments${query}`, headers: user.headers });

  it('lists the caller’s payments with computed stats', async () => {
    const response = await list(member);
    expect(response.statusCode).toBe(200);
    const body = PaymentListResponse.parse(response.json());
    expect(body.payments.map((payment) => [payment.id, payment.status])).toEqual([
      [placed.renewal!.order_number, 'partially_refunded'],
      [placed.gold!.order_number, 'completed'],
      [placed.failed!.order_number, 'failed'],
    ]);
    expect(body.payments[0]).toMatchObject({
      amount: 1999,
      currency: 'TWD',
      tier: 'gold',
      purpose: 'renewal',
      paymentMethod: 'credit_card',
      cardLast4: '4242',
      transactionId: `T${placed.renewal!.order_number}`,
      invoiceUrl: `/api/payments/${placed.renewal!.order_number}/receipt.pdf`,
      description: 'AlphaDesk 黃金會員 月繳（續訂）',
      refundAmount: 500,
      refundDate: '2027-01-05T02:00:00.000Z',
      refundable: true,
      refundableAmount: 1499,
      retryable: false,
    });
    expect(body.payments[2]).toMatchObject({
      retryable: true,
      invoiceUrl: null,
      transactionId: null,
      refundable: false,
    });
    // 1,999 + (1,999 − 500) over Nov 2026 … Jan 2027 (3 Taipei months).
    expect(body.stats).toEqual({
      totalPaid: 3498,
      totalTransactions: 2,
      averageMonthly: 1166,
      memberSince: '2026-11-21T02:01:00.000Z',
    });
    expect(body.years).toEqual([2027, 2026]);
  });

  it('filters by year, status and text without changing the stats', async () => {
    const ids = async (query: string) =>
      PaymentListResponse.parse((await list(member, query)).json()).payments.map((payment) => payment.id);
    expect(await ids('?year=2027')).toEqual([placed.renewal!.order_number]);
    expect(await ids('?status=failed')).toEqual([placed.failed!.order_number]);
    expect(await ids(`?q=t${placed.gold!.order_number.toLowerCase()}`)).toEqual([placed.gold!.order_number]);
    expect(await ids(`?q=${encodeURIComponent('鑽石')}`)).toEqual([placed.failed!.order_number]);
    expect(await ids('?q=%20%20')).toHaveLength(3);
    expect(await ids('?limit=1&offset=1')).toEqual([placed.gold!.order_number]);
    const filtered = PaymentListResponse.parse((await list(member, '?status=failed')).json());
    expect(filtered.stats.totalPaid).toBe(3498);
  });

  it('shows nobody else’s payments', async () => {
    const body = PaymentListResponse.parse((await list(other)).json());
    expect(body).toMatchObject({ payments: [], total: 0, years: [] });
    expect(body.stats).toEqual({ totalPaid: 0, totalTransactions: 0, averageMonthly: 0, memberSince: null });
  });

  it('answers bad filters with zh-TW 400s', async () => {
    expect(expectCleanError((await list(member, '?year=abc')).body).code).toBe('VALIDATION_FAILED');
    expect(expectCleanError((await list(member, '?year=1999')).body).message).toBe('年份無效');
    expect(expectCleanError((await list(member, '?status=paid')).body).message).toBe('付款狀態無效');
    expect(expectCleanError((await list(member, `?q=${'x'.repeat(101)}`)).body).message).toBe('搜尋文字過長');
    expect(expectCleanError((await list(member, '?sort=amount')).body).message).toContain('無法識別');
  });

  it('renders a PDF receipt with a CJK font for the owner only', async () => {
    expect(existsSync(fontPath), `${fontPath} is missing: install fonts-noto-cjk`).toBe(true);
    const receipt = (user: SignedInMember, id: string) =>
      server.app.inject({ method: 'GET', url: `/api/payments/${id}/receipt.pdf`, headers: user.headers });
    const response = await receipt(member, placed.renewal!.order_number);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `alphadesk-receipt-${placed.renewal!.order_number}.pdf`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\+NotoSansCJKtc-Regular/); // the embedded (subset) CJK face
    expect(pdf.length).toBeLessThan(200_000);

    expect((await receipt(other, placed.renewal!.order_number)).statusCode).toBe(404);
    const unpaid = await receipt(member, placed.failed!.order_number);
    expect(unpaid.statusCode).toBe(400);
    expect(expectCleanError(unpaid.body).message).toBe('此筆付款尚未完成，無法下載收據');
  });
});

describe('receipts without the CJK font', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { RECEIPT_FONT_PATH: '/nonexistent/font.ttc' } });
  });
  afterAll(() => server?.close());

  it('answers a clear 503 instead of a broken PDF', async () => {
    const user = await buildMember(server);
    const order = await buyPlan(server, user);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/payments/${order.order_number}/receipt.pdf`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(expectCleanError(response.body).message).toBe('收據字型未安裝，暫時無法產生 PDF 收據');
  });
});
