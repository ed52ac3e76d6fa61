import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP), HMAC-SHA1, 30-second steps. */

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const totpStepSeconds = 30;
export const totpDigits = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP: the dynamically truncated HMAC-SHA1 of the counter, `digits` long. */
export function hotp(key: Uint8Array, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, '0');
}

export const stepAt = (unixSeconds: number) => Math.floor(unixSeconds / totpStepSeconds);

/** The code for a moment (RFC 6238 with T0 = 0 and X = 30 s). */
export function totpAt(key: Uint8Array, unixSeconds: number, digits = totpDigits): string {
  return hotp(key, stepAt(unixSeconds), digits);
}

/**
 * The step a code matches within ±1 step of now, or null. A step at or before `lastStep` is never
 * accepted again, so an observed code cannot be replayed even inside its window.
 */
export function matchTotp(
  secret: string,
  code: string,
  unixSeconds: number,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = stepAt(unixSeconds);
  for (const step of [now - 1, now, now + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(hotp(key, step));
    if (timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
}

/** 160 random bits, the size RFC 4226 recommends for SHA-1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export function otpauthUri(secret: string, account: string, issuer = 'AlphaDesk 後台'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** Ten single-use recovery codes, shown once (`ABCDE-12345`). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const raw = base32Encode(randomBytes(7)).slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Recovery codes compare without dashes or case. */
export const normaliseRecoveryCode = (code: string) => code.replace(/-/g, '').toUpperCase();
