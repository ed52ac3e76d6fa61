import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** Opaque secrets (refresh and reset tokens): only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
export const newId = () => randomUUID();

export interface AccessClaims {
  userId: string;
  /** The session family: revoking it invalidates every access token issued in it. */
  sessionId: string;
}

/** Short-lived access tokens (HS256 JWT), sent by the browser as a Bearer header. */
export function createAccessTokens(secret: string, ttlSeconds: number, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  const issuer = 'alphadesk';
  return {
    async sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      const token = await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    /** The claims of a valid token and its expiry, or null for anything expired, forged or malformed. */
    async verify(token: string): Promise<(AccessClaims & { expiresAt: Date }) | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: now(),
          // A token that never expires is not one we issued: every access token carries exp.
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: ttlSeconds,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp! * 1000) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
