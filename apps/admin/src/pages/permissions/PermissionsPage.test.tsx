import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@alphadesk/contracts';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, staffUser, storeSession, type Handler } from '../../test/fake-api.ts';

const target = {
  id: '00000000-0000-4000-8000-0000000000aa',
  username: 'lin',
  email: 'lin@example.com',
  name: '林小姐',
  role: 'manager',
  status: 'active',
  totp_enabled: false,
  role_assigned_at: '2026-11-20T01:00:00.000Z',
  role_assigned_by: '王總',
  last_login_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

/** The page's reads, with the calls it made recorded. */
function permissionApi(role: StaffRole, calls: { method: string; path: string; body: unknown }[]): Handler {
  return (method, path, init) => {
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/admin/auth/verify')
      return json(200, { success: true, valid: true, user: staffUser(role) });
    if (path === '/api/admin/permissions/overview')
      return json(200, {
        success: true,
        total_roles: 5,
        total_permissions: 63,
        total_staff: 7,
        active_staff: 6,
        role_distribution: [{ role: 'manager', count: 3 }],
        audit_summary: { total_actions: 42, role_assignments: 2, permission_changes: 4, security_events: 9 },
      });
    if (path === '/api/admin/staff') return json(200, { success: true, staff: [target] });
    if (path.startsWith('/api/admin/permissions/recent-changes'))
      return json(200, {
        success: true,
        changes: [
          {
            id: 'c1',
            action: 'modified',
            role_name: 'manager',
            user_name: 'lin',
            performed_by: '王總',
            details: '支援會員管理 (readonly → manager)',
            timestamp: '2026-11-20T01:00:00.000Z',
          },
        ],
      });
    if (path.startsWith('/api/admin/permissions/audit-log'))
      return json(200, { success: true, entries: [], total: 0 });
    if (path === `/api/admin/users/${target.id}/permissions`)
      return json(200, {
        success: true,
        user_id: target.id,
        username: 'lin',
        status: 'active',
        roles: [{ role_name: 'manager', assigned_at: target.role_assigned_at, assigned_by: '王總' }],
        direct_permissions: [],
        effective_permissions: ['dashboard:read', 'user_management:read'],
        permission_summary: {
          can_manage_users: true,
          can_manage_content: false,
          can_view_analytics: true,
          can_manage_system: false,
        },
      });
    if (method === 'POST' && path === `/api/admin/users/${target.id}/roles`)
      return json(200, { success: true, staff: { ...target, role: 'finance' } });
    return undefined;
  };
}

async function renderPermissions() {
  await setupI18n();
  return render(
    <App>
      <MemoryRouter initialEntries={['/permission_management']}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

async function lookUp(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('[data-testid="lookup-staff"]')).not.toBeNull());
  await act(async () => (container.querySelector('[data-testid="lookup-staff"]') as HTMLElement).click());
  await waitFor(() => expect(container.querySelector('[data-testid="lookup-result"]')).not.toBeNull());
}

describe('the permission page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the counts, recent changes and audit summary the server sent', async () => {
    storeSession('super_admin');
    const calls: { method: string; path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', vi.fn(fakeFetch(permissionApi('super_admin', calls))));
    const container = await renderPermissions();
    await waitFor(() => expect(container.querySelector('[data-testid="audit-summary"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="permissions-overview"]')!.textContent).toContain('63');
    expect(container.querySelector('[data-testid="recent-changes"]')!.textContent).toContain('支援會員管理');
    expect(container.querySelector('[data-testid="audit-summary"]')!.textContent).toContain('安全事件 9');
    expect(calls.some((call) => call.path === '/api/admin/permissions/audit-log?limit=10')).toBe(true);
  });

  it('looks up a staff member and assigns a role with the reason typed', async () => {
    storeSession('super_admin');
    const calls: { method: string; path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', vi.fn(fakeFetch(permissionApi('super_admin', calls))));
    const container = await renderPermissions();
    await lookUp(container);
    expect(container.querySelector('[data-testid="effective-permissions"]')!.textContent).toContain(
      'user_management:read',
    );
    expect(container.querySelectorAll('[data-testid="revoke-role"]')).toHaveLength(1);
    const reason = container.querySelector('[data-testid="role-reason"]') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setter.call(reason, '季度調整');
      reason.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => (container.querySelector('[data-testid="assign-role"]') as HTMLElement).click());
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/api/admin/users/${target.id}/roles`,
      body: { role_id: 'readonly', reason: '季度調整' },
    });
  });

  it('gives an administrator, who may only read permissions, no write buttons', async () => {
    storeSession('admin');
    const calls: { method: string; path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', vi.fn(fakeFetch(permissionApi('admin', calls))));
    const container = await renderPermissions();
    await lookUp(container);
    for (const id of ['create-staff', 'staff-status', 'revoke-role', 'assign-role'])
      expect(container.querySelector(`[data-testid="${id}"]`), id).toBeNull();
  });
});
