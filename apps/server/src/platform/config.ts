import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { MarketProviderSettings } from '../modules/market/providers/index.ts';
import { paymentEnv, paymentSettings, type PaymentSettings } from '../modules/payments/config.ts';

export const roleNames = ['api', 'ws', 'worker', 'scheduler'] as const;
export type Role = (typeof roleNames)[number];

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * Every environment variable the server reads, with its documented default. Parsed once at boot;
 * the README's table lists the same variables.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ROLES: commaList.pipe(z.array(z.enum(roleNames)).min(1)).default([...roleNames]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: commaList.default([]),
  TRUST_PROXY: booleanFlag.default(false),
  SEED_DEMO_DATA: booleanFlag.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  HEARTBEAT_CRON: z.string().min(9).default('* * * * *'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REMEMBER_ME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('AlphaDesk 台股AI投研 <no-reply@alphadesk.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  MARKET_PROVIDER: z.enum(['simulator', 'twse', 'finmind', 'yahoo']).default('simulator'),
  MARKET_SIM_SEED: z.string().min(1).max(100).default('alphadesk'),
  MARKET_HOLIDAYS: commaList.pipe(z.array(z.iso.date())).default([]),
  MARKET_QUOTES_CRON: z.string().min(9).default('* 9-13 * * 1-5'),
  MARKET_DAILY_CRON: z.string().min(9).default('0 15,18,22 * * 1-5'),
  MARKET_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  MARKET_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  MARKET_HTTP_RETRIES: z.coerce.number().int().min(0).max(8).default(3),
  MARKET_HTTP_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  FINMIND_TOKEN: z.string().min(1).optional(),
  TWSE_BASE_URL: z.url().default('https://www.twse.com.tw'),
  TWSE_OPENAPI_URL: z.url().default('https://openapi.twse.com.tw/v1'),
  TPEX_BASE_URL: z.url().default('https://www.tpex.org.tw/www/zh-tw'),
  TPEX_OPENAPI_URL: z.url().default('https://www.tpex.org.tw/openapi/v1'),
  MIS_BASE_URL: z.url().default('https://mis.twse.com.tw'),
  YAHOO_BASE_URL: z.url().default('https://query1.finance.yahoo.com'),
  FINMIND_BASE_URL: z.url().default('https://api.finmindtrade.com'),
  NEWS_PROVIDER: z.enum(['none', 'finmind']).default('none'),
  ...paymentEnv,
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly publicBaseUrl: string;
  readonly database: { readonly url: string | undefined; readonly dataDir: string };
  readonly roles: readonly Role[];
  readonly logLevel: string;
  readonly corsOrigins: readonly string[];
  readonly trustProxy: boolean;
  readonly seedDemoData: boolean;
  readonly shutdownTimeoutMs: number;
  readonly heartbeatCron: string;
  readonly auth: {
    /** From AUTH_SECRET; outside production a random one per process when unset. */
    readonly secret: string;
    readonly secretIsEphemeral: boolean;
    readonly accessTokenTtlSeconds: number;
    readonly rememberMeDays: number;
    readonly sessionHours: number;
    readonly googleClientId: string | undefined;
    readonly googleJwksUrl: string;
  };
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string };
  readonly webDistDir: string;
  readonly adminDistDir: string;
  readonly market: MarketProviderSettings & {
    readonly quotesCron: string;
    readonly dailyCron: string;
    readonly rateLimitPerMinute: number;
    /** The headline feed of the news analyst; `none` means the analyst reports no news data. */
    readonly news: 'none' | 'finmind';
  };
  readonly payments: PaymentSettings;
  /** The optional analysis narrator (OpenAI-compatible chat completions); off when no base URL. */
  readonly llm: {
    readonly baseUrl: string;
    readonly apiKey: string | undefined;
    readonly model: string;
  } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const englishMessages = z.locales.en().localeError;

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** Reads and validates the environment into one frozen object. Throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `PORT= npm start` falls back to the default.
  const present = Object.fromEntries(
    Object.entries(source).filter(
      ([key, value]) => key in EnvSchema.shape && value !== undefined && value !== '',
    ),
  );
  // Operators read these messages in a terminal: English, whatever locale the API uses.
  const parsed = EnvSchema.safeParse(present, { error: englishMessages });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError(['AUTH_SECRET="": required in production (at least 32 random characters)']);
  }
  const port = env.PORT;
  const publicBaseUrl = env.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
  const payments = paymentSettings(env, publicBaseUrl, env.NODE_ENV);
  if (payments.problems.length) throw new ConfigError(payments.problems);
  return Object.freeze({
    env: env.NODE_ENV,
    host: env.HOST,
    port,
    publicBaseUrl,
    database: Object.freeze({ url: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) }),
    roles: Object.freeze([...new Set(env.ROLES)]),
    logLevel: env.LOG_LEVEL,
    corsOrigins: Object.freeze(env.CORS_ORIGINS),
    trustProxy: env.TRUST_PROXY,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    heartbeatCron: env.HEARTBEAT_CRON,
    auth: Object.freeze({
      secret: env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
      secretIsEphemeral: !env.AUTH_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      rememberMeDays: env.REMEMBER_ME_DAYS,
      sessionHours: env.SESSION_HOURS,
      googleClientId: env.GOOGLE_CLIENT_ID,
      googleJwksUrl: env.GOOGLE_JWKS_URL,
    }),
    mail: Object.freeze({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    webDistDir: resolve(env.WEB_DIST_DIR ?? `${repoRoot}/apps/web/dist`),
    adminDistDir: resolve(env.ADMIN_DIST_DIR ?? `${repoRoot}/apps/admin/dist`),
    market: Object.freeze({
      provider: env.MARKET_PROVIDER,
      simSeed: env.MARKET_SIM_SEED,
      holidays: Object.freeze(env.MARKET_HOLIDAYS),
      finmindToken: env.FINMIND_TOKEN,
      urls: Object.freeze({
        twse: env.TWSE_BASE_URL,
        twseOpenApi: env.TWSE_OPENAPI_URL,
        tpex: env.TPEX_BASE_URL,
        tpexOpenApi: env.TPEX_OPENAPI_URL,
        mis: env.MIS_BASE_URL,
        yahoo: env.YAHOO_BASE_URL,
        finmind: env.FINMIND_BASE_URL,
      }),
      httpTimeoutMs: env.MARKET_HTTP_TIMEOUT_MS,
      httpRetries: env.MARKET_HTTP_RETRIES,
      httpMinIntervalMs: env.MARKET_HTTP_MIN_INTERVAL_MS,
      quotesCron: env.MARKET_QUOTES_CRON,
      dailyCron: env.MARKET_DAILY_CRON,
      rateLimitPerMinute: env.MARKET_RATE_LIMIT_PER_MINUTE,
      news: env.NEWS_PROVIDER,
    }),
    payments: payments.settings,
    llm: env.LLM_BASE_URL
      ? Object.freeze({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL })
      : null,
  });
}
