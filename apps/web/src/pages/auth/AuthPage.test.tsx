import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authAnswer, click, errorAnswer, fakeApi, profile, typeInto } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { safeRedirect } from './redirect.ts';

const notice = (container: HTMLElement) =>
  container.querySelector('[data-testid="auth-notice"]')?.textContent ?? null;

async function logIn(container: HTMLElement, email: string, password: string) {
  await waitFor(() => expect(container.querySelector('#login-email')).not.toBeNull());
  await typeInto(container.querySelector('#login-email'), email);
  await typeInto(container.querySelector('#login-password'), password);
  await click(container.querySelector('[data-testid="login-submit"]'));
}

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/portfolio')).toBe('/portfolio');
    expect(safeRedirect('/analysis?symbol=2330.TW#top')).toBe('/analysis?symbol=2330.TW#top');
  });

  it('refuses other sites, odd schemes and the sign-in page itself', () => {
    for (const value of [
      null,
      '',
      'portfolio',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/auth?mode=login',
    ]) {
      expect(safeRedirect(value), String(value)).toBeNull();
    }
  });
});

describe('auth page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("shows the server's message for a wrong password and clears it after 5 s", async () => {
    fakeApi({
      'POST /api/auth/login': () =>
        errorAnswer(401, 'UNAUTHENTICATED', '帳號或密碼錯誤，請檢查您的登入資訊或先進行註冊'),
    });
    const { container } = await renderSite('/auth?mode=login');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logIn(container, 'ming@example.com', 'wrong-password');
    await waitFor(() => expect(notice(container)).toBe('帳號或密碼錯誤，請檢查您的登入資訊或先進行註冊'));

    await act(async () => vi.advanceTimersByTime(4800));
    expect(notice(container)).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(400));
    expect(notice(container)).toBeNull();
  });

  it('validates the login form before calling the server', async () => {
    const api = fakeApi();
    const { container } = await renderSite('/auth?mode=login');
    await logIn(container, 'not-an-email', '');
    await waitFor(() => expect(container.textContent).toContain('請輸入有效的電子郵件地址'));
    expect(container.textContent).toContain('請輸入密碼');
    expect(api.calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it('goes to the redirect path 1.5 s after logging in', async () => {
    const user = profile();
    const api = fakeApi({
      'POST /api/auth/login': authAnswer(user, '歡迎回來，王小明'),
      'GET /api/user/me': { user },
      // A free member: the portfolio centre answers with its plan gate.
      'GET /api/simple-portfolios': () =>
        errorAnswer(403, 'PLAN_REQUIRED', '此功能需要黃金會員以上方案，請升級後使用'),
    });
    const { container } = await renderSite('/auth?mode=login&redirect=%2Fportfolio');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logIn(container, 'Ming@Example.com', 'Abcdefgh1');
    await waitFor(() => expect(notice(container)).toBe('歡迎回來，王小明'));
    expect(api.calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'ming@example.com',
      password: 'Abcdefgh1',
      rememberMe: false,
    });
    // The header already shows the member.
    expect(container.querySelector('[data-testid="header-user"]')?.textContent).toBe('王小明');

    const gate = () => container.querySelector('[data-testid="portfolio-gate"]');
    await act(async () => vi.advanceTimersByTime(1400));
    expect(gate()).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(gate()).not.toBeNull());
    expect(container.textContent).toContain('投資組合');
  });

  it('ignores a redirect to another site and goes to the dashboard', async () => {
    const user = profile();
    fakeApi({ 'POST /api/auth/login': authAnswer(user), 'GET /api/user/me': { user } });
    const { container } = await renderSite('/auth?mode=login&redirect=%2F%2Fevil.example');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logIn(container, 'ming@example.com', 'Abcdefgh1');
    await waitFor(() => expect(notice(container)).not.toBeNull());
    await act(async () => vi.advanceTimersByTime(1600));
    await waitFor(() => expect(container.querySelector('[data-testid="dashboard"]')).not.toBeNull());
  });

  it('shows oauth_error as an error', async () => {
    fakeApi();
    const { container } = await renderSite('/auth?mode=login&oauth_error=access_denied');
    await waitFor(() => expect(notice(container)).toBe('第三方登入失敗：access_denied'));
  });

  it('hides the Google button when the server has no Google client id', async () => {
    const api = fakeApi();
    const { container } = await renderSite('/auth?mode=login');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/config')).toBe(true));
    expect(container.querySelector('[data-testid="google-sign-in"]')).toBeNull();
  });

  it('sends a reset link, then returns to the login view with the message', async () => {
    fakeApi({
      'POST /api/auth/forgot-password': { success: true, message: '密碼重置連結已發送到您的信箱' },
    });
    const { container } = await renderSite('/auth?mode=login');
    await waitFor(() => expect(container.textContent).toContain('忘記密碼？'));
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === '忘記密碼？'));
    // The forgot-password view is its own chunk (with antd), loaded on the way there.
    await waitFor(() => expect(container.querySelector('#forgot-email')).not.toBeNull());
    await typeInto(container.querySelector('#forgot-email'), 'ming@example.com');
    await click(container.querySelector('[data-testid="forgot-submit"]'));
    await waitFor(() => expect(notice(container)).toBe('密碼重置連結已發送到您的信箱'));
    expect(container.querySelector('#login-email')).not.toBeNull();
  });

  it("shows the server's message for an expired reset link", async () => {
    const api = fakeApi({
      'POST /api/auth/reset-password': () =>
        errorAnswer(400, 'VALIDATION_FAILED', '重置連結無效或已過期，請重新申請'),
    });
    const token = 'x'.repeat(43);
    const { container } = await renderSite(`/auth?mode=reset&token=${token}`);
    await waitFor(() => expect(container.querySelector('#reset-password')).not.toBeNull());
    await typeInto(container.querySelector('#reset-password'), 'Newpass123');
    await typeInto(container.querySelector('#reset-confirmPassword'), 'Newpass123');
    await click(container.querySelector('[data-testid="reset-submit"]'));
    await waitFor(() => expect(notice(container)).toBe('重置連結無效或已過期，請重新申請'));
    expect(api.calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      token,
      password: 'Newpass123',
      confirmPassword: 'Newpass123',
    });
  });

  it('starts a guest session and opens the dashboard in guest mode', async () => {
    const guest = profile({
      id: 'g1',
      kind: 'guest',
      name: '訪客',
      email: null,
      authMethod: 'guest',
      usage: { analysesUsed: 0, analysisLimit: 3, period: 'guest', resetsAt: null },
    });
    fakeApi({
      'POST /api/auth/guest': { ...authAnswer(guest, '訪客模式已啟動'), session_id: 'g1' },
      'GET /api/user/me': { user: guest },
    });
    const { container } = await renderSite('/auth?mode=guest');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await waitFor(() => expect(container.querySelector('[data-testid="guest-start"]')).not.toBeNull());
    await click(container.querySelector('[data-testid="guest-start"]'));
    await waitFor(() => expect(notice(container)).toBe('訪客模式已啟動'));
    expect(localStorage.getItem('alphadesk.guestSessionId')).toBe('g1');
    await act(async () => vi.advanceTimersByTime(1600));
    await waitFor(() =>
      expect(container.querySelector('[data-testid="guest-banner"]')?.textContent).toContain(
        '你還可以使用 3 次分析',
      ),
    );
  });
});
