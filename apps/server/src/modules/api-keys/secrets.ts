import { createHash, randomBytes } from 'node:crypto';

/** `adk_` and 32 random bytes in base64url: 256 bits, so a plain SHA-256 is a safe thing to store. */
const keyPattern = /^adk_[A-Za-z0-9_-]{43}$/;

export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = `adk_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, 12), hash: hashApiKey(secret) };
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Only strings shaped like a key reach the database. */
export function looksLikeApiKey(value: string | undefined): value is string {
  return value !== undefined && keyPattern.test(value);
}
