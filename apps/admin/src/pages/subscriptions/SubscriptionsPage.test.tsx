import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, staffUser, storeSession, type Handler } from '../../test/fake-api.ts';

// jsdom has no ResizeObserver; antd's tables and modals use it to measure themselves.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const expiring = {
  id: 'sub-1',
  user_id: '00000000-0000-4000-8000-000000000001',
  user_email: 'ming@example.com',
  username: '王小明',
  plan_id: 'gold',
  plan_name: '黃金會員',
  status: 'active',
  billing_cycle: 'monthly',
  expires_at: '2026-11-20T02:00:00.000Z',
  days_until_expiry: 10,
  auto_renew: false,
};
const plan = {
  id: 'gold',
  name: '黃金會員',
  currency: 'TWD',
  price: 1999,
  billing_cycle: 'monthly',
  monthly_price: 1999,
  yearly_price: 19990,
  trial_days: 7,
  description: '進階分析',
  features: ['50 次分析'],
  is_active: true,
  updated_at: '2026-11-01T00:00:00.000Z',
};
const stats = {
  total_subscriptions: 4,
  active_subscriptions: 3,
  trialing_subscriptions: 0,
  past_due_subscriptions: 0,
  expired_subscriptions: 1,
  cancelled_subscriptions: 0,
  total_revenue: 53988,
  monthly_revenue: 49990,
  churn_rate: 0.5,
  growth_rate: null,
  mrr: 6164.83,
};

describe('the subscriptions page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists what the server says and sends a reminder for an expiring membership', async () => {
    storeSession('manager');
    const posted: string[] = [];
    const handler: Handler = (method, path) => {
      if (method === 'GET' && path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('manager') });
      if (method === 'GET' && path === '/api/admin/subscriptions/stats')
        return json(200, { success: true, stats });
      if (method === 'GET' && path === '/api/admin/subscriptions/plans')
        return json(200, { success: true, plans: [plan] });
      if (method === 'GET' && path === '/api/admin/subscriptions/expiring?days=30&limit=10')
        return json(200, { success: true, subscriptions: [expiring], total: 1 });
      if (method === 'POST' && path === '/api/admin/subscriptions/sub-1/remind') {
        posted.push(path);
        return json(200, { success: true, sent_to: 'ming@example.com', sent_at: '2026-11-10T02:00:00.000Z' });
      }
      return undefined;
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
    await setupI18n();
    const container = await render(
      <App>
        <MemoryRouter initialEntries={['/subscription_management']}>
          <AppRoutes />
        </MemoryRouter>
      </App>,
    );
    await waitFor(() => expect(container.textContent).toContain('ming@example.com'));
    expect(container.textContent).toContain('NT$53,988');
    expect(container.textContent).toContain('50.0%');
    expect(container.textContent).toContain('NT$1,999 / 月');
    const remind = [...container.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('寄送提醒'),
    )!;
    await act(async () => remind.click());
    await waitFor(() => expect(posted).toEqual(['/api/admin/subscriptions/sub-1/remind']));
    await waitFor(() => expect(document.body.textContent).toContain('已寄送提醒至 ming@example.com'));
  });
});
