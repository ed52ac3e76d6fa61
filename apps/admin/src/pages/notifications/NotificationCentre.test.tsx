import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminNotification } from '@alphadesk/contracts';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, staffUser, storeSession } from '../../test/fake-api.ts';

/** Stands in for the browser's WebSocket: records the URL and lets the test push frames. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {}
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const notice = (id: number, title: string, isRead = false): AdminNotification => ({
  id,
  kind: 'support.ticket_created',
  type: 'info',
  title,
  message: `工單 T-${id} 已建立，等待處理。`,
  timestamp: new Date().toISOString(),
  isRead,
  priority: 'medium',
  category: 'users',
  actionUrl: '/admin/customer_service',
  actionLabel: '查看',
});

describe('the notification centre', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the unread count, adds what the feed pushes, and deletes through the API', async () => {
    storeSession('admin', 'token-123');
    vi.stubGlobal('WebSocket', FakeSocket);
    // jsdom has no ResizeObserver; antd's Segmented measures with it.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch((method, path) => {
          calls.push(`${method} ${path}`);
          if (path === '/api/admin/auth/verify')
            return json(200, { success: true, valid: true, user: staffUser('admin') });
          if (path.startsWith('/api/admin/notifications?'))
            return json(200, { success: true, notifications: [notice(1, '新的客服工單')], unread_count: 1 });
          if (method === 'DELETE' && path === '/api/admin/notifications/2')
            return json(200, { success: true });
          if (path.startsWith('/api/admin/dashboard') || path.startsWith('/api/admin/system'))
            return json(503, { success: false, error: { code: 'INTERNAL', message: 'x', requestId: 'r' } });
          return undefined;
        }),
      ),
    );
    await setupI18n();
    const container = await render(
      <App>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </App>,
    );
    const badge = () =>
      container.querySelector('[data-testid="notification-badge"] .ant-badge-count')?.textContent;
    await waitFor(() => expect(badge()).toBe('1'));
    expect(FakeSocket.last!.url).toMatch(/\/ws\/admin\?token=token-123&lang=zh-TW$/);

    await act(async () =>
      FakeSocket.last!.push({ type: 'notification', notification: notice(2, '第二張工單'), unread_count: 2 }),
    );
    await waitFor(() => expect(badge()).toBe('2'));
    await act(async () =>
      (container.querySelector('[data-testid="notification-bell"]') as HTMLElement).click(),
    );
    await waitFor(() =>
      expect(document.querySelectorAll('[data-testid="notification-item"]')).toHaveLength(2),
    );
    expect(document.querySelector('[data-testid="notification-panel"]')!.textContent).toContain('第二張工單');

    const first = document.querySelector(
      '[data-testid="notification-item"] button[aria-label="刪除通知"]',
    ) as HTMLElement;
    await act(async () => first.click());
    await waitFor(() =>
      expect(document.querySelectorAll('[data-testid="notification-item"]')).toHaveLength(1),
    );
    expect(calls).toContain('DELETE /api/admin/notifications/2');
    await waitFor(() => expect(badge()).toBe('1'));
  });
});
