import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from './i18n/index.ts';
import { routePaths } from './routes.tsx';
import { seededPlans } from './test/plans.fixture.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from './test/render.tsx';

const heroTitle = '九位 AI 分析師，陪你看懂台股';

/** Every route the product has (spec §2). */
const specRoutes = [
  '/',
  '/auth',
  '/dashboard',
  '/pricing',
  '/pricing-full',
  '/pricing-simple',
  '/about',
  '/help',
  '/contact',
  '/careers',
  '/api',
  '/terms',
  '/disclaimer',
  '/privacy',
  '/auth-test',
  '/trial',
  '/personality-test',
  '/analysis',
  '/analysis/history',
  '/history',
  '/portfolio',
  '/analysts',
  '/market-monitor',
  '/monitor',
  '/market',
  '/stock-search',
  '/search',
  '/subscription',
  '/payments',
  '/payment/success',
  '/payment/cancel',
  '/payuni/payment-page/:orderNumber',
  '/payuni-test',
  // The member's tickets and the published articles (admin spec §2.10, §2.12).
  '/support/tickets',
  '/support/tickets/:id',
  '/articles',
  '/articles/:slug',
];

describe('routes', () => {
  beforeEach(async () => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(seededPlans)),
    );
    await setupI18n();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has every route of the spec', () => {
    expect([...routePaths].sort()).toEqual([...specRoutes].sort());
  });

  it('renders the landing page at /', async () => {
    const { container } = await renderSite('/');
    expect(container.querySelector('h1')?.textContent).toBe(heroTitle);
  });

  it('renders the landing page for an unknown path', async () => {
    const { container } = await renderSite('/no/such/page');
    expect(container.querySelector('h1')?.textContent).toBe(heroTitle);
    expect(container.querySelector('#analysts')).not.toBeNull();
    expect(container.querySelector('#features')).not.toBeNull();
    expect(container.querySelector('#pricing')).not.toBeNull();
  });

  it('shows an honest coming-soon state for features not built yet', async () => {
    const { container } = await renderSite('/auth-test');
    await waitFor(() => expect(container.querySelector('[data-testid="coming-soon"]')).not.toBeNull());
    expect(container.textContent).toContain('此功能即將推出');
    expect(container.textContent).toContain('登入測試');
    expect(container.querySelector('a[href="/"]')).not.toBeNull();
  });

  it('loads a page with a path parameter', async () => {
    const { container } = await renderSite('/payuni/payment-page/ORDER123');
    await waitFor(() => expect(container.textContent).toContain('付款頁面'));
  });

  it('shows the payment route test page with a way back to pricing', async () => {
    const { container } = await renderSite('/payuni-test');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('路由測試成功'));
    expect(container.querySelector('a[href="/pricing"]')?.textContent).toBe('返回方案頁面');
  });

  it('renders static content pages', async () => {
    const { container } = await renderSite('/disclaimer');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('免責聲明'));
  });
});
