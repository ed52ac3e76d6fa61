import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, configSection } from '../../platform/config.ts';

export interface AccountsSettings {
  /** From AUTH_SECRET; outside production a random one per process when unset. */
  readonly secret: string;
  readonly secretIsEphemeral: boolean;
  readonly accessTokenTtlSeconds: number;
  readonly rememberMeDays: number;
  readonly sessionHours: number;
  readonly googleClientId: string | undefined;
  readonly googleJwksUrl: string;
}

/** Sign-in, sessions and Google sign-in. */
export const accountsConfig = configSection({
  variables: {
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    REMEMBER_ME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  },
  settings(env, platform): AccountsSettings {
    if (platform.env === 'production' && !env.AUTH_SECRET) {
      throw new ConfigError(['AUTH_SECRET="": required in production (at least 32 random characters)']);
    }
    return Object.freeze({
      secret: env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
      secretIsEphemeral: !env.AUTH_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      rememberMeDays: env.REMEMBER_ME_DAYS,
      sessionHours: env.SESSION_HOURS,
      googleClientId: env.GOOGLE_CLIENT_ID,
      googleJwksUrl: env.GOOGLE_JWKS_URL,
    });
  },
});
