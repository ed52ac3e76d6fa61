import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, type Handler } from '../../test/fake-api.ts';
import { SubscriptionPanel } from './SubscriptionPanel.tsx';

// jsdom has no ResizeObserver; antd's popover measures itself with it.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const gold = (cancelAtPeriodEnd: boolean) => ({
  tier: 'gold',
  status: 'active',
  planId: 'gold',
  billingCycle: 'monthly',
  currentPeriodEnd: '2026-12-20T02:00:00.000Z',
  cancelAtPeriodEnd,
});

describe('the membership panel of the edit dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('cancels the renewal after a confirmation, then offers to resume it', async () => {
    const calls: string[] = [];
    const handler: Handler = (method, path) => {
      if (!path.startsWith('/api/admin/users/u1/subscription')) return undefined;
      calls.push(`${method} ${path}`);
      if (method === 'GET') return json(200, { success: true, subscription: gold(false) });
      if (path.endsWith('/cancel')) return json(200, { success: true, subscription: gold(true) });
      return json(200, { success: true, subscription: gold(false) });
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
    await setupI18n();
    const container = await render(
      <App>
        <SubscriptionPanel userId="u1" />
      </App>,
    );
    await waitFor(() => expect(container.textContent).toContain('到期自動續訂'));
    expect(container.textContent).toContain('gold · active · 到期 2026-12-20');
    const button = (label: string) =>
      [...document.querySelectorAll<HTMLButtonElement>('button')].find(
        (item) => item.textContent?.replace(/\s/g, '') === label,
      );
    button('取消續訂')!.click();
    // Nothing is sent before the confirmation.
    await waitFor(() => expect(document.body.textContent).toContain('確定要為此會員取消續訂嗎'));
    expect(calls).toEqual(['GET /api/admin/users/u1/subscription']);
    await waitFor(() => expect(button('確定') ?? button('OK')).toBeTruthy());
    (button('確定') ?? button('OK'))!.click();
    await waitFor(() => expect(container.textContent).toContain('已取消續訂，到期後回到免費方案'));
    expect(calls).toContain('PUT /api/admin/users/u1/subscription/cancel');
    button('恢復續訂')!.click();
    await waitFor(() => expect(container.textContent).toContain('到期自動續訂'));
    expect(calls).toContain('PUT /api/admin/users/u1/subscription/renew');
  });
});
