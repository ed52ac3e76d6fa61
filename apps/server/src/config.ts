import { z } from 'zod';
import {
  commaList,
  configSection,
  parseVariables,
  platformSettings,
  platformVariables,
  type PlatformConfig,
} from './platform/config.ts';
import { accountsConfig } from './modules/accounts/index.ts';
import { analysisConfig } from './modules/analysis/index.ts';
import { paymentsConfig } from './modules/payments/index.ts';
import { subscriptionsConfig } from './modules/subscriptions/index.ts';
import { systemConfig } from './modules/system/index.ts';
import { einvoiceConfig } from './modules/einvoice/index.ts';
import { monitorConfig } from './modules/monitor/index.ts';
import { workflowsConfig } from './modules/workflows/index.ts';
import { ttsConfig } from './modules/tts/index.ts';

export { ConfigError, type Role } from './platform/config.ts';

/** Market data: the provider, its hosts and polling, the news feed. */
const marketConfig = configSection({
  variables: {
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
  },
  settings: (env) =>
    Object.freeze({
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
      /** The headline feed of the news analyst; `none` means the analyst reports no news data. */
      news: env.NEWS_PROVIDER,
    }),
});

/** The optional analysis narrator (OpenAI-compatible chat completions); off without a base URL. */
const llmConfig = configSection({
  variables: {
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  },
  settings: (env) =>
    env.LLM_BASE_URL
      ? Object.freeze({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL })
      : null,
});

/**
 * Every module's config section, in the order their settings are built (the first section whose
 * values do not fit together stops the process).
 */
const sections = {
  auth: accountsConfig,
  system: systemConfig,
  market: marketConfig,
  subscriptions: subscriptionsConfig,
  payments: paymentsConfig,
  llm: llmConfig,
  analysis: analysisConfig,
  einvoice: einvoiceConfig,
  monitor: monitorConfig,
  workflows: workflowsConfig,
  tts: ttsConfig,
};
type Sections = typeof sections;

/** The one configuration: the platform's settings and one frozen slice per module. */
export type Config = PlatformConfig & {
  readonly [Name in keyof Sections]: ReturnType<Sections[Name]['settings']>;
};

type PlatformVariables = z.output<z.ZodObject<typeof platformVariables>>;

const variables: z.ZodRawShape = Object.assign(
  {},
  platformVariables,
  ...Object.values(sections).map((section) => section.variables),
);

/**
 * Reads and validates the environment into one frozen object, once at boot. Every variable has a
 * documented default (README); a bad value throws ConfigError naming the variable.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // One pass over every variable, so each bad one is reported at once.
  const env = parseVariables(variables, source) as PlatformVariables;
  const platform = platformSettings(env);
  const slices = Object.fromEntries(
    Object.entries(sections).map(([name, section]) => [
      name,
      (section.settings as (env: unknown, platform: PlatformConfig) => unknown)(env, platform),
    ]),
  ) as { [Name in keyof Sections]: ReturnType<Sections[Name]['settings']> };
  return Object.freeze({ ...platform, ...slices });
}
