import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { freeSubscription, signIn } from '../billing/testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

describe('/trial', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('describes the trial plan from the plan table and asks a visitor to register first', async () => {
    fakeApi();
    const { container } = await renderSite('/trial');
    await waitFor(() => expect(byTestId(container, 'trial-intro')).not.toBeNull());
    expect(byTestId(container, 'trial-intro')?.textContent).toContain('黃金會員免費試用 7 天');
    const features = byTestId(container, 'trial-features')?.textContent ?? '';
    expect(features).toContain('每月 50 次 AI 分析');
    expect(features).toContain('投資組合管理');
    expect(features).toContain('基本面與技術面分析師');
    expect(byTestId(container, 'trial-register')?.getAttribute('href')).toBe(
      '/auth?mode=register&redirect=%2Ftrial',
    );
  });

  it('starts the trial for an eligible member and shows when it ends', async () => {
    const user = signIn(profile());
    const trialing = {
      ...freeSubscription(),
      tier: 'gold' as const,
      status: 'trialing' as const,
      trial: {
        eligible: false,
        tier: 'gold' as const,
        days: 7,
        used: true,
        endsAt: '2026-12-01T04:00:00.000Z',
      },
    };
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/subscription': { success: true, subscription: freeSubscription() },
      'POST /api/subscription/trial': { success: true, message: '免費試用已開始', subscription: trialing },
    });
    const { container } = await renderSite('/trial');
    await waitFor(() => expect(byTestId(container, 'trial-start')).not.toBeNull());
    expect(byTestId(container, 'trial-start')?.textContent).toContain('開始 7 天免費試用');
    await click(byTestId(container, 'trial-start'));
    await waitFor(() =>
      expect(byTestId(container, 'trial-state')?.textContent).toContain('免費試用已開始，可使用至'),
    );
    expect(server.calls.find((call) => call.path === '/api/subscription/trial')?.body).toEqual({
      tier_type: 'gold',
    });
  });

  it('tells a member who already used the trial', async () => {
    const user = signIn(profile());
    fakeApi({
      'GET /api/user/me': { user },
      'GET /api/subscription': {
        success: true,
        subscription: {
          ...freeSubscription(),
          trial: { eligible: false, tier: 'gold', days: 7, used: true, endsAt: null },
        },
      },
    });
    const { container } = await renderSite('/trial');
    await waitFor(() =>
      expect(byTestId(container, 'trial-state')?.textContent).toContain('你已使用過免費試用'),
    );
    expect(byTestId(container, 'trial-start')).toBeNull();
  });
});
