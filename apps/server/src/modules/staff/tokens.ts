import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/** Staff access tokens: signed with a key of their own, so no member token is ever a staff token. */
export function createStaffTokens(authSecret: string, ttlSeconds: number, now: () => Date) {
  const key = createHmac('sha256', authSecret).update('alphadesk staff access tokens').digest();
  const issuer = 'alphadesk-admin';
  return {
    ttlSeconds,
    async sign(staffId: string, familyId: string): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(staffId)
        .setIssuer(issuer)
        .setAudience(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<{ staffId: string; familyId: string } | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: issuer,
          algorithms: ['HS256'],
          currentDate: now(),
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: ttlSeconds,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { staffId: payload.sub, familyId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
    /**
     * The device cookie a browser gets on a successful sign-in: the account, a random name and
     * their MAC. Its own lockout bucket keeps strangers' failures from locking that browser out.
     */
    newDevice(staffId: string): string {
      const nonce = randomBytes(12).toString('base64url');
      return `${staffId}.${nonce}.${deviceMac(key, staffId, nonce)}`;
    },
    /** The device's name when the cookie is genuine and for this account, else null. */
    deviceOf(cookie: string | undefined, staffId: string): string | null {
      const [id, nonce, mac] = (cookie ?? '').split('.');
      if (!id || !nonce || !mac || id !== staffId) return null;
      const expected = Buffer.from(deviceMac(key, staffId, nonce));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
    },
  };
}
export type StaffTokens = ReturnType<typeof createStaffTokens>;

const deviceMac = (key: Buffer, staffId: string, nonce: string) =>
  createHmac('sha256', key).update(`device:${staffId}:${nonce}`).digest('base64url');

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
