import { and, eq, einvoiceStandinInvoices, einvoices } from '@alphadesk/db';
import type { SignedInUser } from '../../../testing/auth.ts';
import { randomIp } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/server.ts';
import { ecpayTestMerchant } from '../config.ts';
import { createEinvoiceClient } from '../provider.ts';
import { loopbackJsonTransport, type JsonTransport } from '../transport.ts';

/** Sets a member's invoice choice through the API. */
export function putPreference(server: TestServer, user: Pick<SignedInUser, 'headers'>, payload: object) {
  return server.app.inject({
    method: 'PUT',
    url: '/api/v1/einvoice/preference',
    headers: user.headers,
    remoteAddress: randomIp(),
    payload,
  });
}

export async function invoiceRow(server: TestServer, orderNumber: string) {
  const [row] = await server.database.db
    .select()
    .from(einvoices)
    .where(eq(einvoices.orderNumber, orderNumber));
  return row ?? null;
}

/** What the stand-in provider has issued under an order number (its own books). */
export async function providerInvoices(server: TestServer, orderNumber: string) {
  return server.database.db
    .select()
    .from(einvoiceStandinInvoices)
    .where(
      and(
        eq(einvoiceStandinInvoices.merchantId, ecpayTestMerchant.merchantId),
        eq(einvoiceStandinInvoices.relateNumber, orderNumber),
      ),
    );
}

/** A client of the server's built-in stand-in, through the app, optionally behind a faulty wire. */
export function standinClient(server: TestServer, wrap: (inner: JsonTransport) => JsonTransport = (t) => t) {
  const origin = new URL(server.config.publicBaseUrl).origin;
  const loopback = loopbackJsonTransport(origin, {
    post: () => Promise.reject(new Error('no network in tests')),
  });
  loopback.attach(server.app);
  return createEinvoiceClient({
    merchantId: ecpayTestMerchant.merchantId,
    keys: ecpayTestMerchant.keys,
    apiBase: `${origin}/einvoice-standin`,
    transport: wrap(loopback),
    now: () => new Date(),
  });
}
