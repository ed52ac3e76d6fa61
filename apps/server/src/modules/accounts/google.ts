import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface GoogleVerifier {
  readonly clientId: string;
  /** The identity in a valid ID token, or null when it is forged, expired or meant for another app. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

const issuers = ['https://accounts.google.com', 'accounts.google.com'];

/** Verifies Google ID tokens against Google's published keys: signature, audience, issuer, expiry. */
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  now: () => Date;
}): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return {
    clientId: options.clientId,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          audience: options.clientId,
          issuer: issuers,
          algorithms: ['RS256'],
          currentDate: options.now(),
        });
        if (typeof payload.sub !== 'string' || !payload.sub) return null;
        return {
          subject: payload.sub,
          email: typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null,
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          name: typeof payload.name === 'string' ? payload.name : null,
          picture: typeof payload.picture === 'string' ? payload.picture : null,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
