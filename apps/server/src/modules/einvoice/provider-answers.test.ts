import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { ecpayTestMerchant } from './config.ts';
import { EinvoiceProtocolError, decryptData, openEnvelope, sealResponse } from './protocol.ts';
import { createEinvoiceClient, type IssueRequest } from './provider.ts';
import type { JsonTransport } from './transport.ts';
import { providerInvoices, standinClient } from './testing/flows.ts';

/*
 * The answers below are written literally with the field names and formats of ECPay's B2C e-invoice
 * API responses (Issue, GetIssue, Invalid, Allowance, CheckBarcode, CheckLoveCode), not from our
 * adapter or stand-in, so a misspelt field on either side fails here.
 */
const { merchantId, keys } = ecpayTestMerchant;
const apiBase = 'https://einvoice-stage.ecpay.com.tw';

/** A provider on the wire that answers every call with one documented Data object. */
function answering(data: Record<string, unknown>) {
  const calls: Array<{ url: string; data: Record<string, unknown> }> = [];
  const transport: JsonTransport = {
    async post(url, body) {
      const envelope = body as { Data: string };
      calls.push({ url, data: decryptData(envelope.Data, keys) });
      return { status: 200, body: JSON.stringify(sealResponse(merchantId, data, keys, new Date())) };
    },
  };
  const client = createEinvoiceClient({ merchantId, keys, apiBase, transport, now: () => new Date() });
  return { client, calls };
}

const issueRequest: IssueRequest = {
  RelateNumber: 'AD20260617A1',
  CustomerID: '',
  CustomerIdentifier: '',
  CustomerName: '王小明',
  CustomerAddr: '',
  CustomerPhone: '',
  CustomerEmail: 'member@example.com',
  Print: '0',
  Donation: '0',
  LoveCode: '',
  CarrierType: '3',
  CarrierNum: '/ABC1234',
  SalesAmount: 499,
  items: [{ name: '黃金會員 月繳', count: 1, word: '式', price: 499 }],
};

describe('e-invoice adapter reads documented answers', () => {
  it('Issue: InvoiceNo, InvoiceDate and RandomNumber', async () => {
    const { client, calls } = answering({
      RtnCode: 1,
      RtnMsg: '開立發票成功',
      InvoiceNo: 'JU11082062',
      InvoiceDate: '2026-06-17 21:50:05',
      RandomNumber: '7031',
    });
    const issued = await client.issue(issueRequest);
    expect(issued).toEqual({
      ok: true,
      invoiceNumber: 'JU11082062',
      // 21:50:05 in Taipei (UTC+8).
      invoiceDate: new Date('2026-06-17T13:50:05Z'),
      randomNumber: '7031',
    });
    expect(calls[0]!.url).toBe(`${apiBase}/B2CInvoice/Issue`);
  });

  it('GetIssue: the IIS_ fields, amounts sent as strings, and an empty remaining amount', async () => {
    const documented = {
      RtnCode: 1,
      RtnMsg: '查詢成功',
      IIS_Mer_ID: '2000132',
      IIS_Number: 'JU11083134',
      IIS_Relate_Number: 'AD20260617A1',
      IIS_Customer_ID: '',
      IIS_Identifier: '0000000000',
      IIS_Category: 'B2C',
      IIS_Type: '07',
      IIS_Tax_Type: '1',
      IIS_Tax_Amount: '0',
      IIS_Sales_Amount: '499',
      IIS_Carrier_Type: '3',
      IIS_Carrier_Num: '/ABC1234',
      IIS_Love_Code: '',
      IIS_Create_Date: '2026-06-17 22:17:00',
      IIS_Issue_Status: '1',
      IIS_Invalid_Status: '1',
      IIS_Upload_Status: '1',
      IIS_Print_Flag: '0',
      IIS_Random_Number: '0456',
      IIS_Remain_Allowance_Amt: '',
      Items: [
        {
          ItemSeq: 1,
          ItemName: '黃金會員 月繳',
          ItemCount: 1,
          ItemWord: '式',
          ItemPrice: 499,
          ItemAmount: 499,
        },
      ],
    };
    const { client, calls } = answering(documented);
    expect(await client.getIssue('AD20260617A1')).toEqual({
      invoiceNumber: 'JU11083134',
      invoiceDate: new Date('2026-06-17T14:17:00Z'),
      randomNumber: '0456',
      voided: true,
      amount: 499,
      remaining: null,
    });
    expect(calls[0]!.data).toMatchObject({ MerchantID: merchantId, RelateNumber: 'AD20260617A1' });

    const afterAllowance = answering({
      ...documented,
      IIS_Invalid_Status: '0',
      IIS_Remain_Allowance_Amt: 120,
    });
    expect(await afterAllowance.client.getIssue('AD20260617A1')).toMatchObject({
      voided: false,
      remaining: 120,
    });
  });

  it('GetIssue about another order is refused', async () => {
    const { client } = answering({
      RtnCode: 1,
      RtnMsg: '查詢成功',
      IIS_Number: 'JU11083134',
      IIS_Relate_Number: 'SOMEONE-ELSE',
      IIS_Create_Date: '2026-06-17 22:17:00',
      IIS_Random_Number: '0456',
      IIS_Sales_Amount: 499,
      IIS_Invalid_Status: '0',
    });
    await expect(client.getIssue('AD20260617A1')).rejects.toThrow(EinvoiceProtocolError);
  });

  it('Invalid: RtnCode 1 with the voided InvoiceNo; a refusal keeps its code and message', async () => {
    const { client, calls } = answering({ RtnCode: 1, RtnMsg: '作廢發票成功', InvoiceNo: 'JU11082062' });
    const input = {
      invoiceNumber: 'JU11082062',
      invoiceDate: new Date('2026-06-17T13:50:05Z'),
      reason: '退款',
    };
    expect(await client.invalid(input)).toEqual({ ok: true });
    expect(calls[0]!.data).toMatchObject({
      InvoiceNo: 'JU11082062',
      InvoiceDate: '2026-06-17',
      Reason: '退款',
    });
    const refused = answering({ RtnCode: 5000003, RtnMsg: '已逾作廢期限' });
    expect(await refused.client.invalid(input)).toEqual({
      ok: false,
      code: 5000003,
      message: '已逾作廢期限',
    });
  });

  it('Allowance: IA_Allow_No and IA_Remain_Allowance_Amt (a number or a numeric string)', async () => {
    const input = {
      invoiceNumber: 'JU11082062',
      invoiceDate: new Date('2026-06-17T13:50:05Z'),
      amount: 100,
      itemName: '黃金會員 月繳',
      customerName: '',
      email: '',
    };
    const documented = {
      RtnCode: 1,
      RtnMsg: '開立折讓成功',
      IA_Allow_No: '2026081721545183',
      IA_Invoice_No: 'JU11082062',
      IA_Date: '2026-08-17 21:54:51',
      IA_Remain_Allowance_Amt: 399,
    };
    const { client, calls } = answering(documented);
    expect(await client.allowance(input)).toEqual({
      ok: true,
      allowanceNumber: '2026081721545183',
      remaining: 399,
    });
    expect(calls[0]!.data).toMatchObject({
      InvoiceNo: 'JU11082062',
      AllowanceAmount: 100,
      AllowanceNotify: 'N',
    });
    const asText = answering({ ...documented, IA_Remain_Allowance_Amt: '0' });
    expect(await asText.client.allowance(input)).toMatchObject({ ok: true, remaining: 0 });
    const otherInvoice = answering({ ...documented, IA_Invoice_No: 'JU99999999' });
    await expect(otherInvoice.client.allowance(input)).rejects.toThrow(EinvoiceProtocolError);
  });

  it('CheckBarcode and CheckLoveCode: IsExist Y or N', async () => {
    expect(
      await answering({ RtnCode: 1, RtnMsg: '執行成功', IsExist: 'Y' }).client.checkBarcode('/ABC1234'),
    ).toBe('exists');
    expect(
      await answering({ RtnCode: 1, RtnMsg: '執行成功', IsExist: 'N' }).client.checkLoveCode('168001'),
    ).toBe('missing');
    expect(await answering({ RtnCode: 9000001, RtnMsg: '系統錯誤' }).client.checkLoveCode('168001')).toBe(
      'unknown',
    );
  });
});

/** The stand-in's answers, opened without our adapter, carry the documented names and formats. */
describe('e-invoice stand-in answers as documented', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  /** A client of the stand-in that also keeps each decrypted answer as it came over the wire. */
  function recordingStandin() {
    const answers: Record<string, Record<string, unknown>> = {};
    const client = standinClient(server, (inner) => ({
      async post(url, body) {
        const response = await inner.post(url, body);
        const opened = openEnvelope(response.body, keys);
        answers[url.slice(url.lastIndexOf('/') + 1)] = opened.data ?? {};
        return response;
      },
    }));
    return { client, answers };
  }

  it('Issue, GetIssue, Allowance and Invalid answer with the documented fields', async () => {
    const { client, answers } = recordingStandin();
    const relate = `D${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const issued = await client.issue({ ...issueRequest, RelateNumber: relate });
    expect(issued.ok).toBe(true);
    expect(Object.keys(answers.Issue!).sort()).toEqual(
      ['RtnCode', 'RtnMsg', 'InvoiceNo', 'InvoiceDate', 'RandomNumber'].sort(),
    );
    expect(answers.Issue!.InvoiceDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await client.getIssue(relate);
    expect(answers.GetIssue).toMatchObject({
      RtnCode: 1,
      IIS_Number: answers.Issue!.InvoiceNo,
      IIS_Relate_Number: relate,
      IIS_Create_Date: answers.Issue!.InvoiceDate,
      IIS_Random_Number: answers.Issue!.RandomNumber,
      IIS_Sales_Amount: 499,
      IIS_Issue_Status: '1',
      IIS_Invalid_Status: '0',
      IIS_Remain_Allowance_Amt: 499,
    });

    const { invoiceNumber, invoiceDate } = issued as { invoiceNumber: string; invoiceDate: Date };
    await client.allowance({
      invoiceNumber,
      invoiceDate,
      amount: 99,
      itemName: '退款',
      customerName: '',
      email: '',
    });
    expect(Object.keys(answers.Allowance!).sort()).toEqual(
      ['RtnCode', 'RtnMsg', 'IA_Allow_No', 'IA_Invoice_No', 'IA_Date', 'IA_Remain_Allowance_Amt'].sort(),
    );
    expect(answers.Allowance).toMatchObject({ IA_Invoice_No: invoiceNumber, IA_Remain_Allowance_Amt: 400 });
    expect(answers.Allowance!.IA_Allow_No).toMatch(/^\d{16}$/);
    expect(answers.Allowance!.IA_Date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [stored] = await providerInvoices(server, relate);
    expect(stored!.remainingAmount).toBe(400);

    const second = await client.issue({ ...issueRequest, RelateNumber: `${relate}V` });
    const voidable = second as { invoiceNumber: string; invoiceDate: Date };
    await client.invalid({
      invoiceNumber: voidable.invoiceNumber,
      invoiceDate: voidable.invoiceDate,
      reason: '退款',
    });
    expect(answers.Invalid).toEqual({
      RtnCode: 1,
      RtnMsg: '作廢發票成功',
      InvoiceNo: voidable.invoiceNumber,
    });
  });

  it('CheckBarcode and CheckLoveCode answer with IsExist', async () => {
    const { client, answers } = recordingStandin();
    await client.checkBarcode('/ABC0000');
    await client.checkLoveCode('168001');
    expect(answers.CheckBarcode).toEqual({ RtnCode: 1, RtnMsg: '執行成功', IsExist: 'N' });
    expect(answers.CheckLoveCode).toEqual({ RtnCode: 1, RtnMsg: '執行成功', IsExist: 'Y' });
  });
});
