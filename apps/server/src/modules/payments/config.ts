import { z } from 'zod';
import { ConfigError, booleanFlag, configSection } from '../../platform/config.ts';
import { defaultCjkFontPath } from '../../platform/pdf.ts';

/** PayUni's hosts (notes/payments.md). */
export const payuniHosts = {
  production: 'https://api.payuni.com.tw/api',
  sandbox: 'https://sandbox-api.payuni.com.tw/api',
} as const;

/**
 * The built-in sandbox's merchant id. Its HashKey and HashIV are made at random per installation
 * (sandbox/keys.ts): with keys in the source anyone could seal a "paid" notify.
 */
export const sandboxMerchantId = 'ADSANDBOX01';

/** Hosts that only this machine reaches: the only place the built-in sandbox runs by default. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** The payment variables. */
const paymentVariables = {
  PAYUNI_MER_ID: z.string().min(1).max(40).optional(),
  PAYUNI_HASH_KEY: z.string().length(32, 'must be 32 characters').optional(),
  PAYUNI_HASH_IV: z.string().length(16, 'must be 16 characters').optional(),
  PAYUNI_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PAYUNI_API_BASE: z.url().optional(),
  PAYUNI_BUILTIN_SANDBOX: booleanFlag.optional(),
  PAYUNI_BUILTIN_SANDBOX_PUBLIC: booleanFlag.default(false),
  PAYUNI_HTTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  PAYMENT_RECONCILE_CRON: z.string().min(9).default('*/10 * * * *'),
  RECEIPT_FONT_PATH: z.string().min(1).default(defaultCjkFontPath),
};

type PaymentEnv = z.output<z.ZodObject<typeof paymentVariables>>;

export interface PaymentSettings {
  /**
   * payuni: PayUni's API (PAYUNI_MER_ID set, or PAYUNI_API_BASE pointing at a stand-in);
   * builtin-sandbox: our own PayUni-speaking test gateway under /payuni-sandbox;
   * disabled: production without a merchant (checkout answers 503).
   */
  readonly gateway: 'payuni' | 'builtin-sandbox' | 'disabled';
  readonly merchantId: string;
  /** The merchant's HashKey and HashIV; null for the built-in sandbox, whose keys live in the database. */
  readonly keys: Readonly<{ hashKey: string; hashIv: string }> | null;
  /** Base of the gateway's paths (upp, trade/query, …), without a trailing slash. */
  readonly apiBase: string;
  /** No real money moves (PayUni's sandbox or the built-in one); shown on orders and receipts. */
  readonly testMode: boolean;
  /** The gateway origin the payment form posts to, when it is not our own (CSP form-action). */
  readonly formActionOrigin: string | null;
  readonly httpTimeoutMs: number;
  readonly reconcileCron: string;
  readonly receiptFontPath: string;
}

/** Builds the payment settings; problems name the variable, like every other config error. */
function paymentSettings(
  env: PaymentEnv,
  publicBaseUrl: string,
  nodeEnv: 'development' | 'production' | 'test',
): { settings: PaymentSettings; problems: string[] } {
  const problems: string[] = [];
  const common = {
    httpTimeoutMs: env.PAYUNI_HTTP_TIMEOUT_MS,
    reconcileCron: env.PAYMENT_RECONCILE_CRON,
    receiptFontPath: env.RECEIPT_FONT_PATH,
  };
  const ownOrigin = new URL(publicBaseUrl).origin;
  const trimmed = (url: string) => url.replace(/\/+$/, '');

  if (env.PAYUNI_MER_ID || env.PAYUNI_API_BASE) {
    const by = env.PAYUNI_MER_ID ? 'PAYUNI_MER_ID' : 'PAYUNI_API_BASE';
    if (!env.PAYUNI_HASH_KEY) problems.push(`PAYUNI_HASH_KEY="": required with ${by}`);
    if (!env.PAYUNI_HASH_IV) problems.push(`PAYUNI_HASH_IV="": required with ${by}`);
    const apiBase = trimmed(env.PAYUNI_API_BASE ?? payuniHosts[env.PAYUNI_ENV]);
    const origin = new URL(apiBase).origin;
    return {
      problems,
      settings: Object.freeze({
        gateway: 'payuni',
        merchantId: env.PAYUNI_MER_ID ?? sandboxMerchantId,
        keys: Object.freeze({ hashKey: env.PAYUNI_HASH_KEY ?? '', hashIv: env.PAYUNI_HASH_IV ?? '' }),
        apiBase,
        testMode: !env.PAYUNI_MER_ID || env.PAYUNI_ENV === 'sandbox',
        formActionOrigin: origin === ownOrigin ? null : origin,
        ...common,
      }),
    };
  }
  // Anyone who reaches the sandbox's page can "pay" with it, so a site others can reach serves it
  // only when told to in so many words.
  const wanted = env.PAYUNI_BUILTIN_SANDBOX ?? nodeEnv !== 'production';
  const reachable = isLoopbackUrl(publicBaseUrl) || env.PAYUNI_BUILTIN_SANDBOX_PUBLIC;
  if (env.PAYUNI_BUILTIN_SANDBOX === true && !reachable) {
    problems.push(
      `PAYUNI_BUILTIN_SANDBOX=true: PUBLIC_BASE_URL ${ownOrigin} is not a loopback address; ` +
        'set PAYUNI_BUILTIN_SANDBOX_PUBLIC=true to let anyone reaching it pay with the sandbox',
    );
  }
  return {
    problems,
    settings: Object.freeze({
      gateway: wanted && reachable ? 'builtin-sandbox' : 'disabled',
      merchantId: sandboxMerchantId,
      keys: null,
      apiBase: `${trimmed(publicBaseUrl)}/payuni-sandbox`,
      testMode: true,
      formActionOrigin: null,
      ...common,
    }),
  };
}

/** The gateway, its keys and the receipts' font. */
export const paymentsConfig = configSection({
  variables: paymentVariables,
  settings(env, platform): PaymentSettings {
    const { settings, problems } = paymentSettings(env, platform.publicBaseUrl, platform.env);
    if (problems.length) throw new ConfigError(problems);
    return settings;
  },
});
