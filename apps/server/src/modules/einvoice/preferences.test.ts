import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@alphadesk/contracts';
import { einvoiceErrorCodes, einvoiceMessages } from '@alphadesk/core';
import { buildMember } from '../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { putPreference } from './testing/flows.ts';

describe('invoice preferences', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  it('every domain rule has its catalogue error with the same words in each language', () => {
    for (const code of einvoiceErrorCodes) {
      expect(errorCatalogue[`EINVOICE_${code}`].messages).toEqual(einvoiceMessages[code]);
    }
  });

  it('starts empty, saves a mobile barcode (upper-cased, checked by the provider) and reads it back', async () => {
    const user = await buildMember(server);
    const empty = await server.app.inject({
      method: 'GET',
      url: '/api/v1/einvoice/preference',
      headers: user.headers,
    });
    expect(empty.json()).toEqual({ success: true, preference: null });
    const saved = await putPreference(server, user, { kind: 'mobile-barcode', carrierNumber: ' /abc+1.2 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      verified: true,
      preference: { kind: 'mobile-barcode', carrierNumber: '/ABC+1.2' },
    });
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/v1/einvoice/preference',
      headers: user.headers,
    });
    expect(read.json()).toMatchObject({
      preference: { kind: 'mobile-barcode', carrierNumber: '/ABC+1.2', taxId: null },
    });
  });

  it('keeps a company tax id valid only under the 2023 rule, and a donation', async () => {
    const user = await buildMember(server);
    const company = await putPreference(server, user, {
      kind: 'company',
      taxId: '10458570',
      companyName: '測試股份有限公司',
    });
    expect(company.statusCode, company.body).toBe(200);
    const donation = await putPreference(server, user, { kind: 'donation', loveCode: '168001' });
    expect(donation.json()).toMatchObject({
      verified: true,
      preference: { kind: 'donation', loveCode: '168001', taxId: null },
    });
  });

  it.each([
    [
      { kind: 'mobile-barcode', carrierNumber: 'ABC1234' },
      '手機條碼格式錯誤：應為「/」加 7 碼英數字或 . + -，例如 /ABC1234',
      'carrierNumber',
    ],
    [{ kind: 'mobile-barcode' }, '請輸入載具號碼', 'carrierNumber'],
    [
      { kind: 'citizen-certificate', carrierNumber: 'AB123' },
      '自然人憑證條碼格式錯誤：應為 2 碼大寫英文加 14 碼數字',
      'carrierNumber',
    ],
    [{ kind: 'donation', loveCode: '12' }, '捐贈碼必須是 3 至 7 位數字', 'loveCode'],
    [{ kind: 'donation' }, '捐贈發票請輸入捐贈碼', 'loveCode'],
    [{ kind: 'company', taxId: '1234567', companyName: '甲公司' }, '統一編號必須是 8 位數字', 'taxId'],
    [{ kind: 'company', companyName: '甲公司' }, '請輸入公司統一編號', 'taxId'],
    [{ kind: 'company', taxId: '22099131' }, '開立統一編號發票時請輸入公司抬頭', 'companyName'],
    [{ kind: 'paper' }, '請選擇發票類型：手機條碼、自然人憑證、會員載具、捐贈或公司統一編號', 'kind'],
  ])('refuses %j with the field’s zh-TW message', async (payload, message, field) => {
    const user = await buildMember(server);
    const response = await putPreference(server, user, payload);
    expect(response.statusCode).toBe(400);
    const error = expectCleanError(response.body) as { issues?: { path: string; message: string }[] };
    expect(error.issues).toContainEqual({ path: `body.${field}`, message });
  });

  it.each([
    // Checksum: valid under neither rule.
    [
      { kind: 'company', taxId: '22099132', companyName: '甲公司' },
      'EINVOICE_TAX_ID_CHECKSUM',
      '統一編號檢查碼不正確，請確認號碼',
    ],
    // 統編 ⇒ printed: a tax id with a carrier is refused.
    [
      { kind: 'mobile-barcode', carrierNumber: '/ABC1234', taxId: '22099131' },
      'EINVOICE_TAX_ID_REQUIRES_PRINT',
      '打統一編號的發票須列印，不能存入載具',
    ],
    // A donation takes no tax id.
    [
      { kind: 'donation', loveCode: '168001', taxId: '22099131' },
      'EINVOICE_TAX_ID_REQUIRES_PRINT',
      '打統一編號的發票須列印，不能存入載具',
    ],
    // A love code only with a donation.
    [
      { kind: 'member-carrier', loveCode: '168001' },
      'EINVOICE_LOVE_CODE_REQUIRES_DONATION',
      '只有捐贈發票需要捐贈碼',
    ],
    // The member carrier takes no number.
    [
      { kind: 'member-carrier', carrierNumber: '/ABC1234' },
      'EINVOICE_MEMBER_CARRIER_TAKES_NO_NUMBER',
      '會員載具不需要輸入載具號碼',
    ],
    // The provider does not know these (the stand-in's unregistered codes).
    [
      { kind: 'mobile-barcode', carrierNumber: '/ABC0000' },
      'EINVOICE_MOBILE_BARCODE_UNKNOWN',
      '查無此手機條碼，請確認後再輸入',
    ],
    [
      { kind: 'donation', loveCode: '1230000' },
      'EINVOICE_LOVE_CODE_UNKNOWN',
      '查無此捐贈碼，請確認受捐贈機關或團體的捐贈碼',
    ],
  ])('refuses the contradiction or unknown code %j: %s', async (payload, code, message) => {
    const user = await buildMember(server);
    const response = await putPreference(server, user, payload);
    expect(response.statusCode).toBe(400);
    const error = expectCleanError(response.body) as { issues?: { path: string; message: string }[] };
    expect(error).toMatchObject({ code, message });
    expect(error.issues?.[0]?.path).toMatch(/^body\.(taxId|kind|loveCode|carrierNumber)$/);
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/v1/einvoice/preference',
      headers: user.headers,
    });
    expect(read.json()).toEqual({ success: true, preference: null });
  });

  it('answers in the caller’s language', async () => {
    const user = await buildMember(server);
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/einvoice/preference',
      headers: { ...user.headers, 'accept-language': 'en-US' },
      payload: { kind: 'company', taxId: '22099132', companyName: 'ACME' },
    });
    expect(expectCleanError(response.body).message).toBe(
      'This tax ID fails its check digit; please check the number',
    );
  });

  it('needs a signed-in member, and one member never reads another’s invoice', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/v1/einvoice/preference' });
    expect(anonymous.statusCode).toBe(401);
    const owner = await buildMember(server);
    const other = await buildMember(server);
    await putPreference(server, owner, { kind: 'member-carrier' });
    const { buyThroughSandbox } = await import('../../testing/payment-flows.ts');
    const order = await buyThroughSandbox(server, owner);
    await server.services.einvoices.issue(order.order_number);
    const own = await server.app.inject({
      method: 'GET',
      url: `/api/v1/einvoices/${order.order_number}`,
      headers: owner.headers,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      invoice: { status: 'issued', testMode: true },
      certificate: { itemName: expect.any(String) },
    });
    const theirs = await server.app.inject({
      method: 'GET',
      url: `/api/v1/einvoices/${order.order_number}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(expectCleanError(theirs.body).message).toBe('找不到此發票');
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/einvoices', headers: other.headers });
    expect(list.json()).toEqual({ success: true, invoices: [] });
  });
});
