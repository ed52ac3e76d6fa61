import { z } from 'zod';
import { ConfigError, booleanFlag, configSection } from '../../platform/config.ts';

/** ECPay's e-invoice hosts (notes/einvoice.md). */
export const ecpayEinvoiceHosts = {
  stage: 'https://einvoice-stage.ecpay.com.tw',
  production: 'https://einvoice.ecpay.com.tw',
} as const;

/**
 * ECPay's public test merchant, published in its documentation: the built-in stand-in answers as
 * it, so nothing it issues can be mistaken for a real invoice.
 */
export const ecpayTestMerchant = {
  merchantId: '2000132',
  keys: { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' },
} as const;

const variables = {
  ECPAY_EINVOICE_MERCHANT_ID: z.string().min(1).max(10).optional(),
  ECPAY_EINVOICE_HASH_KEY: z.string().length(16, 'must be 16 characters').optional(),
  ECPAY_EINVOICE_HASH_IV: z.string().length(16, 'must be 16 characters').optional(),
  ECPAY_EINVOICE_ENV: z.enum(['stage', 'production']).default('stage'),
  ECPAY_EINVOICE_API_BASE: z.url().optional(),
  EINVOICE_BUILTIN_STANDIN: booleanFlag.optional(),
  EINVOICE_SELLER_TAX_ID: z
    .string()
    .regex(/^\d{8}$/, 'must be 8 digits')
    .optional(),
  EINVOICE_QR_SEED: z
    .string()
    .regex(/^[0-9A-Fa-f]{32}$/, 'must be 32 hex digits')
    .optional(),
  EINVOICE_HTTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  EINVOICE_RECONCILE_CRON: z.string().min(9).default('*/15 * * * *'),
};

export interface EinvoiceSettings {
  /**
   * ecpay: the provider's API (a merchant, or ECPAY_EINVOICE_API_BASE at a stand-in server);
   * builtin-standin: our own ECPay-speaking stand-in under /einvoice-standin (test mode);
   * disabled: production without a merchant (invoices wait, pending, until one is configured).
   */
  readonly provider: 'ecpay' | 'builtin-standin' | 'disabled';
  readonly merchantId: string;
  readonly keys: Readonly<{ hashKey: string; hashIv: string }>;
  readonly apiBase: string;
  readonly testMode: boolean;
  /** The seller's 統一編號 printed on the invoice page; '00000000' in test mode without one. */
  readonly sellerTaxId: string;
  /** The Ministry's QR-code seed (hex) for the verification field; a fixed test seed in test mode. */
  readonly qrSeed: string;
  readonly httpTimeoutMs: number;
  readonly reconcileCron: string;
}

const testQrSeed = '0'.repeat(32);

export const einvoiceConfig = configSection({
  variables,
  settings(env, platform): EinvoiceSettings {
    const common = {
      httpTimeoutMs: env.EINVOICE_HTTP_TIMEOUT_MS,
      reconcileCron: env.EINVOICE_RECONCILE_CRON,
    };
    if (env.ECPAY_EINVOICE_MERCHANT_ID || env.ECPAY_EINVOICE_API_BASE) {
      const problems: string[] = [];
      const by = env.ECPAY_EINVOICE_MERCHANT_ID ? 'ECPAY_EINVOICE_MERCHANT_ID' : 'ECPAY_EINVOICE_API_BASE';
      if (!env.ECPAY_EINVOICE_HASH_KEY) problems.push(`ECPAY_EINVOICE_HASH_KEY="": required with ${by}`);
      if (!env.ECPAY_EINVOICE_HASH_IV) problems.push(`ECPAY_EINVOICE_HASH_IV="": required with ${by}`);
      const production = env.ECPAY_EINVOICE_ENV === 'production' && !env.ECPAY_EINVOICE_API_BASE;
      if (production && !env.EINVOICE_SELLER_TAX_ID)
        problems.push('EINVOICE_SELLER_TAX_ID="": required in production');
      if (production && !env.EINVOICE_QR_SEED) problems.push('EINVOICE_QR_SEED="": required in production');
      if (problems.length) throw new ConfigError(problems);
      return Object.freeze({
        provider: 'ecpay',
        merchantId: env.ECPAY_EINVOICE_MERCHANT_ID ?? ecpayTestMerchant.merchantId,
        keys: Object.freeze({ hashKey: env.ECPAY_EINVOICE_HASH_KEY!, hashIv: env.ECPAY_EINVOICE_HASH_IV! }),
        apiBase: (env.ECPAY_EINVOICE_API_BASE ?? ecpayEinvoiceHosts[env.ECPAY_EINVOICE_ENV]).replace(
          /\/+$/,
          '',
        ),
        testMode: !production,
        sellerTaxId: env.EINVOICE_SELLER_TAX_ID ?? '00000000',
        qrSeed: env.EINVOICE_QR_SEED ?? testQrSeed,
        ...common,
      });
    }
    const standin = env.EINVOICE_BUILTIN_STANDIN ?? platform.env !== 'production';
    return Object.freeze({
      provider: standin ? 'builtin-standin' : 'disabled',
      merchantId: ecpayTestMerchant.merchantId,
      keys: ecpayTestMerchant.keys,
      apiBase: `${platform.publicBaseUrl.replace(/\/+$/, '')}/einvoice-standin`,
      testMode: true,
      sellerTaxId: env.EINVOICE_SELLER_TAX_ID ?? '00000000',
      qrSeed: env.EINVOICE_QR_SEED ?? testQrSeed,
      ...common,
    });
  },
});
