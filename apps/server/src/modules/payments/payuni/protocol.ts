import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

/**
 * The PayUni wire protocol as its official SDKs implement it: parameters form-encoded like PHP's
 * http_build_query, AES-256-GCM with the merchant's HashKey (32 ASCII bytes) and HashIV (16 ASCII
 * bytes, used as a 16-byte GCM nonce), "base64(ciphertext):::base64(tag)" hex-encoded as EncryptInfo,
 * and HashInfo = upper-case hex SHA-256 of HashKey + EncryptInfo + HashIV.
 */
export interface MerchantKeys {
  hashKey: string;
  hashIv: string;
}

/** Keys known up front (a configured merchant), or read when first needed (the built-in sandbox's). */
export type KeySource = MerchantKeys | (() => Promise<MerchantKeys>);

export const keysOf = async (source: KeySource): Promise<MerchantKeys> =>
  typeof source === 'function' ? source() : source;

export class PayuniProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayuniProtocolError';
  }
}

/** PHP urlencode: space → "+", everything but A–Z a–z 0–9 - _ . as upper-case %XX of its UTF-8 bytes. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** PHP http_build_query for a flat object (the only shape PayUni uses). Insertion order is kept. */
export function httpBuildQuery(params: Record<string, string | number>): string {
  return Object.entries(params)
    .map(([key, value]) => `${phpUrlencode(key)}=${phpUrlencode(String(value))}`)
    .join('&');
}

/** The inverse, as PHP's parse_str reads a flat query ("+" is a space). */
export function parseQuery(query: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split('=', 2) as [string, string?];
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    result[decode(rawKey)] = decode(rawValue);
  }
  return result;
}

function keyBytes(keys: MerchantKeys): { key: Buffer; iv: Buffer } {
  const key = Buffer.from(keys.hashKey, 'ascii');
  const iv = Buffer.from(keys.hashIv, 'ascii');
  if (key.length !== 32) throw new PayuniProtocolError('HashKey must be 32 ASCII characters');
  if (iv.length !== 16) throw new PayuniProtocolError('HashIV must be 16 ASCII characters');
  return { key, iv };
}

export function encryptInfo(params: Record<string, string | number>, keys: MerchantKeys): string {
  const { key, iv } = keyBytes(keys);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(httpBuildQuery(params), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return Buffer.from(`${ciphertext.toString('base64')}:::${tag.toString('base64')}`, 'ascii').toString('hex');
}

export function decryptInfo(encrypted: string, keys: MerchantKeys): Record<string, string> {
  const { key, iv } = keyBytes(keys);
  if (!/^[0-9a-f]+$/i.test(encrypted) || encrypted.length % 2 !== 0) {
    throw new PayuniProtocolError('EncryptInfo is not hex');
  }
  const [cipherB64, tagB64, ...rest] = Buffer.from(encrypted, 'hex').toString('ascii').split(':::');
  if (!cipherB64 || !tagB64 || rest.length)
    throw new PayuniProtocolError('EncryptInfo is not ciphertext:::tag');
  const tag = Buffer.from(tagB64, 'base64');
  if (tag.length !== 16) throw new PayuniProtocolError('EncryptInfo tag must be 16 bytes');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherB64, 'base64')), decipher.final()]);
    return parseQuery(plain.toString('utf8'));
  } catch {
    throw new PayuniProtocolError('EncryptInfo does not decrypt with this merchant key');
  }
}

export function hashInfo(encrypted: string, keys: MerchantKeys): string {
  return createHash('sha256').update(`${keys.hashKey}${encrypted}${keys.hashIv}`).digest('hex').toUpperCase();
}

export function verifyHashInfo(encrypted: string, given: string, keys: MerchantKeys): boolean {
  const expected = Buffer.from(hashInfo(encrypted, keys), 'ascii');
  const actual = Buffer.from(given.toUpperCase(), 'ascii');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The four form fields of every PayUni call and callback. */
export interface PayuniEnvelope {
  MerID: string;
  Version: string;
  EncryptInfo: string;
  HashInfo: string;
}

export function seal(
  merchantId: string,
  params: Record<string, string | number>,
  keys: MerchantKeys,
): PayuniEnvelope {
  const encrypted = encryptInfo(params, keys);
  return { MerID: merchantId, Version: '1.0', EncryptInfo: encrypted, HashInfo: hashInfo(encrypted, keys) };
}

/** Verifies and opens an envelope; throws PayuniProtocolError on a bad hash or ciphertext. */
export function open(envelope: Partial<PayuniEnvelope>, keys: MerchantKeys): Record<string, string> {
  if (!envelope.EncryptInfo || !envelope.HashInfo)
    throw new PayuniProtocolError('EncryptInfo and HashInfo are required');
  if (!verifyHashInfo(envelope.EncryptInfo, envelope.HashInfo, keys))
    throw new PayuniProtocolError('HashInfo does not match');
  return decryptInfo(envelope.EncryptInfo, keys);
}
