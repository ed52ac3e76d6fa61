import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponse, GuestResponse, MeResponse, SuccessMessage } from '@alphadesk/contracts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { han, traditionalIn } from '../../testing/languages.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { startSmtpServer } from '../../testing/smtp.ts';

const languages = ['zh-TW', 'zh-CN', 'en-US'] as const;
type Language = (typeof languages)[number];

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The language a text is in: zh-TW unchanged, zh-CN Simplified, en-US without Han. */
function expectIn(language: Language, text: string, zhTW: string) {
  if (language === 'zh-TW') expect(text).toBe(zhTW);
  if (language === 'zh-CN') {
    expect(text).toMatch(han);
    expect(traditionalIn(text), text).toEqual([]);
  }
  if (language === 'en-US') expect(text).not.toMatch(han);
}

describe('account messages follow the reader language', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await createTestServer({
      withQueue: true,
      env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://alphadesk.example' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const post = (url: string, language: Language, payload?: object, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      remoteAddress: randomIp(),
      headers: { 'accept-language': language, ...headers },
      ...(payload ? { payload } : {}),
    });
  const unique = () => `lang-${Math.random().toString(36).slice(2)}@example.com`;

  for (const language of languages) {
    it(`${language}: register, welcome back and sign out`, async () => {
      const email = unique();
      const registered = await post('/api/auth/register', language, {
        name: '林小明',
        email,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        agreeToTerms: true,
      });
      expect(registered.statusCode).toBe(201);
      expectIn(language, AuthResponse.parse(registered.json()).message, '註冊成功，歡迎加入 AlphaDesk');

      const login = await post('/api/auth/login', language, { email, password: 'Secret123' });
      const body = AuthResponse.parse(login.json());
      // The member's own name is theirs: it stays as written in every language.
      expect(body.user.name).toBe('林小明');
      expect(body.message).toContain('林小明');
      expectIn(language, body.message.replace('林小明', ''), '歡迎回來，');

      const logout = await post('/api/auth/logout', language, undefined, {
        authorization: `Bearer ${body.accessToken}`,
      });
      expectIn(language, SuccessMessage.parse(logout.json()).message, '已登出');
    });

    it(`${language}: a guest is named and greeted in the reader language`, async () => {
      const started = await post('/api/auth/guest', language);
      expect(started.statusCode).toBe(201);
      const guest = GuestResponse.parse(started.json());
      expectIn(language, guest.message, '訪客模式已啟動');
      expectIn(language, guest.user.name, '訪客');
      const me = await server.app.inject({
        method: 'GET',
        url: '/api/user/me',
        remoteAddress: randomIp(),
        headers: { 'accept-language': language, authorization: `Bearer ${guest.accessToken}` },
      });
      expectIn(language, MeResponse.parse(me.json()).user.name, '訪客');
    });

    it(`${language}: password reset and change answers`, async () => {
      const member = await buildMember(server);
      const forgot = await post('/api/auth/forgot-password', language, { email: member.email });
      expectIn(language, SuccessMessage.parse(forgot.json()).message, '密碼重置連結已發送到您的信箱');
      const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes(member.email)));
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(token).toBeTruthy();
      const reset = await post('/api/auth/reset-password', language, {
        token,
        password: 'Renewed789',
        confirmPassword: 'Renewed789',
      });
      expect(reset.statusCode).toBe(200);
      expectIn(language, SuccessMessage.parse(reset.json()).message, '密碼已重設，請使用新密碼登入');

      const signedIn = AuthResponse.parse(
        (await post('/api/auth/login', language, { email: member.email, password: 'Renewed789' })).json(),
      );
      const changed = await server.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        remoteAddress: randomIp(),
        headers: { 'accept-language': language, authorization: `Bearer ${signedIn.accessToken}` },
        payload: { currentPassword: 'Renewed789', newPassword: 'Another456', confirmPassword: 'Another456' },
      });
      expect(changed.statusCode).toBe(200);
      expectIn(language, SuccessMessage.parse(changed.json()).message, '密碼已更新');
    });
  }
});
