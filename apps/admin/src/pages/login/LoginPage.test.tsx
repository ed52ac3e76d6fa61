import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, type, waitFor } from '../../test/render.tsx';

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

describe('admin sign-in', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends every other path to the sign-in form', async () => {
    const container = await renderAdmin('/users');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('管理員登入'));
    expect(container.querySelector('input[type="email"]')).not.toBeNull();
    expect(container.querySelector('input[type="password"]')).not.toBeNull();
  });

  it("posts the credentials and shows the server's zh-TW error", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          error: { code: 'NOT_FOUND', message: '找不到此路徑', requestId: 'r1' },
        }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const container = await renderAdmin('/login');
    await type(container.querySelector<HTMLInputElement>('input[type="email"]')!, 'ops@example.com');
    await type(container.querySelector<HTMLInputElement>('input[type="password"]')!, 'secret-pass');
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

    await waitFor(() => expect(container.querySelector('[data-testid="login-error"]')).not.toBeNull());
    expect(container.textContent).toContain('找不到此路徑');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ops@example.com', password: 'secret-pass' });
  });

  it('does not call the server when the form is incomplete', async () => {
    const container = await renderAdmin('/login');
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(container.textContent).toContain('請輸入電子郵件'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
