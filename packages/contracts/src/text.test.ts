import { describe, expect, it } from 'vitest';
import { invalidTextMessage, isCleanText, safeText } from './text.ts';
import { HistoryQuery } from './history.ts';
import { RegisterRequest } from './auth.ts';

describe('safeText', () => {
  const name = safeText({ error: '請輸入姓名' }).trim().min(1, '請輸入姓名').max(5, '太長');

  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'])(
    'refuses %j with one clear message',
    (value) => {
      const parsed = name.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([invalidTextMessage]);
    },
  );

  it('keeps ordinary text, emoji (paired surrogates) and the other rules', () => {
    expect(name.parse(' 王😀 ')).toBe('王😀');
    expect(isCleanText('台積電 2330 😀')).toBe(true);
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('請輸入姓名');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('請輸入姓名');
  });

  it('guards the request schemas built on it', () => {
    expect(HistoryQuery.safeParse({ q: 'a\u0000' }).error?.issues[0]?.message).toBe(invalidTextMessage);
    const register = RegisterRequest.safeParse({
      name: '\ud800',
      email: 'a@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      agreeToTerms: true,
    });
    expect(register.error?.issues[0]?.message).toBe(invalidTextMessage);
  });
});
