import { z } from 'zod';
import { ConfigError, booleanFlag, configSection } from '../../platform/config.ts';
import { defaultCjkFontPath } from '../../platform/pdf.ts';

/** PayUni's hosts (notes/payments.md). */
export const payuniHosts = {
  production: 'https://api.payuni.com.tw/api',
  sandbox: 'https://sandbox-api.payuni.com.tw/api',
} as const;

/**
 * The built-in sandbox's test merchant. Not a secret: it only signs traffic between this server and
 * its own sandbox pages, which never move money.
 */
export const sandboxMerchant = {
  merchantId: 'ADSANDBOX01',
  hashKey: 'AlphaDeskSandboxTestHashKey00001',
  hashIv: 'AlphaDeskTestIV1',
} as const;

/** The payment variables. */
const paymentVariables = {
  PAYUNI_MER_ID: z.string().min(1).max(40).optional(),
  PAYUNI_HASH_KEY: z.string().length(32, 'must be 32 characters').optional(),
  PAYUNI_HASH_IV: z.string().length(16, 'must be 16 characters').optional(),
  PAYUNI_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PAYUNI_API_BASE: z.url().optional(),
  PAYUNI_BUILTIN_SANDBOX: booleanFlag.optional(),
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
  readonly hashKey: string;
  readonly hashIv: string;
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

  if (env.PAYUNI_MER_ID) {
    if (!env.PAYUNI_HASH_KEY) problems.push('PAYUNI_HASH_KEY="": required with PAYUNI_MER_ID');
    if (!env.PAYUNI_HASH_IV) problems.push('PAYUNI_HASH_IV="": required with PAYUNI_MER_ID');
  }
  if (env.PAYUNI_MER_ID || env.PAYUNI_API_BASE) {
    const apiBase = trimmed(env.PAYUNI_API_BASE ?? payuniHosts[env.PAYUNI_ENV]);
    const origin = new URL(apiBase).origin;
    return {
      problems,
      settings: Object.freeze({
        gateway: 'payuni',
        merchantId: env.PAYUNI_MER_ID ?? sandboxMerchant.merchantId,
        hashKey: env.PAYUNI_HASH_KEY ?? sandboxMerchant.hashKey,
        hashIv: env.PAYUNI_HASH_IV ?? sandboxMerchant.hashIv,
        apiBase,
        testMode: !env.PAYUNI_MER_ID || env.PAYUNI_ENV === 'sandbox',
        formActionOrigin: origin === ownOrigin ? null : origin,
        ...common,
      }),
    };
  }
  const builtin = env.PAYUNI_BUILTIN_SANDBOX ?? nodeEnv !== 'production';
  return {
    problems,
    settings: Object.freeze({
      gateway: builtin ? 'builtin-sandbox' : 'disabled',
      ...sandboxMerchant,
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
