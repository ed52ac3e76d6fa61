/**
 * A TOTP code (RFC 6238, HMAC-SHA1, 30 s, 6 digits) computed in the browser with WebCrypto. Used
 * only by the demo buttons, with the demo account's secret the server shares outside production.
 */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(text: string): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(bytes);
}

export async function demoTotpCode(secret: string, at = Date.now()): Promise<string> {
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(Math.floor(at / 1000 / 30)));
  const key = await crypto.subtle.importKey('raw', base32(secret), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter.buffer));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
