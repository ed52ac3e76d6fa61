import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './tokens.ts';

describe('access tokens', () => {
  const secret = 'a-test-secret-of-at-least-thirty-two-characters';
  const at = new Date('2026-11-20T02:00:00Z');
  const tokens = createAccessTokens(secret, 900, () => at);
  const key = new TextEncoder().encode(secret);
  const seconds = Math.floor(at.getTime() / 1000);
  const forge = () =>
    new SignJWT({ sid: 'family-1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-1')
      .setIssuer('alphadesk')
      .setIssuedAt(seconds);

  it('accepts the tokens it signs', async () => {
    const { token, expiresAt } = await tokens.sign({ userId: 'user-1', sessionId: 'family-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'family-1', expiresAt });
    expect(expiresAt.getTime() - at.getTime()).toBe(900_000);
  });

  it('refuses a token signed with the key but without an expiry', async () => {
    const forever = await forge().sign(key);
    expect(await tokens.verify(forever)).toBeNull();
  });

  it('refuses a token whose expiry lies beyond the access-token lifetime', async () => {
    const longLived = await forge()
      .setIssuedAt(seconds - 3600)
      .setExpirationTime(seconds + 365 * 86_400)
      .sign(key);
    expect(await tokens.verify(longLived)).toBeNull();
    const fresh = await forge()
      .setExpirationTime(seconds + 600)
      .sign(key);
    expect(await tokens.verify(fresh)).toEqual({
      userId: 'user-1',
      sessionId: 'family-1',
      expiresAt: new Date((seconds + 600) * 1000),
    });
  });
});
