import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { EinvoiceProtocolError } from './protocol.ts';
import type { IssueRequest } from './provider.ts';
import { providerInvoices, standinClient } from './testing/flows.ts';

const request = (relate: string, extra: Partial<IssueRequest> = {}): IssueRequest => ({
  RelateNumber: relate,
  CustomerID: '',
  CustomerIdentifier: '',
  CustomerName: "O'Neil ~ 王 小明",
  CustomerAddr: '',
  CustomerPhone: '',
  CustomerEmail: 'member@example.com',
  Print: '0',
  Donation: '0',
  LoveCode: '',
  CarrierType: '3',
  CarrierNum: '/ABC1234',
  SalesAmount: 499,
  items: [{ name: "AlphaDesk 黃金會員 月繳 ~ 'pro'", count: 1, word: '式', price: 499 }],
  ...extra,
});

/** Our adapter against the built-in stand-in, over the app as a network request would go. */
describe('e-invoice adapter and stand-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  it("issues, finds it again by order number, and keeps names with spaces, ~, ' and Chinese intact", async () => {
    const client = standinClient(server);
    const relate = `T${Date.now()}A`;
    const issued = await client.issue(request(relate));
    expect(issued).toMatchObject({
      ok: true,
      invoiceNumber: expect.stringMatching(/^[A-Z]{2}\d{8}$/),
      randomNumber: expect.stringMatching(/^\d{4}$/),
    });
    const found = await client.getIssue(relate);
    expect(found).toMatchObject({
      invoiceNumber: (issued as { invoiceNumber: string }).invoiceNumber,
      voided: false,
      amount: 499,
    });
    const [stored] = await providerInvoices(server, relate);
    expect(stored!.request).toMatchObject({
      CustomerName: "O'Neil ~ 王 小明",
      Items: [{ ItemName: "AlphaDesk 黃金會員 月繳 ~ 'pro'" }],
    });
    expect(await client.getIssue(`${relate}-none`)).toBeNull();
  });

  it('refuses a repeated order number and a request breaking the rules between fields', async () => {
    const client = standinClient(server);
    const relate = `T${Date.now()}B`;
    expect((await client.issue(request(relate))).ok).toBe(true);
    expect(await client.issue(request(relate))).toMatchObject({ ok: false, code: 4000003 });
    const printedCarrier = await client.issue(request(`${relate}2`, { Print: '1' }));
    expect(printedCarrier).toMatchObject({
      ok: false,
      message: expect.stringContaining('CARRIER_FORBIDS_PRINT'),
    });
    expect(await providerInvoices(server, `${relate}2`)).toHaveLength(0);
  });

  it('checks mobile barcodes and love codes', async () => {
    const client = standinClient(server);
    expect(await client.checkBarcode('/ABC1234')).toBe('exists');
    expect(await client.checkBarcode('/ABC0000')).toBe('missing');
    expect(await client.checkLoveCode('168001')).toBe('exists');
    expect(await client.checkLoveCode('1230000')).toBe('missing');
  });

  it('refuses a tampered answer and one for another merchant, and nothing is trusted from them', async () => {
    const tampering = standinClient(server, (inner) => ({
      async post(url, body) {
        const response = await inner.post(url, body);
        const envelope = JSON.parse(response.body) as { Data: string };
        const middle = Math.floor(envelope.Data.length / 2);
        const flipped = envelope.Data[middle] === 'A' ? 'B' : 'A';
        envelope.Data = envelope.Data.slice(0, middle) + flipped + envelope.Data.slice(middle + 1);
        return { status: 200, body: JSON.stringify(envelope) };
      },
    }));
    await expect(tampering.checkLoveCode('168001')).rejects.toThrow(EinvoiceProtocolError);
    const foreign = standinClient(server, (inner) => ({
      async post(url, body) {
        const response = await inner.post(url, body);
        return { status: 200, body: JSON.stringify({ ...JSON.parse(response.body), MerchantID: '3000000' }) };
      },
    }));
    await expect(foreign.checkBarcode('/ABC1234')).rejects.toThrow(EinvoiceProtocolError);
  });
});
