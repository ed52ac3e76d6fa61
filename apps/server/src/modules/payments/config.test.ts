import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('payment configuration', () => {
  it('defaults to the built-in sandbox outside production, with the test merchant', () => {
    const { payments } = loadConfig({ PUBLIC_BASE_URL: 'https://alphadesk.example' });
    expect(payments).toMatchObject({
      gateway: 'builtin-sandbox',
      merchantId: 'ADSANDBOX01',
      apiBase: 'https://alphadesk.example/payuni-sandbox',
      testMode: true,
      formActionOrigin: null,
    });
  });

  it('has no gateway in production without a merchant, unless the sandbox is asked for', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32), NODE_ENV: 'production' };
    expect(loadConfig(secret).payments.gateway).toBe('disabled');
    expect(loadConfig({ ...secret, PAYUNI_BUILTIN_SANDBOX: 'true' }).payments.gateway).toBe(
      'builtin-sandbox',
    );
  });

  it('uses PayUni’s hosts for a configured merchant and allows its origin as a form target', () => {
    const merchant = {
      PAYUNI_MER_ID: 'S01421169',
      PAYUNI_HASH_KEY: 'k'.repeat(32),
      PAYUNI_HASH_IV: 'i'.repeat(16),
    };
    expect(loadConfig(merchant).payments).toMatchObject({
      gateway: 'payuni',
      apiBase: 'https://sandbox-api.payuni.com.tw/api',
      testMode: true,
      formActionOrigin: 'https://sandbox-api.payuni.com.tw',
    });
    expect(loadConfig({ ...merchant, PAYUNI_ENV: 'production' }).payments).toMatchObject({
      apiBase: 'https://api.payuni.com.tw/api',
      testMode: false,
      formActionOrigin: 'https://api.payuni.com.tw',
    });
  });

  it('names the variable that is missing or wrong', () => {
    expect(() => loadConfig({ PAYUNI_MER_ID: 'S01421169' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYUNI_MER_ID: 'S01421169' })).toThrow(/PAYUNI_HASH_KEY/);
    expect(() => loadConfig({ PAYUNI_HASH_KEY: 'short' })).toThrow(
      /PAYUNI_HASH_KEY="short": must be 32 characters/,
    );
    expect(() => loadConfig({ PAYUNI_ENV: 'live' })).toThrow(/PAYUNI_ENV/);
    expect(() => loadConfig({ SUBSCRIPTION_GRACE_DAYS: '99' })).toThrow(/SUBSCRIPTION_GRACE_DAYS/);
    expect(loadConfig({}).subscriptions.graceDays).toBe(3);
  });
});
