import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { authAnswer, click, errorAnswer, fakeApi, profile, typeInto } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';

const field = (container: HTMLElement, name: string) => container.querySelector(`#register-${name}`);
const rule = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-rule="${name}"]`)?.getAttribute('data-met');
const strength = (container: HTMLElement) =>
  container.querySelector('[data-testid="password-strength"]')?.textContent;

async function openRegister(path = '/auth?mode=register') {
  const rendered = await renderSite(path);
  await waitFor(() => expect(field(rendered.container, 'name')).not.toBeNull());
  return rendered.container;
}

describe('register view', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('updates the password checklist as the user types; strong only when every rule is met', async () => {
    fakeApi();
    const container = await openRegister();
    await typeInto(field(container, 'password'), 'abc');
    expect(rule(container, 'lowercase')).toBe('true');
    expect(rule(container, 'uppercase')).toBe('false');
    expect(rule(container, 'minLength')).toBe('false');
    expect(strength(container)).toBe('弱');

    await typeInto(field(container, 'password'), 'abcdefgh1');
    expect(rule(container, 'minLength')).toBe('true');
    expect(rule(container, 'digit')).toBe('true');
    expect(strength(container)).toBe('中');

    await typeInto(field(container, 'password'), 'Abcdefgh1');
    expect(['minLength', 'lowercase', 'uppercase', 'digit'].map((name) => rule(container, name))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(strength(container)).toBe('強');
  });

  it("shows the contract's messages without calling the server", async () => {
    const api = fakeApi();
    const container = await openRegister();
    await typeInto(field(container, 'name'), '王小明');
    await typeInto(field(container, 'email'), 'ming@example.com');
    await typeInto(field(container, 'password'), 'abcdefgh');
    await typeInto(field(container, 'confirmPassword'), 'abcdefgx');
    await typeInto(field(container, 'phone'), 'call me');
    await click(container.querySelector('[data-testid="register-submit"]'));

    await waitFor(() => expect(container.textContent).toContain('密碼需包含大小寫字母和數字'));
    expect(container.textContent).toContain('密碼確認不一致');
    expect(container.textContent).toContain('請同意服務條款和隱私政策');
    expect(container.textContent).toContain('請輸入有效的電話號碼');

    await typeInto(field(container, 'password'), 'short');
    // antd Form validates asynchronously: the message follows the typing.
    await waitFor(() => expect(container.textContent).toContain('密碼至少需要8個字符'));
    expect(api.calls.some((call) => call.path === '/api/auth/register')).toBe(false);
  });

  it('links the terms and the privacy policy', async () => {
    fakeApi();
    const container = await openRegister();
    expect(container.querySelector('a[href="/terms"]')).not.toBeNull();
    expect(container.querySelector('a[href="/privacy"]')).not.toBeNull();
  });

  it('registers, stores the session and opens the welcome dashboard after 2 s', async () => {
    const user = profile();
    const answer = authAnswer(user, '註冊成功，歡迎加入 AlphaDesk');
    const api = fakeApi({
      'POST /api/auth/register': () => new Response(JSON.stringify(answer), { status: 201 }),
      'GET /api/user/me': { user },
    });
    const container = await openRegister();
    await typeInto(field(container, 'name'), '王小明');
    await typeInto(field(container, 'email'), 'Ming@Example.com');
    await typeInto(field(container, 'password'), 'Abcdefgh1');
    await typeInto(field(container, 'confirmPassword'), 'Abcdefgh1');
    await click(field(container, 'agreeToTerms'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await click(container.querySelector('[data-testid="register-submit"]'));

    await waitFor(() => expect(container.textContent).toContain('註冊成功，歡迎加入 AlphaDesk'));
    const request = api.calls.find((call) => call.path === '/api/auth/register');
    expect(request?.body).toEqual({
      name: '王小明',
      email: 'ming@example.com',
      password: 'Abcdefgh1',
      confirmPassword: 'Abcdefgh1',
      agreeToTerms: true,
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(answer.accessToken);
    expect(container.querySelector('[data-testid="dashboard"]')).toBeNull();

    await act(async () => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(container.querySelector('[data-testid="dashboard"]')).not.toBeNull());
    expect(container.textContent).toContain('歡迎加入 AlphaDesk，王小明！');
  });

  it('shows the server message for a duplicate email', async () => {
    fakeApi({
      'POST /api/auth/register': () =>
        errorAnswer(409, 'CONFLICT', '此電子郵件已被註冊，請使用其他郵件地址或嘗試登入'),
    });
    const container = await openRegister();
    await typeInto(field(container, 'name'), '王小明');
    await typeInto(field(container, 'email'), 'ming@example.com');
    await typeInto(field(container, 'password'), 'Abcdefgh1');
    await typeInto(field(container, 'confirmPassword'), 'Abcdefgh1');
    await click(field(container, 'agreeToTerms'));
    await click(container.querySelector('[data-testid="register-submit"]'));
    await waitFor(() =>
      expect(container.querySelector('[data-testid="auth-notice"]')?.textContent).toContain(
        '此電子郵件已被註冊，請使用其他郵件地址或嘗試登入',
      ),
    );
  });

  it('shows a paid tier chosen on the pricing page and says payment comes after sign-up', async () => {
    fakeApi();
    const container = await openRegister('/auth?mode=register&tier=gold&cycle=monthly');
    await waitFor(() =>
      expect(container.querySelector('[data-testid="selected-tier"]')?.textContent).toContain(
        '已選擇方案：黃金會員',
      ),
    );
    await waitFor(() => expect(container.textContent).toContain('需在方案頁面完成付款後才會啟用'));
  });
});
