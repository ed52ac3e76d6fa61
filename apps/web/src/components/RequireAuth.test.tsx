import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../auth/session.ts';
import { USER_KEY } from '../auth/storage.ts';
import { errorAnswer, fakeApi, fakeJwt, profile } from '../auth/testing.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../test/render.tsx';

const byTestId = (container: HTMLElement, id: string) => container.querySelector(`[data-testid="${id}"]`);

function storeSession(user = profile(), token = fakeJwt()) {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

describe('protected routes', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a visitor without a session to log in, coming back here afterwards', async () => {
    fakeApi();
    const { container } = await renderSite('/portfolio?tab=holdings');
    await waitFor(() => expect(byTestId(container, 'auth-required')).not.toBeNull());
    expect(container.textContent).toContain('需要登入');
    expect(container.textContent).toContain('請先登入以存取此頁面');
    const link = byTestId(container, 'auth-required')?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/auth?mode=login&redirect=%2Fportfolio%3Ftab%3Dholdings');
  });

  it('keeps /stock-search public', async () => {
    fakeApi();
    const { container } = await renderSite('/stock-search');
    await waitFor(() => expect(byTestId(container, 'stock-search')).not.toBeNull());
    expect(byTestId(container, 'auth-required')).toBeNull();
  });

  it('says it is checking while the stored session is confirmed with the server', async () => {
    let answer: ((response: Response) => void) | null = null;
    const user = profile();
    // The first answer waits for the test; later ones (the dashboard's own refresh) come at once.
    fakeApi({
      'GET /api/user/me': () =>
        answer ? jsonResponse({ user }) : new Promise<Response>((resolve) => (answer = resolve)),
    });
    storeSession(user);
    const { container } = await renderSite('/dashboard');
    expect(container.textContent).toContain('驗證存取權限中…');
    // The header can already show the stored name.
    expect(byTestId(container, 'header-user')?.textContent).toBe('王小明');
    await act(async () => answer?.(jsonResponse({ user })));
    await waitFor(() => expect(byTestId(container, 'dashboard')).not.toBeNull());
  });

  it('signs this tab out when another tab removes the token', async () => {
    const user = profile();
    fakeApi({ 'GET /api/user/me': { user } });
    storeSession(user);
    const { container } = await renderSite('/dashboard');
    await waitFor(() => expect(byTestId(container, 'dashboard')).not.toBeNull());

    // What the browser does here when another tab signs out: the key goes, then a storage event.
    const oldValue = localStorage.getItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    await act(async () => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: ACCESS_TOKEN_KEY,
          oldValue,
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });
    await waitFor(() => expect(byTestId(container, 'auth-required')).not.toBeNull());
    expect(byTestId(container, 'header-user')).toBeNull();
    expect(container.textContent).toContain('免費註冊');
  });

  it('sends an expired session to the login page with the way back', async () => {
    fakeApi({
      'GET /api/user/me': () => errorAnswer(401, 'UNAUTHENTICATED', '登錄狀態已過期，請重新登入'),
      'POST /api/auth/refresh': () => errorAnswer(401, 'UNAUTHENTICATED', '登錄狀態已過期，請重新登入'),
    });
    storeSession();
    const { container } = await renderSite('/dashboard');
    await waitFor(() =>
      expect(byTestId(container, 'auth-notice')?.textContent).toBe('登錄狀態已過期，請重新登入'),
    );
    expect(container.querySelector('#login-email')).not.toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
