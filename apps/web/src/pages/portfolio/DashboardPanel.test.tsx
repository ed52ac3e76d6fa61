import type { UserProfile } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { errorAnswer, fakeApi, fakeJwt, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor as waitBriefly } from '../../test/render.tsx';
import { statsAnswer } from './testing.ts';

// The page's chunk loads lazily; a busy machine can take seconds for the first render.
const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);

const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
const text = (id: string) => byTestId(id)?.textContent ?? null;

async function openDashboard(
  user: UserProfile,
  stats: NonNullable<Parameters<typeof fakeApi>[0]>['GET /api/simple-portfolios/stats'],
) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  const server = fakeApi({ 'GET /api/user/me': { user }, 'GET /api/simple-portfolios/stats': stats });
  await renderSite('/dashboard');
  await waitFor(() => expect(byTestId('dashboard')).not.toBeNull());
  return server;
}

describe('dashboard portfolio panel', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the member's real portfolio stats", async () => {
    await openDashboard(profile({ tier: 'gold' }), statsAnswer());
    await waitFor(() => expect(text('dashboard-portfolio-value')).toContain('NT$1,580,000'));
    expect(text('dashboard-portfolio-return')).toContain('+4.37%');
    expect(text('dashboard-portfolio-monthly')).toContain('-1.25%');
    expect(text('dashboard-portfolio-win-rate')).toContain('66.67%');
    expect(text('dashboard-portfolio-positions')).toContain('3');
  });

  it('offers to create one when the member has none', async () => {
    await openDashboard(
      profile({ tier: 'diamond' }),
      statsAnswer({ portfolios: 0, positions: 0, totalValue: 0 }),
    );
    await waitFor(() => expect(text('portfolio-stats-panel')).toContain('尚未建立投資組合'));
    expect(byTestId('dashboard-portfolio-value')).toBeNull();
  });

  it('offers a free member the upgrade without asking the server', async () => {
    const server = await openDashboard(profile(), statsAnswer());
    await waitFor(() => expect(byTestId('portfolio-stats-gated')).not.toBeNull());
    expect(byTestId('portfolio-stats-gated')?.querySelector('a')?.getAttribute('href')).toBe('/pricing');
    expect(server.calls.some((call) => call.path.endsWith('/stats'))).toBe(false);
  });

  it("turns the server's plan gate into an upgrade link", async () => {
    await openDashboard(profile({ tier: 'gold' }), () =>
      errorAnswer(403, 'PLAN_REQUIRED', '此功能需要黃金會員以上方案，請升級後使用'),
    );
    await waitFor(() => expect(byTestId('portfolio-stats-gated')).not.toBeNull());
    expect(byTestId('portfolio-stats-gated')?.querySelector('a')?.getAttribute('href')).toBe('/pricing');
  });

  it('is not shown to a guest', async () => {
    const server = await openDashboard(profile({ kind: 'guest', tier: 'free', email: null }), statsAnswer());
    expect(byTestId('portfolio-stats-panel')).toBeNull();
    expect(server.calls.some((call) => call.path.endsWith('/stats'))).toBe(false);
  });
});
