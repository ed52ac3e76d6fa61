import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@alphadesk/contracts';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { failure, fakeFetch, json, staffUser, storeSession, type Handler } from '../../test/fake-api.ts';

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

const verifyAs =
  (role: StaffRole, more: Handler = () => undefined): Handler =>
  (method, path, init) =>
    method === 'GET' && path === '/api/admin/auth/verify'
      ? json(200, { success: true, valid: true, user: staffUser(role) })
      : more(method, path, init);

const sidebarLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="sidebar"] .ant-menu-title-content')].map(
    (item) => item.textContent,
  );

const member = {
  id: '00000000-0000-4000-8000-000000000001',
  username: '王小明',
  email: 'ming@example.com',
  firstName: '王小明',
  lastName: '',
  phoneNumber: null,
  role: 'user',
  status: 'active',
  membershipTier: 'FREE',
  dailyApiQuota: 100,
  apiCallsToday: null,
  apiCallsMonth: null,
  lastLogin: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const userList: Handler = (method, path) =>
  method === 'GET' && path.startsWith('/api/admin/users?')
    ? json(200, { success: true, users: [member], total: 1, page: 1, limit: 10 })
    : undefined;

describe('the back-office shell', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a manager only its modules' items", async () => {
    storeSession('manager');
    vi.stubGlobal('fetch', vi.fn(fakeFetch(verifyAs('manager'))));
    const container = await renderAdmin('/');
    await waitFor(() => expect(container.querySelector('[data-testid="sidebar"]')).not.toBeNull());
    expect(sidebarLabels(container)).toEqual(['總覽', '用戶管理', '訂閱管理', '客戶服務', '數據分析']);
  });

  it('shows a read-only staff member no user management, even at its address', async () => {
    storeSession('readonly');
    vi.stubGlobal('fetch', vi.fn(fakeFetch(verifyAs('readonly'))));
    const container = await renderAdmin('/users');
    await waitFor(() => expect(container.querySelector('[data-testid="sidebar"]')).not.toBeNull());
    expect(sidebarLabels(container)).toEqual(['總覽', '分析師管理', '系統監控']);
    expect(container.querySelector('table')).toBeNull();
  });

  it('gives a manager the edit button but no delete button', async () => {
    storeSession('manager');
    vi.stubGlobal('fetch', vi.fn(fakeFetch(verifyAs('manager', userList))));
    const container = await renderAdmin('/users');
    await waitFor(() => expect(container.textContent).toContain('王小明'));
    expect(container.querySelectorAll('[data-testid="edit-user"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-testid="delete-user"]')).toHaveLength(0);
  });

  it("shows the server's permission refusal naming the endpoint", async () => {
    storeSession('admin');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch(
          verifyAs('admin', (method, path) =>
            path.startsWith('/api/admin/users?')
              ? failure(403, 'ADMIN_FORBIDDEN', '權限不足：您沒有權限執行此操作 (GET /api/admin/users)', {
                  endpoint: 'GET /api/admin/users',
                })
              : undefined,
          ),
        ),
      ),
    );
    const container = await renderAdmin('/users');
    await waitFor(() => expect(container.querySelector('[data-testid="users-error"]')).not.toBeNull());
    expect(container.textContent).toContain('權限不足：您沒有權限執行此操作 (GET /api/admin/users)');
  });

  it('signs out: the stored session is cleared and the login page returns', async () => {
    storeSession('finance');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch(
          verifyAs('finance', (method, path) =>
            method === 'POST' && path === '/api/admin/auth/logout'
              ? json(200, { success: true })
              : path === '/api/admin/auth/login-config'
                ? json(200, { success: true, demo_accounts: [] })
                : undefined,
          ),
        ),
      ),
    );
    const container = await renderAdmin('/');
    await waitFor(() => expect(container.querySelector('[data-testid="sidebar"]')).not.toBeNull());
    const logout = [...container.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('登出'),
    )!;
    await act(async () => logout.click());
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('管理員登入'));
    expect(localStorage.getItem('alphadesk_admin_token')).toBeNull();
  });
});
