/**
 * The other side of PayUni's protocol, written independently of protocol.ts from the protocol
 * description with WebCrypto (not node:crypto's cipher API), so tests can check what our adapter
 * seals and seal what a gateway would send without sharing a mistake with the code under test.
 */
export interface Keys {
  hashKey: string;
  hashIv: string;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function aesKey(keys: Keys, usage: 'encrypt' | 'decrypt') {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(keys.hashKey), 'AES-GCM', false, [usage]);
}

/** PHP's http_build_query, written from its documented behaviour (RFC 1738 style, space as "+"). */
export function phpQuery(params: Record<string, string | number>): string {
  const encode = (text: string) =>
    Array.from(new TextEncoder().encode(text), (byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9_.-]/.test(char)) return char;
      if (char === ' ') return '+';
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }).join('');
  return Object.entries(params)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&');
}

export function parsePhpQuery(query: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const [key, value = ''] = pair.split('=');
    result[decodeURIComponent(key!.replace(/\+/g, ' '))] = decodeURIComponent(value.replace(/\+/g, ' '));
  }
  return result;
}

export async function independentHash(encrypted: string, keys: Keys): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(keys.hashKey + encrypted + keys.hashIv),
  );
  return hex(new Uint8Array(digest)).toUpperCase();
}

export async function independentEncrypt(query: string, keys: Keys): Promise<string> {
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: new TextEncoder().encode(keys.hashIv), tagLength: 128 },
      await aesKey(keys, 'encrypt'),
      new TextEncoder().encode(query),
    ),
  );
  return hex(new TextEncoder().encode(`${b64(sealed.slice(0, -16))}:::${b64(sealed.slice(-16))}`));
}

export async function independentDecrypt(encryptInfo: string, keys: Keys): Promise<string> {
  const ascii = new TextDecoder('ascii').decode(
    Uint8Array.from(encryptInfo.match(/../g)!.map((h) => parseInt(h, 16))),
  );
  const [cipherB64, tagB64] = ascii.split(':::') as [string, string];
  const cipher = fromB64(cipherB64);
  const tag = fromB64(tagB64);
  const joined = new Uint8Array(cipher.length + tag.length);
  joined.set(cipher);
  joined.set(tag, cipher.length);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: new TextEncoder().encode(keys.hashIv), tagLength: 128 },
    await aesKey(keys, 'decrypt'),
    joined,
  );
  return new TextDecoder().decode(plain);
}

/** Verifies HashInfo and decrypts an envelope; throws when the hash does not match. */
export async function independentOpen(
  envelope: { EncryptInfo: string; HashInfo: string },
  keys: Keys,
): Promise<Record<string, string>> {
  if ((await independentHash(envelope.EncryptInfo, keys)) !== envelope.HashInfo)
    throw new Error('HashInfo mismatch');
  return parsePhpQuery(await independentDecrypt(envelope.EncryptInfo, keys));
}

/** What a gateway posts to NotifyURL / ReturnURL, or answers an API call with. */
export async function independentSeal(
  merchantId: string,
  params: Record<string, string | number>,
  keys: Keys,
): Promise<{ Status: string; MerID: string; Version: string; EncryptInfo: string; HashInfo: string }> {
  const encrypted = await independentEncrypt(phpQuery(params), keys);
  return {
    Status: String(params.Status ?? 'SUCCESS'),
    MerID: merchantId,
    Version: '1.0',
    EncryptInfo: encrypted,
    HashInfo: await independentHash(encrypted, keys),
  };
}
