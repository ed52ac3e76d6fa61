import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EinvoiceSummary } from '@alphadesk/contracts';
import { createTestClock } from '../../testing/clock.ts';
import { buildMember, randomIp, type SignedInMember } from '../../testing/factories.ts';
import { buyThroughSandbox, signInAgain } from '../../testing/payment-flows.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { putPreference } from '../einvoice/testing/flows.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';

/**
 * The finance screen's e-invoice listing: issued invoices, voids and allowances, filtered and paged.
 * Payments go through the built-in PayUni sandbox and invoices through the built-in ECPay stand-in.
 */
describe('GET /api/admin/finance/invoices', () => {
  let server: TestServer;
  let finance: TestStaff;
  // 10 Dec 2026 10:00 Taipei: the Nov–Dec filing period.
  const clock = createTestClock('2026-12-10T02:00:00Z');
  beforeEach(() => clock.reset());
  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
    finance = await buildStaffAccount(server, 'finance', { now: clock.now });
  });
  afterAll(() => server?.close());

  const list = (staff: Pick<TestStaff, 'headers'>, query: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/admin/finance/invoices?${query}`,
      headers: staff.headers,
      remoteAddress: randomIp(),
    });

  async function issuedInvoice(preference: object) {
    const user = await buildMember(server);
    expect((await putPreference(server, user, preference)).statusCode).toBe(200);
    const order = await buyThroughSandbox(server, user);
    expect(await server.services.einvoices.issue(order.order_number)).toBe('issued');
    return { user, orderNumber: order.order_number, amount: order.amount };
  }

  async function refundInFull(user: SignedInMember, orderNumber: string) {
    const refunded = await server.app.inject({
      method: 'POST',
      url: `/api/payments/${orderNumber}/refund`,
      headers: (await signInAgain(server, user)).headers,
      remoteAddress: randomIp(),
      payload: {},
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The sweep carries out adjustments that waited five minutes (their own job would have run).
    clock.advance(6 * 60 * 1000);
    await server.services.einvoices.sweep();
  }

  async function only(
    query: string,
    staff: Pick<TestStaff, 'headers'> = finance,
  ): Promise<{ invoices: EinvoiceSummary[]; total: number }> {
    const response = await list(staff, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('finds an invoice by its number or its order number, with its carrier, amount and date', async () => {
    const { orderNumber, amount } = await issuedInvoice({
      kind: 'mobile-barcode',
      carrierNumber: '/ABC1234',
    });
    const byOrder = await only(`search=${orderNumber}`);
    expect(byOrder.total).toBe(1);
    const [invoice] = byOrder.invoices;
    expect(invoice).toMatchObject({
      orderNumber,
      status: 'issued',
      amount,
      invoiceNumber: expect.stringMatching(/^[A-Z]{2}\d{8}$/),
      destination: { kind: 'mobile-barcode', carrierNumber: '/ABC1234' },
      testMode: true,
      adjustments: [],
    });
    expect(Date.parse(invoice!.invoiceDate!)).toBe(clock.now().getTime() - (clock.now().getTime() % 1000));
    const byNumber = await only(`search=${invoice!.invoiceNumber!.toLowerCase()}`);
    expect(byNumber).toMatchObject({ total: 1, invoices: [{ orderNumber }] });
    expect(await only('search=ZZ99999999')).toMatchObject({ total: 0, invoices: [] });
  });

  it('a refund in the same period is listed as voided, one in a later period as an allowance', async () => {
    const voided = await issuedInvoice({ kind: 'donation', loveCode: '168001' });
    await refundInFull(voided.user, voided.orderNumber);
    clock.set('2026-12-25T02:00:00Z');
    const allowed = await issuedInvoice({ kind: 'member-carrier' });
    clock.set('2027-01-02T02:00:00Z');
    await refundInFull(allowed.user, allowed.orderNumber);
    // Signed in now: a staff session does not outlive the weeks this story skips.
    const staff = await buildStaffAccount(server, 'finance', { now: clock.now });

    const voids = await only('status=voided&limit=100', staff);
    const voidRow = voids.invoices.find((row) => row.orderNumber === voided.orderNumber);
    expect(voidRow).toMatchObject({
      status: 'voided',
      destination: { kind: 'donation', loveCode: '168001' },
      adjustments: [{ kind: 'void', status: 'done', amount: voided.amount }],
    });
    expect(voids.invoices.every((row) => row.status === 'voided')).toBe(true);
    expect(voids.invoices.some((row) => row.orderNumber === allowed.orderNumber)).toBe(false);

    const allowances = await only('status=allowance&limit=100', staff);
    const allowanceRow = allowances.invoices.find((row) => row.orderNumber === allowed.orderNumber);
    expect(allowanceRow).toMatchObject({
      status: 'issued',
      adjustments: [{ kind: 'allowance', status: 'done', amount: allowed.amount }],
    });
    expect(allowanceRow!.adjustments[0]!.allowanceNumber).toMatch(/^\d{16}$/);
    expect(allowances.invoices.some((row) => row.orderNumber === voided.orderNumber)).toBe(false);
    expect(allowances.total).toBe(allowances.invoices.length);
  });

  it('pages newest first, and the total counts every match', async () => {
    clock.set('2030-03-01T02:00:00Z');
    const first = await issuedInvoice({ kind: 'member-carrier' });
    clock.set('2030-03-02T02:00:00Z');
    const second = await issuedInvoice({ kind: 'member-carrier' });
    clock.set('2030-03-03T02:00:00Z');
    const third = await issuedInvoice({ kind: 'member-carrier' });
    const staff = await buildStaffAccount(server, 'finance', { now: clock.now });
    const page1 = await only('date=2030-03-01&limit=2&page=1', staff);
    const page2 = await only('date=2030-03-01&limit=2&page=2', staff);
    expect(page1.total).toBe(3);
    expect(page1.invoices.map((row) => row.orderNumber)).toEqual([third.orderNumber, second.orderNumber]);
    expect(page2.invoices.map((row) => row.orderNumber)).toEqual([first.orderNumber]);
  });

  it('refuses bad filters with a zh-TW message, and staff without finance access', async () => {
    for (const query of ['status=refunded', 'search=%27%3B--', 'page=0', 'limit=500', 'date=2026-13-01']) {
      const response = await list(finance, query);
      expect(response.statusCode, query).toBe(400);
      expect(expectCleanError(response.body).message).toMatch(/[\u4e00-\u9fff]/);
    }
    const readonly = await buildStaffAccount(server, 'readonly', { now: clock.now });
    expect((await list(readonly, 'page=1')).statusCode).toBe(403);
    const member = await buildMember(server);
    expect((await list(member, 'page=1')).statusCode).toBe(401);
  });
});
