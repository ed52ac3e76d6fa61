import { describe, expect, it } from 'vitest';
import { ecpayTestMerchant } from './config.ts';
import {
  EinvoiceProtocolError,
  decryptData,
  dotNetUrlDecode,
  dotNetUrlEncode,
  encryptData,
  openEnvelope,
  sealRequest,
  sealResponse,
} from './protocol.ts';
import { independentDecrypt, independentEncrypt, independentUrlEncode } from './testing/independent-ecpay.ts';

const keys = ecpayTestMerchant.keys;
const merchantId = ecpayTestMerchant.merchantId;
const sample = {
  MerchantID: merchantId,
  RelateNumber: 'AD20261121ABCD1234',
  CustomerName: "O'Brien ~ 王小明",
  Items: [{ ItemSeq: 1, ItemName: 'AlphaDesk 黃金會員 月繳', ItemCount: 1, ItemWord: '式', ItemPrice: 499 }],
  Note: 'a+b=c & 100% (ok)!*',
};

describe('ECPay Data encoding', () => {
  it("URL-encodes as .NET does: space as +, ~ as %7E, ' as %27, UTF-8 bytes in upper-case hex", () => {
    expect(dotNetUrlEncode("a b~c'd")).toBe('a+b%7Ec%27d');
    expect(dotNetUrlEncode('黃金 會員')).toBe('%E9%BB%83%E9%87%91+%E6%9C%83%E5%93%A1');
    expect(dotNetUrlEncode('{"x":"1+1"}')).toBe('%7B%22x%22%3A%221%2B1%22%7D');
    expect(dotNetUrlEncode('-_.!*()')).toBe('-_.!*()');
    for (const text of [JSON.stringify(sample), "~'~ '", "測試 ~ 'quote' + plus"]) {
      expect(dotNetUrlEncode(text)).toBe(independentUrlEncode(text));
      expect(dotNetUrlDecode(dotNetUrlEncode(text))).toBe(text);
    }
  });

  it('encrypts to the same bytes as an independent implementation, with the public test keys', () => {
    expect(encryptData(sample, keys)).toBe(independentEncrypt(sample, keys));
    expect(decryptData(independentEncrypt(sample, keys), keys)).toEqual(sample);
    expect(independentDecrypt(encryptData(sample, keys), keys)).toEqual(sample);
  });

  it('round-trips an envelope: MerchantID and a Timestamp outside, the MerchantID repeated in Data', () => {
    const at = new Date('2026-11-21T02:00:00Z');
    const request = sealRequest(merchantId, { RelateNumber: 'X1' }, keys, at);
    expect(request).toMatchObject({ MerchantID: merchantId, RqHeader: { Timestamp: 1_795_226_400 } });
    expect(independentDecrypt(request.Data, keys)).toEqual({ MerchantID: merchantId, RelateNumber: 'X1' });
    const response = sealResponse(merchantId, { RtnCode: 1, RtnMsg: '成功' }, keys, at);
    expect(openEnvelope(JSON.stringify(response), keys)).toEqual({
      merchantId,
      transCode: 1,
      transMsg: '',
      data: { RtnCode: 1, RtnMsg: '成功' },
    });
  });

  it('refuses a tampered answer, one sealed with other keys, and anything that is not an envelope', () => {
    const response = sealResponse(
      merchantId,
      { RtnCode: 1, RtnMsg: '開立發票成功', InvoiceNo: 'AB12345678' },
      keys,
      new Date(),
    );
    const middle = Math.floor(response.Data.length / 2);
    const flipped = response.Data[middle] === 'A' ? 'B' : 'A';
    const tampered = {
      ...response,
      Data: response.Data.slice(0, middle) + flipped + response.Data.slice(middle + 1),
    };
    expect(() => openEnvelope(JSON.stringify(tampered), keys)).toThrow(EinvoiceProtocolError);
    const otherKeys = { hashKey: 'AAAAAAAAAAAAAAAA', hashIv: 'BBBBBBBBBBBBBBBB' };
    expect(() => openEnvelope(JSON.stringify(response), otherKeys)).toThrow(EinvoiceProtocolError);
    expect(() => openEnvelope('<html>busy</html>', keys)).toThrow(EinvoiceProtocolError);
    expect(() => openEnvelope(JSON.stringify({ ...response, Data: 'not base64!' }), keys)).toThrow(
      EinvoiceProtocolError,
    );
  });
});
