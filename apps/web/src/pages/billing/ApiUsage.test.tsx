import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { freeSubscription, signIn } from './testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);
const usage = (overrides: object = {}) => ({
  apiAccess: true,
  today: 1234,
  month: 56789,
  dailyLimit: 10000,
  perSecond: 10,
  resetsAt: '2026-03-02T16:00:00.000Z',
  ...overrides,
});

describe('/subscription API usage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows today's and this month's API calls against the plan's daily limit", async () => {
    signIn(profile({ tier: 'diamond' }));
    fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'diamond' }) },
      'GET /api/subscription': { success: true, subscription: freeSubscription() },
      'GET /api/user/api-usage': { success: true, usage: usage() },
    });
    const { container } = await renderSite('/subscription');
    await waitFor(() =>
      expect(byTestId(container, 'subscription-api-usage')?.textContent).toBe(
        '今日 1,234 / 10,000，本月 56,789',
      ),
    );
    expect(container.textContent).toContain('API 呼叫');
  });

  it('shows nothing for a plan without API access and no calls this month', async () => {
    signIn(profile({ tier: 'free' }));
    const api = fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'free' }) },
      'GET /api/subscription': { success: true, subscription: freeSubscription() },
      'GET /api/user/api-usage': {
        success: true,
        usage: usage({ apiAccess: false, today: 0, month: 0, dailyLimit: 100 }),
      },
    });
    const { container } = await renderSite('/subscription');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/user/api-usage')).toBe(true));
    await waitFor(() => expect(byTestId(container, 'subscription-usage')).not.toBeNull());
    expect(byTestId(container, 'subscription-api-usage')).toBeNull();
  });
});
