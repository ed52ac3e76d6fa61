import { describe, expect, it } from 'vitest';
import {
  clientErrorCatalogue,
  errorCatalogue,
  errorCodes,
  errorMessage,
  errorStatus,
  isErrorCode,
  localiseError,
} from './catalogue.ts';
import { errorLocales, type ErrorLocale } from './define.ts';
import { ErrorResponse } from './schema.ts';

/** Sample params for every templated message, so each one can be rendered. */
const sampleParams: Record<string, Record<string, string | number>> = {
  LOGIN_THROTTLED: { seconds: 30 },
  PLAN_REQUIRED: { tier: 'gold' },
  GUEST_ANALYST_PLAN_REQUIRED: { tier: 'gold' },
  GUEST_QUOTA_EXHAUSTED: { limit: 3 },
  QUOTA_EXHAUSTED: { limit: 5, upgrade: 'gold' },
  ANALYST_NOT_FOUND: { analyst: 'astrology' },
  SHARES_OVERSOLD: { sold: 1000, held: 500 },
  CASH_OVERDRAWN: { amount: 1500, cash: 1000 },
  WATCHLIST_LIMIT: { limit: 30, tier: 'free' },
  ALERT_LIMIT: { limit: 3, tier: 'free' },
  ADMIN_LOGIN_INCORRECT: { failures: 2, limit: 5 },
  ADMIN_LOGIN_LOCKED_NOW: { minutes: 15 },
  ADMIN_LOGIN_LOCKED: { minutes: 12 },
  ADMIN_SOURCE_THROTTLED: { minutes: 15 },
  ADMIN_FORBIDDEN: { endpoint: 'PUT /api/admin/users/{id}' },
  API_KEY_SCOPE: { scope: 'quotes:read' },
  API_KEY_LIMIT: { limit: 10 },
  API_BURST_LIMITED: { limit: 10 },
  API_DAILY_LIMITED: { limit: 10000 },
  SIMULATED_TICK_OUT_OF_LIMITS: { limitDown: 900, limitUp: 1100 },
};

/**
 * Codes that say the same thing on purpose: the same refusal for a path (404) and for a body (400).
 * Any other two codes with one zh-TW text would be one error under two names.
 */
const intendedTwins = [
  ['PLAN_NOT_FOUND', 'PLAN_UNSUPPORTED'],
  ['STOCK_NOT_FOUND', 'UNKNOWN_SYMBOL'],
];

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

describe('error catalogue', () => {
  const every = { ...errorCatalogue, ...clientErrorCatalogue };

  it.each(Object.keys(every))('%s has a message in every language', (code) => {
    const params = sampleParams[code];
    const texts = errorLocales.map((locale) => localiseError(code, locale, params));
    for (const text of texts) expect(text).toMatch(/\S/);
    const [zhTW, zhCN, enUS] = texts as string[];
    expect(hasHan(zhTW!)).toBe(true);
    expect(hasHan(zhCN!)).toBe(true);
    expect(hasHan(enUS!)).toBe(false);
    expect(enUS).not.toBe(zhTW);
    // Every declared param shows up in each language's text.
    for (const value of Object.values(params ?? {})) {
      if (typeof value === 'number') for (const text of texts) expect(text).toContain(String(value));
    }
  });

  it('gives every code an HTTP status of its own kind and all three languages', () => {
    for (const [code, entry] of Object.entries(every)) {
      const status = entry.status;
      if (code in clientErrorCatalogue) expect(status, code).toBe(0);
      else expect(status >= 400 && status < 600, code).toBe(true);
      expect(Object.keys(entry.messages).sort(), code).toEqual([...errorLocales].sort());
    }
  });

  it('never gives two codes the same zh-TW text unless they are meant to be twins', () => {
    const byText = new Map<string, string[]>();
    for (const code of Object.keys(every)) {
      const text = localiseError(code, 'zh-TW', sampleParams[code])!;
      byText.set(text, [...(byText.get(text) ?? []), code]);
    }
    const shared = [...byText.values()].filter((codes) => codes.length > 1).map((codes) => codes.sort());
    expect(shared.sort()).toEqual(intendedTwins.map((codes) => [...codes].sort()).sort());
    // Twins read the same in every language: they are one message under two statuses.
    for (const [first, second] of intendedTwins)
      for (const locale of errorLocales)
        expect(localiseError(first, locale), `${first} ${locale}`).toBe(localiseError(second, locale));
  });

  it('declares the params of exactly the templated messages', () => {
    const templated = Object.entries(every)
      .filter(([, entry]) => typeof entry.messages['zh-TW'] === 'function')
      .map(([code]) => code);
    expect(templated.sort()).toEqual(Object.keys(sampleParams).sort());
    for (const code of templated) {
      expect(every[code as keyof typeof every].params).toEqual(Object.keys(sampleParams[code]!));
    }
  });

  it('gives every server code an error status and keeps client codes off the wire', () => {
    for (const code of errorCodes) expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
    expect(errorCodes).not.toContain('NETWORK_ERROR');
    expect(isErrorCode('UNEXPECTED_RESPONSE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(
      ErrorResponse.safeParse({ success: false, error: { code: 'NETWORK_ERROR', message: 'x' } }).success,
    ).toBe(false);
  });

  it("keeps the spec's zh-TW wording", () => {
    expect(errorMessage('LOGIN_FAILED', 'zh-TW')).toBe('帳號或密碼錯誤，請檢查您的登入資訊或先進行註冊');
    expect(errorMessage('GOOGLE_LOGIN_FAILED', 'zh-TW')).toBe('Google 登入被取消或失敗');
    expect(errorMessage('GOOGLE_LOGIN_DISABLED', 'zh-TW')).toBe('Google 登入已禁用');
    expect(errorMessage('SESSION_EXPIRED', 'zh-TW')).toMatch(/^登錄狀態已過期/);
    expect(errorMessage('SERVICE_UNAVAILABLE', 'zh-TW')).toBe('服務器暫時無法響應');
    expect(errorMessage('VALIDATION_FAILED', 'zh-TW')).toBe('輸入的資訊有誤');
    expect(errorMessage('NETWORK_ERROR', 'zh-TW')).toBe('網路連線異常，請檢查網路連線');
    expect(errorMessage('PAYMENTS_UNAVAILABLE', 'zh-TW')).toBe('支付系統暫時無法使用，請稍後再試');
  });

  it('names the plan that lifts a gate, the top plan alone', () => {
    expect(errorMessage('PLAN_REQUIRED', 'zh-TW', { tier: 'gold' })).toBe(
      '此功能需要黃金會員以上方案，請升級後使用',
    );
    expect(errorMessage('PLAN_REQUIRED', 'zh-TW', { tier: 'diamond' })).toBe(
      '此功能需要鑽石會員方案，請升級後使用',
    );
    expect(errorMessage('PLAN_REQUIRED', 'zh-CN', { tier: 'gold' })).toBe(
      '此功能需要黄金会员以上方案，请升级后使用',
    );
    expect(errorMessage('PLAN_REQUIRED', 'en-US', { tier: 'diamond' })).toBe(
      'This feature needs the Diamond plan; please upgrade to use it',
    );
  });

  it('states the quota and the plan that would lift it', () => {
    const quota = (locale: ErrorLocale, upgrade: 'gold' | 'diamond' | 'none') =>
      errorMessage('QUOTA_EXHAUSTED', locale, { limit: 5, upgrade });
    expect(quota('zh-TW', 'gold')).toBe('本月分析次數已用完（5 次），升級黃金會員每月可分析 50 次');
    expect(quota('zh-TW', 'diamond')).toBe('本月分析次數已用完（5 次），升級鑽石會員可無限次分析');
    expect(quota('zh-TW', 'none')).toBe('本月分析次數已用完（5 次）');
    expect(errorMessage('GUEST_QUOTA_EXHAUSTED', 'zh-TW', { limit: 3 })).toBe(
      '訪客體驗次數已用完（3 次），請註冊會員繼續使用',
    );
  });

  it('renders an unchecked error body only when its code and params are complete', () => {
    expect(localiseError('PLAN_REQUIRED', 'en-US', { tier: 'gold' })).toBe(
      'This feature needs the Gold plan or above; please upgrade to use it',
    );
    expect(localiseError('PLAN_REQUIRED', 'en-US', {})).toBeNull();
    expect(localiseError('PLAN_REQUIRED', 'en-US', { tier: { nested: true } })).toBeNull();
    expect(localiseError('LOGIN_THROTTLED', 'zh-CN', null)).toBeNull();
    expect(localiseError('NOT_A_CODE', 'en-US')).toBeNull();
    expect(localiseError(42, 'en-US')).toBeNull();
    expect(localiseError('NOT_FOUND', 'zh-CN')).toBe('找不到请求的资源');
  });
});
