import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayVerificationError } from '../gateway.ts';
import { startFakePayuni, type FakeAnswer, type FakeCall, type FakePayuni } from '../testing/fake-payuni.ts';
import { independentOpen, independentSeal, phpQuery } from '../testing/independent-payuni.ts';
import { createPayuniGateway } from './adapter.ts';
import { httpBuildQuery } from './protocol.ts';
import { fetchTransport } from './transport.ts';

const merchantId = 'S01421169';
const keys = { hashKey: '12345678901234567890123456789012', hashIv: 'abcdefghijklmnop' };
const fixed = new Date('2026-11-21T04:00:00Z');

describe('PayUni adapter against an independent implementation of the other side', () => {
  let fake: FakePayuni;
  let reply: (call: FakeCall) => FakeAnswer = () => ({ Status: 'SUCCESS' });
  beforeAll(async () => {
    fake = await startFakePayuni(merchantId, keys, (call) => reply(call));
  });
  afterAll(() => fake?.close());

  const gateway = () =>
    createPayuniGateway({
      merchantId,
      keys,
      apiBase: fake.url,
      testMode: true,
      transport: fetchTransport(5000),
      now: () => fixed,
    });

  it('builds a full UPP request that the other side verifies and decrypts', async () => {
    const form = await gateway().checkoutForm({
      orderNumber: 'AD20261121ABCDEFGH',
      amount: 1999,
      description: 'AlphaDesk 黃金會員 月繳',
      payerEmail: 'ming+test@example.com',
      returnUrl: 'https://alphadesk.example/api/v1/payuni/return',
      notifyUrl: 'https://alphadesk.example/api/v1/payuni/notify',
      cardToken: 'AD-user-1',
    });
    expect(form.action).toBe(`${fake.url}/upp`);
    expect(form.method).toBe('POST');
    expect(Object.keys(form.fields)).toEqual(['MerID', 'Version', 'EncryptInfo', 'HashInfo']);
    expect(form.fields).toMatchObject({ MerID: merchantId, Version: '1.0' });
    const params = await independentOpen(form.fields, keys);
    expect(params).toEqual({
      MerID: merchantId,
      MerTradeNo: 'AD20261121ABCDEFGH',
      TradeAmt: '1999',
      Timestamp: String(fixed.getTime() / 1000),
      ProdDesc: 'AlphaDesk 黃金會員 月繳',
      UsrMail: 'ming+test@example.com',
      ReturnURL: 'https://alphadesk.example/api/v1/payuni/return',
      NotifyURL: 'https://alphadesk.example/api/v1/payuni/notify',
      CreditToken: 'AD-user-1',
    });
  });

  it('encodes parameters exactly as PHP http_build_query (checked against an independent encoder)', () => {
    const params = { ProdDesc: 'AlphaDesk 黃金會員 (年繳) ~!*', UsrMail: 'a+b@example.com', TradeAmt: 19990 };
    expect(httpBuildQuery(params)).toBe(phpQuery(params));
  });

  it('opens a notify sealed by the other side and reads the trade', async () => {
    const notify = await independentSeal(
      merchantId,
      {
        Status: 'SUCCESS',
        Message: '授權成功',
        MerID: merchantId,
        MerTradeNo: 'AD20261121ABCDEFGH',
        TradeNo: '1732012345678',
        TradeAmt: 1999,
        TradeStatus: 1,
        PaymentType: 1,
        Card4No: '4242',
        AuthDay: '20261121',
        CreditHash: 'CH123',
      },
      keys,
    );
    expect(await gateway().openCallback(notify)).toMatchObject({
      orderNumber: 'AD20261121ABCDEFGH',
      tradeNo: '1732012345678',
      amount: 1999,
      outcome: 'paid',
      paymentType: '1',
      cardLast4: '4242',
      cardHash: 'CH123',
    });
  });

  it('rejects a notify for another merchant or with a bad hash', async () => {
    const notify = await independentSeal(merchantId, { Status: 'SUCCESS', MerID: merchantId }, keys);
    await expect(gateway().openCallback({ ...notify, MerID: 'OTHER' })).rejects.toThrow(
      GatewayVerificationError,
    );
    await expect(gateway().openCallback({ ...notify, HashInfo: '0'.repeat(64) })).rejects.toThrow(
      GatewayVerificationError,
    );
    const inner = await independentSeal(merchantId, { Status: 'SUCCESS', MerID: 'OTHER' }, keys);
    await expect(gateway().openCallback(inner)).rejects.toThrow(/encrypted MerID/);
  });

  it('queries a trade (trade/query) and reads the first result', async () => {
    reply = ({ params }) => ({
      Status: 'SUCCESS',
      MerID: merchantId,
      'Result[0][MerTradeNo]': params.MerTradeNo!,
      'Result[0][TradeNo]': 'T1',
      'Result[0][TradeAmt]': 1999,
      'Result[0][TradeStatus]': 1,
    });
    const trade = await gateway().query('AD20261121ABCDEFGH');
    expect(trade).toMatchObject({
      orderNumber: 'AD20261121ABCDEFGH',
      tradeNo: 'T1',
      amount: 1999,
      outcome: 'paid',
    });
    const call = fake.calls.at(-1)!;
    expect(call.path).toBe('trade/query');
    expect(call.envelope).toMatchObject({ MerID: merchantId, Version: '1.0' });
    expect(call.params).toEqual({
      MerID: merchantId,
      MerTradeNo: 'AD20261121ABCDEFGH',
      Timestamp: '1795233600',
    });

    reply = () => ({ Status: 'SUCCESS', MerID: merchantId, Message: '查無資料' });
    expect(await gateway().query('AD20261121ABCDEFGH')).toBeNull();
  });

  it('refunds with trade/close and CloseType=2, carrying our refund number', async () => {
    reply = ({ params }) => ({
      Status: 'SUCCESS',
      Message: '退款成功',
      MerID: merchantId,
      TradeNo: params.TradeNo!,
    });
    expect(await gateway().refund({ tradeNo: 'T1', amount: 500, refundNo: 'R-1' })).toMatchObject({
      ok: true,
      message: '退款成功',
    });
    expect(fake.calls.at(-1)).toMatchObject({
      path: 'trade/close',
      params: { MerID: merchantId, TradeNo: 'T1', TradeAmt: '500', CloseType: '2', MerRefundNo: 'R-1' },
    });
    reply = () => ({ Status: 'ERROR', Message: '超過可退金額', MerID: merchantId });
    expect(await gateway().refund({ tradeNo: 'T1', amount: 5000, refundNo: 'R-2' })).toMatchObject({
      ok: false,
      status: 'ERROR',
    });
  });

  it('charges a bound card with credit (CreditToken + CreditHash)', async () => {
    reply = ({ params }) => ({
      Status: 'SUCCESS',
      MerID: merchantId,
      MerTradeNo: params.MerTradeNo!,
      TradeNo: 'T2',
      TradeAmt: params.TradeAmt!,
      TradeStatus: 1,
    });
    const trade = await gateway().chargeToken({
      orderNumber: 'AD20261221RENEW001',
      amount: 1999,
      description: 'AlphaDesk 黃金會員 月繳（續訂）',
      cardToken: 'AD-user-1',
      cardHash: 'CH123',
    });
    expect(trade).toMatchObject({ outcome: 'paid', amount: 1999, tradeNo: 'T2' });
    expect(fake.calls.at(-1)).toMatchObject({
      path: 'credit',
      params: {
        MerTradeNo: 'AD20261221RENEW001',
        TradeAmt: '1999',
        CreditToken: 'AD-user-1',
        CreditHash: 'CH123',
      },
    });
  });

  it('treats an answer sealed with another key as a verification failure', async () => {
    reply = () => ({
      raw: { status: 200, body: JSON.stringify({ Status: 'SUCCESS', EncryptInfo: 'ab', HashInfo: 'CD' }) },
    });
    await expect(gateway().query('AD1')).rejects.toBeInstanceOf(GatewayVerificationError);
  });
});
