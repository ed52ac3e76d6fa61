import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, type, waitFor } from '../../test/render.tsx';
import { failure, fakeFetch, json, staffUser, type Handler } from '../../test/fake-api.ts';

async function renderAdmin(path: string) {
  await setupI18n();
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

const noDemos: Handler = (method, path) =>
  method === 'GET' && path === '/api/admin/auth/login-config'
    ? json(200, { success: true, demo_accounts: [] })
    : undefined;

const input = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLInputElement>(`#admin-login_${id}`)!;
const submit = (container: HTMLElement) =>
  act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

describe('admin sign-in', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends every other path to the sign-in form when no session is stored', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch(noDemos)));
    const container = await renderAdmin('/users');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('管理員登入'));
    expect(container.textContent).toContain('安全登入・資料加密・會話管理');
  });

  it('asks for the two-factor code when the server does, then opens the console', async () => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(
      fakeFetch((method, path, init) => {
        if (method === 'POST' && path === '/api/admin/auth/login') {
          const body = JSON.parse(String(init.body)) as { totp_code?: string };
          bodies.push(body);
          if (!body.totp_code) return failure(401, 'ADMIN_TOTP_REQUIRED', '需要雙重驗證，請輸入您的驗證碼');
          return json(200, {
            success: true,
            access_token: 'token-1',
            refresh_token: 'r',
            token_type: 'Bearer',
            expires_in: 900,
            user: staffUser('super_admin'),
          });
        }
        return noDemos(method, path, init);
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const container = await renderAdmin('/login');
    await type(input(container, 'email'), 'root@example.com');
    await type(input(container, 'password'), 'secret-pass');
    await submit(container);
    await waitFor(() => expect(container.querySelector('[data-testid="totp-input"]')).not.toBeNull());
    expect(container.textContent).toContain('需要雙重驗證，請輸入您的驗證碼');
    await type(container.querySelector<HTMLInputElement>('[data-testid="totp-input"]')!, '123456');
    await submit(container);
    await waitFor(() => expect(container.querySelector('[data-testid="sidebar"]')).not.toBeNull());
    expect(bodies).toEqual([
      { email: 'root@example.com', password: 'secret-pass' },
      { email: 'root@example.com', password: 'secret-pass', totp_code: '123456' },
    ]);
    expect(localStorage.getItem('alphadesk_admin_token')).toBe('token-1');
    expect(container.textContent).toContain('超級管理員');
  });

  it('locks the form when the server locks the account', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch((method, path, init) =>
          method === 'POST' && path === '/api/admin/auth/login'
            ? failure(423, 'ADMIN_LOGIN_LOCKED_NOW', '登入失敗次數過多，帳號已鎖定 15 分鐘', { minutes: 15 })
            : noDemos(method, path, init),
        ),
      ),
    );
    const container = await renderAdmin('/login');
    await type(input(container, 'email'), 'ops@example.com');
    await type(input(container, 'password'), 'wrong');
    await submit(container);
    await waitFor(() => expect(container.textContent).toContain('登入失敗次數過多，帳號已鎖定 15 分鐘'));
    expect(input(container, 'email').disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  });

  it('shows demo buttons only when the server lists demo accounts, and pre-fills them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch((method, path) =>
          path === '/api/admin/auth/login-config'
            ? json(200, {
                success: true,
                demo_accounts: [
                  {
                    label: '經理',
                    email: 'manager@alphadesk.demo',
                    password: 'Demo-pass-9a',
                    totp_secret: null,
                  },
                ],
              })
            : undefined,
        ),
      ),
    );
    const container = await renderAdmin('/login');
    await waitFor(() => expect(container.querySelectorAll('[data-testid="demo-account"]')).toHaveLength(1));
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[data-testid="demo-account"]')!.click(),
    );
    await waitFor(() => expect(input(container, 'email').value).toBe('manager@alphadesk.demo'));
    expect(input(container, 'password').value).toBe('Demo-pass-9a');
  });

  it('does not call the login endpoint when the form is incomplete', async () => {
    const fetchMock = vi.fn(fakeFetch(noDemos));
    vi.stubGlobal('fetch', fetchMock);
    const container = await renderAdmin('/login');
    await submit(container);
    await waitFor(() => expect(container.textContent).toContain('請輸入帳號'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/login'))).toBe(false);
  });
});
