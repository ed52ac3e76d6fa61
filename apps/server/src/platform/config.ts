import { resolve } from 'node:path';
import { z } from 'zod';

export const roleNames = ['api', 'ws', 'worker', 'scheduler'] as const;
export type Role = (typeof roleNames)[number];

/** `true`/`false`/`1`/`0`, for flags in any section. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A comma-separated list, items trimmed, empty items dropped. */
export const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** How the queue notices jobs a stopped or killed worker abandoned. */
export interface JobSupervision {
  /** Seconds without a heartbeat before a running job is failed and retried elsewhere; null: off. */
  readonly heartbeatSeconds: number | null;
  /** Seconds between the queue's checks for silent and expired jobs. */
  readonly superviseIntervalSeconds: number;
}

/**
 * A killed worker's job is taken over within about heartbeat + interval seconds (a minute), where
 * expiry alone would leave it for the job's whole `expireInSeconds` (ten minutes for a run).
 */
export const defaultJobSupervision = Object.freeze({
  heartbeatSeconds: 30,
  superviseIntervalSeconds: 30,
}) satisfies JobSupervision;

/**
 * The variables of the shell every module shares (HTTP, database, roles, mail, the web apps), with
 * their documented defaults. The modules' own variables are in their config sections.
 */
export const platformVariables = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections to PostgreSQL per process (PostgreSQL's own limit is shared by every process). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ROLES: commaList.pipe(z.array(z.enum(roleNames)).min(1)).default([...roleNames]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: commaList.default([]),
  TRUST_PROXY: booleanFlag.default(false),
  SEED_DEMO_DATA: booleanFlag.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  DEV_MAILBOX: booleanFlag.optional(),
  MAIL_FROM: z.string().min(3).default('AlphaDesk 台股AI投研 <no-reply@alphadesk.local>'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
  /** Shared state between processes (rate limits, the live feed's fan-out); one process's memory without it. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** The bearer token a Prometheus scraper presents at /metrics (staff may scrape without it). */
  METRICS_TOKEN: z.string().min(16).max(4096).optional(),
  /**
   * How long a running job may go without its worker's heartbeat before another worker takes it
   * over (a killed process sends none); 0 leaves only each job's expiry.
   */
  JOB_HEARTBEAT_SECONDS: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || (value >= 10 && value <= 3600), 'must be 0 or between 10 and 3600')
    .default(defaultJobSupervision.heartbeatSeconds),
  /** How often the queue looks for jobs whose heartbeat stopped or whose time ran out. */
  JOB_SUPERVISE_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(defaultJobSupervision.superviseIntervalSeconds),
};

export interface PlatformConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly publicBaseUrl: string;
  readonly database: {
    readonly url: string | undefined;
    readonly dataDir: string;
    readonly poolSize: number | undefined;
  };
  readonly roles: readonly Role[];
  readonly logLevel: string;
  readonly corsOrigins: readonly string[];
  readonly trustProxy: boolean;
  readonly seedDemoData: boolean;
  readonly shutdownTimeoutMs: number;
  readonly mail: {
    readonly smtpUrl: string | undefined;
    readonly from: string;
    /** Mail is kept at /dev/mailbox instead of being sent (never in production, never with SMTP). */
    readonly devMailbox: boolean;
  };
  readonly webDistDir: string;
  readonly adminDistDir: string;
  readonly redisUrl: string | undefined;
  readonly metricsToken: string | undefined;
  readonly jobs: JobSupervision;
}

/**
 * A part of the configuration owned by one module: the variables it reads and how they become its
 * frozen settings. The composition root parses every section's variables in one pass (so every bad
 * variable is reported at once), then builds each section's settings.
 */
export interface ConfigSection<Shape extends z.ZodRawShape, Settings> {
  readonly variables: Shape;
  /** Throws ConfigError naming the variable when the values do not fit together. */
  settings(env: z.output<z.ZodObject<Shape>>, platform: PlatformConfig): Settings;
}

/** Declares a config section with its types inferred. */
export const configSection = <Shape extends z.ZodRawShape, Settings>(
  section: ConfigSection<Shape, Settings>,
): ConfigSection<Shape, Settings> => section;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const englishMessages = z.locales.en().localeError;

/** Parses the variables of `shape` from `source`. Throws ConfigError naming each bad variable. */
export function parseVariables<Shape extends z.ZodRawShape>(
  shape: Shape,
  source: Record<string, string | undefined>,
): z.output<z.ZodObject<Shape>> {
  // Empty strings count as unset, so `PORT= npm start` falls back to the default.
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in shape && value !== undefined && value !== ''),
  );
  // Operators read these messages in a terminal: English, whatever locale the API uses.
  const parsed = z.object(shape).safeParse(present, { error: englishMessages });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  return parsed.data;
}

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** The platform's settings from its parsed variables. */
export function platformSettings(env: z.output<z.ZodObject<typeof platformVariables>>): PlatformConfig {
  const port = env.PORT;
  const publicBaseUrl = env.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
  if (env.NODE_ENV === 'production' && env.DEV_MAILBOX) {
    throw new ConfigError(['DEV_MAILBOX="true": the development mailbox is never available in production']);
  }
  // Without SMTP, mail stays readable at /dev/mailbox — but a site reachable beyond this machine
  // must ask for that explicitly, or anyone could read its reset links.
  const devMailbox =
    env.NODE_ENV !== 'production' && !env.SMTP_URL && (env.DEV_MAILBOX ?? isLoopbackUrl(publicBaseUrl));
  return Object.freeze({
    env: env.NODE_ENV,
    host: env.HOST,
    port,
    publicBaseUrl,
    database: Object.freeze({
      url: env.DATABASE_URL,
      dataDir: resolve(env.DATA_DIR),
      poolSize: env.DATABASE_POOL_SIZE,
    }),
    roles: Object.freeze([...new Set(env.ROLES)]),
    logLevel: env.LOG_LEVEL,
    corsOrigins: Object.freeze(env.CORS_ORIGINS),
    trustProxy: env.TRUST_PROXY,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    mail: Object.freeze({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, devMailbox }),
    webDistDir: resolve(env.WEB_DIST_DIR ?? `${repoRoot}/apps/web/dist`),
    adminDistDir: resolve(env.ADMIN_DIST_DIR ?? `${repoRoot}/apps/admin/dist`),
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    jobs: Object.freeze({
      heartbeatSeconds: env.JOB_HEARTBEAT_SECONDS || null,
      superviseIntervalSeconds: env.JOB_SUPERVISE_INTERVAL_SECONDS,
    }),
  });
}

/** True for a loopback address: 127.0.0.0/8, ::1 (with or without the IPv4-mapped prefix). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/i, '');
  return bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** True when a URL's host is this machine only (localhost, *.localhost or a loopback address). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}
