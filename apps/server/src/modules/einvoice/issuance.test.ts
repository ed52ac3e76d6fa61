import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '@alphadesk/db';
import { createTestClock } from '../../testing/clock.ts';
import { buildMember, randomIp, type SignedInMember } from '../../testing/factories.ts';
import { buyThroughSandbox, signInAgain } from '../../testing/payment-flows.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { qrSvg } from './qr-svg.ts';
import { invoiceRow, providerInvoices, putPreference } from './testing/flows.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * Payments through the built-in PayUni sandbox, invoices through the built-in ECPay stand-in: both
 * speak their provider's wire protocol, so everything between them is the production code.
 */
describe('e-invoice issuance and refunds', () => {
  let server: TestServer;
  // 10 Nov 2026 10:00 Taipei: the Nov–Dec filing period.
  const clock = createTestClock('2026-11-10T02:00:00Z');
  beforeEach(() => clock.reset());
  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
    await server.database.db.execute(sql`
      create function simulated_einvoice_crash() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash after the provider issued'; end $$`);
  });
  afterAll(() => server?.close());

  async function paidMember(preference: object = { kind: 'mobile-barcode', carrierNumber: '/ABC1234' }) {
    const user = await buildMember(server);
    expect((await putPreference(server, user, preference)).statusCode).toBe(200);
    const order = await buyThroughSandbox(server, user);
    return { user, orderNumber: order.order_number, amount: order.amount };
  }

  const refund = (user: SignedInMember, orderNumber: string, payload?: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/payments/${orderNumber}/refund`,
      headers: user.headers,
      remoteAddress: randomIp(),
      ...(payload ? { payload } : {}),
    });

  it('a paid order gets exactly one invoice, to the chosen carrier, even when the job runs twice', async () => {
    const { orderNumber, amount } = await paidMember();
    const pending = await invoiceRow(server, orderNumber);
    expect(pending).toMatchObject({
      status: 'pending',
      amount,
      destination: { kind: 'mobile-barcode', carrierNumber: '/ABC1234' },
    });

    expect(await server.services.einvoices.issue(orderNumber)).toBe('issued');
    expect(await server.services.einvoices.issue(orderNumber)).toBe('already');
    const [first, second] = await Promise.all([
      server.services.einvoices.issue(orderNumber),
      server.services.einvoices.issue(orderNumber),
    ]);
    expect([first, second]).toEqual(['already', 'already']);

    const issued = await invoiceRow(server, orderNumber);
    const atProvider = await providerInvoices(server, orderNumber);
    expect(atProvider).toHaveLength(1);
    expect(issued).toMatchObject({
      status: 'issued',
      invoiceNumber: atProvider[0]!.invoiceNumber,
      randomNumber: atProvider[0]!.randomNumber,
    });
    expect(issued!.invoiceNumber).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(atProvider[0]!.request).toMatchObject({
      CarrierType: '3',
      CarrierNum: '/ABC1234',
      Print: '0',
      SalesAmount: amount,
    });
  });

  it('killed after the provider issued but before our write: GetIssue finds it, no second invoice', async () => {
    const { orderNumber } = await paidMember({ kind: 'donation', loveCode: '168001' });
    const db = server.database.db;
    await db.execute(sql`create trigger einvoice_crash before update on einvoices for each row
      when (new.status = 'issued') execute function simulated_einvoice_crash()`);
    try {
      await expect(server.services.einvoices.issue(orderNumber)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger einvoice_crash on einvoices`);
    }
    expect(await invoiceRow(server, orderNumber)).toMatchObject({ status: 'pending', invoiceNumber: null });
    expect(await providerInvoices(server, orderNumber)).toHaveLength(1);

    expect(await server.services.einvoices.issue(orderNumber)).toBe('reconciled');
    const atProvider = await providerInvoices(server, orderNumber);
    expect(atProvider).toHaveLength(1);
    expect(await invoiceRow(server, orderNumber)).toMatchObject({
      status: 'issued',
      invoiceNumber: atProvider[0]!.invoiceNumber,
    });
  });

  it('the sweep issues an invoice whose job was lost', async () => {
    const { orderNumber } = await paidMember({ kind: 'member-carrier' });
    clock.advance(10 * 60 * 1000);
    const report = await server.services.einvoices.sweep();
    expect(report.invoices).toBeGreaterThanOrEqual(1);
    expect(await invoiceRow(server, orderNumber)).toMatchObject({ status: 'issued' });
    expect(await providerInvoices(server, orderNumber)).toHaveLength(1);
  });

  it('a full refund in the same filing period voids the invoice', async () => {
    const { user, orderNumber } = await paidMember();
    await server.services.einvoices.issue(orderNumber);
    clock.advance(3 * day);
    const refunded = await refund(await signInAgain(server, user), orderNumber);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const adjustmentId = await refundIdOf(orderNumber);
    expect(await server.services.einvoices.adjust(adjustmentId)).toBe('voided');
    expect(await server.services.einvoices.adjust(adjustmentId)).toBe('already');
    expect(await invoiceRow(server, orderNumber)).toMatchObject({ status: 'voided' });
    expect((await providerInvoices(server, orderNumber))[0]!.invalidAt).not.toBeNull();
    const finance = await server.services.einvoices.financeList({ status: 'voided', limit: 500, offset: 0 });
    expect(finance.invoices.find((item) => item.orderNumber === orderNumber)).toMatchObject({
      adjustments: [{ kind: 'void', status: 'done' }],
    });

    const list = await server.app.inject({
      method: 'GET',
      url: '/api/v1/einvoices',
      headers: (await signInAgain(server, user)).headers,
    });
    const invoice = (
      list.json() as { invoices: { orderNumber: string; status: string; adjustments: { kind: string }[] }[] }
    ).invoices.find((item) => item.orderNumber === orderNumber);
    expect(invoice).toMatchObject({ status: 'voided', adjustments: [{ kind: 'void', status: 'done' }] });
  });

  it('the member’s invoice page carries both QR codes as SVG images of their texts', async () => {
    const { user, orderNumber } = await paidMember();
    await server.services.einvoices.issue(orderNumber);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/einvoices/${orderNumber}`,
      headers: user.headers,
      remoteAddress: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { certificate } = response.json() as {
      certificate: { qrLeft: string; qrRight: string; qrLeftSvg: string; qrRightSvg: string };
    };
    expect(certificate.qrLeft.startsWith((await invoiceRow(server, orderNumber))!.invoiceNumber!)).toBe(true);
    expect(certificate.qrRight.startsWith('**')).toBe(true);
    expect(certificate.qrLeftSvg).toBe(qrSvg(certificate.qrLeft));
    expect(certificate.qrRightSvg).toBe(qrSvg(certificate.qrRight));
    expect(certificate.qrLeftSvg).not.toBe(certificate.qrRightSvg);
  });

  it('a full refund in a later filing period is an allowance of the refunded amount', async () => {
    // 25 Dec: the refund on 2 Jan falls in the next period (Jan–Feb), within the 30-day refund window.
    clock.set('2026-12-25T02:00:00Z');
    const { user, orderNumber, amount } = await paidMember();
    await server.services.einvoices.issue(orderNumber);
    clock.set('2027-01-02T02:00:00Z');
    const refunded = await refund(await signInAgain(server, user), orderNumber);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await server.services.einvoices.adjust(await refundIdOf(orderNumber))).toBe('allowance');
    expect(await invoiceRow(server, orderNumber)).toMatchObject({ status: 'issued' });
    const [atProvider] = await providerInvoices(server, orderNumber);
    expect(atProvider).toMatchObject({ invalidAt: null, remainingAmount: 0 });
    expect(atProvider!.allowances).toEqual([expect.objectContaining({ amount })]);
  });

  it('a partial refund in the same period is an allowance, not a void', async () => {
    const { user, orderNumber, amount } = await paidMember();
    await server.services.einvoices.issue(orderNumber);
    const refunded = await refund(await signInAgain(server, user), orderNumber, { amount: 100 });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await server.services.einvoices.adjust(await refundIdOf(orderNumber))).toBe('allowance');
    const [atProvider] = await providerInvoices(server, orderNumber);
    expect(atProvider).toMatchObject({ invalidAt: null, remainingAmount: amount - 100 });
  });

  it('a refund before the invoice was issued issues it first, then voids it', async () => {
    const { user, orderNumber } = await paidMember();
    const refunded = await refund(await signInAgain(server, user), orderNumber);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await server.services.einvoices.adjust(await refundIdOf(orderNumber))).toBe('voided');
    expect(await providerInvoices(server, orderNumber)).toHaveLength(1);
    expect(await invoiceRow(server, orderNumber)).toMatchObject({ status: 'voided' });
  });

  async function refundIdOf(orderNumber: string): Promise<string> {
    const rows = await server.database.db.execute<{ refund_id: string }>(sql`
      select a.refund_id from einvoice_adjustments a join einvoices e on e.id = a.einvoice_id
      where e.order_number = ${orderNumber} order by a.created_at desc limit 1`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { refund_id: string }[] }).rows) as {
      refund_id: string;
    }[];
    return list[0]!.refund_id;
  }
});
