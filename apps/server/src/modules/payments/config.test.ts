import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('payment configuration', () => {
  it('defaults to the built-in sandbox outside production on a loopback address, with keys from no source', () => {
    const { payments } = loadConfig({ PUBLIC_BASE_URL: 'http://127.0.0.1:3000' });
    expect(payments).toMatchObject({
      gateway: 'builtin-sandbox',
      merchantId: 'ADSANDBOX01',
      apiBase: 'http://127.0.0.1:3000/payuni-sandbox',
      testMode: true,
      formActionOrigin: null,
      keys: null, // made per installation, kept in the database
    });
    for (const url of ['http://localhost:8080', 'http://app.localhost', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_BASE_URL: url }).payments.gateway).toBe('builtin-sandbox');
    }
  });

  it('keeps the sandbox off on an address others can reach unless PAYUNI_BUILTIN_SANDBOX_PUBLIC says so', () => {
    for (const url of ['https://alphadesk.example', 'http://192.168.1.20:3000', 'http://10.0.0.5']) {
      expect(loadConfig({ PUBLIC_BASE_URL: url }).payments.gateway).toBe('disabled');
    }
    const open = { PUBLIC_BASE_URL: 'https://alphadesk.example', PAYUNI_BUILTIN_SANDBOX_PUBLIC: 'true' };
    expect(loadConfig(open).payments).toMatchObject({
      gateway: 'builtin-sandbox',
      apiBase: 'https://alphadesk.example/payuni-sandbox',
    });
    expect(() =>
      loadConfig({ PUBLIC_BASE_URL: 'https://alphadesk.example', PAYUNI_BUILTIN_SANDBOX: 'true' }),
    ).toThrow(/PAYUNI_BUILTIN_SANDBOX_PUBLIC/);
  });

  it('asks for the stand-in gateway’s keys instead of falling back to any built into the source', () => {
    expect(() => loadConfig({ PAYUNI_API_BASE: 'http://127.0.0.1:9/api' })).toThrow(
      /PAYUNI_HASH_KEY="": required with PAYUNI_API_BASE/,
    );
  });

  it('has no gateway in production without a merchant, unless the sandbox is asked for', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32), NODE_ENV: 'production' };
    expect(loadConfig(secret).payments.gateway).toBe('disabled');
    expect(loadConfig({ ...secret, PAYUNI_BUILTIN_SANDBOX: 'true' }).payments.gateway).toBe(
      'builtin-sandbox',
    ); // PUBLIC_BASE_URL defaults to http://localhost
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
