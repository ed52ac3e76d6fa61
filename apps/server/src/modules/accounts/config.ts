import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, configSection } from '../../platform/config.ts';

export interface AccountsSettings {
  /**
   * The access-token key: AUTH_SECRET; without it, in development a key generated once and kept in
   * DATA_DIR/auth-secret (so tokens survive a restart), in tests a random one per process.
   */
  readonly secret: string;
  readonly secretIsEphemeral: boolean;
  readonly accessTokenTtlSeconds: number;
  readonly rememberMeDays: number;
  readonly sessionHours: number;
  readonly googleClientId: string | undefined;
  readonly googleJwksUrl: string;
}

const secretFile = 'auth-secret';

/**
 * The key kept in `dataDir`, made on first use. Written to a private temporary file and linked into
 * place, so processes starting together on one DATA_DIR all end up with the same complete key.
 */
export function persistedSecret(dataDir: string): string {
  const path = join(dataDir, secretFile);
  const read = () => {
    try {
      return readFileSync(path, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  let secret = read();
  if (secret === null) {
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
    secret = read();
  }
  if (!secret || secret.length < 32) {
    throw new ConfigError([`${path}: the stored AUTH_SECRET is damaged; delete the file or set AUTH_SECRET`]);
  }
  return secret;
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
    const persisted = !env.AUTH_SECRET && platform.env === 'development';
    let secret = env.AUTH_SECRET ?? (persisted ? null : randomBytes(32).toString('base64url'));
    return Object.freeze({
      // Read (or made) when the accounts module starts, not whenever a configuration is parsed.
      get secret() {
        secret ??= persistedSecret(platform.database.dataDir);
        return secret;
      },
      secretIsEphemeral: !env.AUTH_SECRET && !persisted,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      rememberMeDays: env.REMEMBER_ME_DAYS,
      sessionHours: env.SESSION_HOURS,
      googleClientId: env.GOOGLE_CLIENT_ID,
      googleJwksUrl: env.GOOGLE_JWKS_URL,
    });
  },
});
