import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * ECPay's B2C e-invoice wire format (notes/einvoice.md): a JSON envelope whose Data is the operation's
 * JSON, URL-encoded the way .NET and PHP do it, AES-128-CBC (PKCS7) with the merchant's HashKey and
 * HashIV, then base64. Both our adapter and the built-in stand-in use these functions; the tests
 * check them against the provider's documented behaviour with an independent implementation.
 */
export interface EinvoiceKeys {
  hashKey: string;
  hashIv: string;
}

/** Refused answer: it could not be decrypted or decoded, or it is not for our merchant. */
export class EinvoiceProtocolError extends Error {}

/** `encodeURIComponent`, then space as `+`, `~` as `%7E` and `'` as `%27` (.NET's UrlEncode). */
export function dotNetUrlEncode(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+').replace(/~/g, '%7E').replace(/'/g, '%27');
}

/** The reverse: `+` is a space, then percent-decoding. */
export function dotNetUrlDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function checkKeys(keys: EinvoiceKeys) {
  if (Buffer.byteLength(keys.hashKey) !== 16 || Buffer.byteLength(keys.hashIv) !== 16) {
    throw new EinvoiceProtocolError('HashKey and HashIV must be 16 bytes each');
  }
}

/** Data object → JSON → URL-encoded → AES-128-CBC → base64. */
export function encryptData(data: unknown, keys: EinvoiceKeys): string {
  checkKeys(keys);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.hashKey), Buffer.from(keys.hashIv));
  const plain = dotNetUrlEncode(JSON.stringify(data));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** base64 → AES-128-CBC → URL-decoded → JSON; throws EinvoiceProtocolError on anything malformed. */
export function decryptData(cipherText: string, keys: EinvoiceKeys): Record<string, unknown> {
  checkKeys(keys);
  if (typeof cipherText !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(cipherText)) {
    throw new EinvoiceProtocolError('Data is not base64');
  }
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.hashKey), Buffer.from(keys.hashIv));
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]);
    const parsed: unknown = JSON.parse(dotNetUrlDecode(plain.toString('utf8')));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch (error) {
    throw new EinvoiceProtocolError(`Data could not be decoded: ${(error as Error).message}`);
  }
}

export interface RequestEnvelope {
  MerchantID: string;
  RqHeader: { Timestamp: number };
  Data: string;
}

export interface ResponseEnvelope {
  MerchantID: string;
  RpHeader: { Timestamp: number };
  TransCode: number;
  TransMsg: string;
  Data: string;
}

export function sealRequest(
  merchantId: string,
  data: object,
  keys: EinvoiceKeys,
  now: Date,
): RequestEnvelope {
  return {
    MerchantID: merchantId,
    RqHeader: { Timestamp: Math.floor(now.getTime() / 1000) },
    Data: encryptData({ MerchantID: merchantId, ...data }, keys),
  };
}

export function sealResponse(
  merchantId: string,
  data: object,
  keys: EinvoiceKeys,
  now: Date,
  trans: { code: number; message: string } = { code: 1, message: '' },
): ResponseEnvelope {
  return {
    MerchantID: merchantId,
    RpHeader: { Timestamp: Math.floor(now.getTime() / 1000) },
    TransCode: trans.code,
    TransMsg: trans.message,
    Data: encryptData(data, keys),
  };
}

/** Parses an envelope's JSON text: the outer fields and the decrypted Data. */
export function openEnvelope(
  body: string,
  keys: EinvoiceKeys,
): { merchantId: string; transCode: number | null; transMsg: string; data: Record<string, unknown> | null } {
  let outer: Record<string, unknown>;
  try {
    outer = JSON.parse(body) as Record<string, unknown>;
  } catch {
    throw new EinvoiceProtocolError('envelope is not JSON');
  }
  if (!outer || typeof outer !== 'object' || typeof outer.MerchantID !== 'string') {
    throw new EinvoiceProtocolError('envelope has no MerchantID');
  }
  const transCode = typeof outer.TransCode === 'number' ? outer.TransCode : null;
  const data = typeof outer.Data === 'string' && outer.Data ? decryptData(outer.Data, keys) : null;
  return {
    merchantId: outer.MerchantID,
    transCode,
    transMsg: typeof outer.TransMsg === 'string' ? outer.TransMsg : '',
    data,
  };
}
