import { describe, expect, it } from 'vitest';
import {
  decryptInfo,
  encryptInfo,
  hashInfo,
  httpBuildQuery,
  open,
  PayuniProtocolError,
  seal,
} from './protocol.ts';

const keys = { hashKey: '12345678901234567890123456789012', hashIv: 'abcdefghijklmnop' };

/**
 * An independent implementation of the other side, written from the protocol description with
 * WebCrypto rather than node:crypto's cipher API, so the two cannot share a mistake.
 */
async function independentDecrypt(encryptInfoHex: string): Promise<string> {
  const ascii = new TextDecoder('ascii').decode(
    Uint8Array.from(encryptInfoHex.match(/../g)!.map((h) => parseInt(h, 16))),
  );
  const [cipherB64, tagB64] = ascii.split(':::') as [string, string];
  const cipher = Uint8Array.from(atob(cipherB64), (c) => c.charCodeAt(0));
  const tag = Uint8Array.from(atob(tagB64), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(keys.hashKey), 'AES-GCM', false, [
    'decrypt',
  ]);
  const joined = new Uint8Array(cipher.length + tag.length);
  joined.set(cipher);
  joined.set(tag, cipher.length);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: new TextEncoder().encode(keys.hashIv), tagLength: 128 },
    key,
    joined,
  );
  return new TextDecoder().decode(plain);
}

async function independentEncrypt(query: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(keys.hashKey), 'AES-GCM', false, [
    'encrypt',
  ]);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: new TextEncoder().encode(keys.hashIv), tagLength: 128 },
      key,
      new TextEncoder().encode(query),
    ),
  );
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const text = `${b64(sealed.slice(0, -16))}:::${b64(sealed.slice(-16))}`;
  return Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function independentHash(encrypted: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(keys.hashKey + encrypted + keys.hashIv),
  );
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

const upp = {
  MerID: 'S01421169',
  MerTradeNo: 'AD20261121000001',
  TradeAmt: 1999,
  Timestamp: 1795264754,
  ProdDesc: 'AlphaDesk 黃金會員 月繳 (1 個月)',
  ReturnURL: 'https://alphadesk.example/api/v1/payuni/return',
  NotifyURL: 'https://alphadesk.example/api/v1/payuni/notify',
  UsrMail: 'ming+test@example.com',
};

describe('PayUni protocol', () => {
  it('form-encodes like PHP http_build_query', () => {
    expect(httpBuildQuery({ a: 'x y', b: '黃金', c: "~!*'()", d: 'a+b&c=d', e: 1999 })).toBe(
      'a=x+y&b=%E9%BB%83%E9%87%91&c=%7E%21%2A%27%28%29&d=a%2Bb%26c%3Dd&e=1999',
    );
  });

  it('makes EncryptInfo and HashInfo that an independent implementation decrypts and verifies', async () => {
    const envelope = seal(upp.MerID, upp, keys);
    expect(envelope.EncryptInfo).toMatch(/^[0-9a-f]+$/);
    expect(await independentDecrypt(envelope.EncryptInfo)).toBe(httpBuildQuery(upp));
    expect(envelope.HashInfo).toBe(await independentHash(envelope.EncryptInfo));
    expect(envelope.HashInfo).toMatch(/^[0-9A-F]{64}$/);
  });

  it('opens what an independent implementation sealed', async () => {
    const notify =
      'Status=SUCCESS&MerID=S01421169&MerTradeNo=AD20261121000001&TradeNo=PU1234&TradeAmt=1999&TradeStatus=1&PaymentType=1&Card4No=4242';
    const encrypted = await independentEncrypt(notify);
    expect(open({ EncryptInfo: encrypted, HashInfo: await independentHash(encrypted) }, keys)).toEqual({
      Status: 'SUCCESS',
      MerID: 'S01421169',
      MerTradeNo: 'AD20261121000001',
      TradeNo: 'PU1234',
      TradeAmt: '1999',
      TradeStatus: '1',
      PaymentType: '1',
      Card4No: '4242',
    });
  });

  it('rejects a wrong hash, a tampered ciphertext and a foreign key', () => {
    const envelope = seal(upp.MerID, upp, keys);
    expect(() => open({ ...envelope, HashInfo: 'A'.repeat(64) }, keys)).toThrow(PayuniProtocolError);
    const tampered =
      envelope.EncryptInfo.slice(0, 10) +
      (envelope.EncryptInfo[10] === '4' ? '5' : '4') +
      envelope.EncryptInfo.slice(11);
    expect(() => open({ EncryptInfo: tampered, HashInfo: hashInfo(tampered, keys) }, keys)).toThrow(
      PayuniProtocolError,
    );
    const foreign = { hashKey: 'zyxwvutsrqponmlkjihgfedcba098765', hashIv: 'ponmlkjihgfedcba' };
    expect(() => decryptInfo(envelope.EncryptInfo, foreign)).toThrow(PayuniProtocolError);
    expect(() => decryptInfo('not hex!', keys)).toThrow(PayuniProtocolError);
    expect(() => encryptInfo(upp, { hashKey: 'short', hashIv: 'abcdefghijklmnop' })).toThrow(/32/);
  });
});
