import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('e-invoice configuration', () => {
  it('defaults to the built-in stand-in outside production, as ECPay’s public test merchant', () => {
    const { einvoice } = loadConfig({ PUBLIC_BASE_URL: 'http://127.0.0.1:3000' });
    expect(einvoice).toMatchObject({
      provider: 'builtin-standin',
      merchantId: '2000132',
      apiBase: 'http://127.0.0.1:3000/einvoice-standin',
      testMode: true,
    });
  });

  it('issues nothing in production without a merchant, unless the stand-in is asked for', () => {
    const production = { AUTH_SECRET: 'x'.repeat(32), NODE_ENV: 'production' };
    expect(loadConfig(production).einvoice.provider).toBe('disabled');
    expect(loadConfig({ ...production, EINVOICE_BUILTIN_STANDIN: 'true' }).einvoice.provider).toBe(
      'builtin-standin',
    );
  });

  it('talks to ECPay with a merchant, names each missing variable, and needs the seller in production', () => {
    expect(() => loadConfig({ ECPAY_EINVOICE_MERCHANT_ID: '3000001' })).toThrow(ConfigError);
    try {
      loadConfig({ ECPAY_EINVOICE_MERCHANT_ID: '3000001' });
    } catch (error) {
      expect((error as Error).message).toContain('ECPAY_EINVOICE_HASH_KEY');
      expect((error as Error).message).toContain('ECPAY_EINVOICE_HASH_IV');
    }
    const merchant = {
      ECPAY_EINVOICE_MERCHANT_ID: '3000001',
      ECPAY_EINVOICE_HASH_KEY: 'k'.repeat(16),
      ECPAY_EINVOICE_HASH_IV: 'v'.repeat(16),
    };
    expect(loadConfig(merchant).einvoice).toMatchObject({
      provider: 'ecpay',
      apiBase: 'https://einvoice-stage.ecpay.com.tw',
      testMode: true,
    });
    expect(() => loadConfig({ ...merchant, ECPAY_EINVOICE_ENV: 'production' })).toThrow(
      /EINVOICE_SELLER_TAX_ID/,
    );
    const live = loadConfig({
      ...merchant,
      ECPAY_EINVOICE_ENV: 'production',
      EINVOICE_SELLER_TAX_ID: '22099131',
      EINVOICE_QR_SEED: 'ab'.repeat(16),
    }).einvoice;
    expect(live).toMatchObject({
      provider: 'ecpay',
      apiBase: 'https://einvoice.ecpay.com.tw',
      testMode: false,
    });
  });
});
