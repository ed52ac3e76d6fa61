import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { buyThroughSandbox } from '../../testing/payment-flows.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { invoiceRow, providerInvoices, putPreference } from './testing/flows.ts';

/** The real queue (pg-boss on the test database): a payment's invoice and a refund's void as jobs. */
describe('e-invoice jobs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ withQueue: true });
  });
  afterAll(() => server?.close());

  async function until(done: () => Promise<boolean>) {
    // Up to 15 s for the worker; the assertions after this decide the outcome.
    for (let i = 0; i < 60 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 250));
  }

  it('issues the invoice after the payment and voids it after a full refund, without being asked', async () => {
    const user = await buildMember(server);
    await putPreference(server, user, { kind: 'citizen-certificate', carrierNumber: 'AB12345678901234' });
    const order = await buyThroughSandbox(server, user);
    await until(async () => (await invoiceRow(server, order.order_number))?.status === 'issued');
    expect(await invoiceRow(server, order.order_number)).toMatchObject({ status: 'issued' });
    expect(await providerInvoices(server, order.order_number)).toHaveLength(1);

    const refunded = await server.app.inject({
      method: 'POST',
      url: `/api/payments/${order.order_number}/refund`,
      headers: user.headers,
      remoteAddress: randomIp(),
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await until(async () => (await invoiceRow(server, order.order_number))?.status === 'voided');
    expect(await invoiceRow(server, order.order_number)).toMatchObject({ status: 'voided' });
    expect((await providerInvoices(server, order.order_number))[0]!.invalidAt).not.toBeNull();
  });
});
