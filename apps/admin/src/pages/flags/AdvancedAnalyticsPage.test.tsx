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

const state = (environment: string, enabled: boolean) => ({
  environment,
  enabled,
  rollout_percentage: 100,
  target_tiers: [],
  emergency_disabled: false,
  emergency_reason: null,
  emergency_disabled_by: null,
  emergency_disabled_at: null,
  updated_by: null,
  updated_at: null,
});
const flag = (enabled: boolean) => ({
  id: '6a1c0c1e-0000-4000-8000-000000000001',
  key: 'pricing_annual_default',
  name: '預設年繳',
  description: '',
  created_at: '2026-11-01T00:00:00.000Z',
  environment: 'production',
  enabled,
  rollout_percentage: 100,
  target_tiers: [],
  emergency_disabled: false,
  environments: ['production', 'staging', 'development', 'test'].map((env) =>
    state(env, env === 'production' && enabled),
  ),
});
const experiment = {
  id: '6a1c0c1e-0000-4000-8000-000000000002',
  key: 'pricing_test',
  name: '價格頁測試',
  description: '',
  status: 'running',
  surface: 'pricing_page',
  conversion_event: 'payment_completed',
  variants: [
    { key: 'control', name: '原版', weight: 50 },
    { key: 'annual_default', name: '預設年繳', weight: 50 },
  ],
  started_at: '2026-11-01T00:00:00.000Z',
  ended_at: null,
  created_by: 'root',
  created_at: '2026-11-01T00:00:00.000Z',
  exposures: 2200,
  conversions: 110,
};
const arm = (key: string, exposures: number, conversions: number, p: number | null) => ({
  key,
  name: key,
  weight: 50,
  exposures,
  conversions,
  conversion_rate: conversions / exposures,
  lift: p === null ? null : 0,
  z_score: p === null ? null : 0,
  p_value: p,
  significant: false,
});

async function openPage(handler: Handler) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
  await setupI18n();
  return render(
    <App>
      <MemoryRouter initialEntries={['/advanced_analytics']}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button, [role="tab"]')].find((element) =>
    element.textContent?.includes(text),
  ) as HTMLElement | undefined;

describe('the advanced analytics page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the flags of the environment members are evaluated in and switches one on there', async () => {
    storeSession('admin');
    const toggles: unknown[] = [];
    const listed: string[] = [];
    let enabled = false;
    const container = await openPage((method, path, init) => {
      if (method === 'GET' && path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('admin') });
      if (method === 'GET' && path.startsWith('/api/admin/feature-flags')) {
        listed.push(path);
        // The states asked for: only the test environment's flag is switched on.
        const inTest = path.endsWith('?environment=test');
        return json(200, { success: true, flags: [flag(enabled && inTest)], active_environment: 'test' });
      }
      if (method === 'PUT' && path === '/api/admin/feature-flags/pricing_annual_default/toggle') {
        toggles.push(JSON.parse(String(init.body)));
        enabled = true;
        return json(200, { success: true, flag: flag(true) });
      }
      return undefined;
    });
    await waitFor(() => expect(listed).toContain('/api/admin/feature-flags?environment=test'));
    await waitFor(() => expect(container.textContent).toContain('pricing_annual_default'));
    const toggle = container.querySelector(
      '[data-testid="flag-toggle-pricing_annual_default"]',
    ) as HTMLElement;
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await act(async () => toggle.click());
    await waitFor(() => expect(toggles).toEqual([{ enabled: true, environment: 'test' }]));
    await waitFor(() =>
      expect(
        container
          .querySelector('[data-testid="flag-toggle-pricing_annual_default"]')!
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });

  it('shows an experiment’s results with the sample-ratio warning', async () => {
    storeSession('super_admin');
    const container = await openPage((method, path) => {
      if (method === 'GET' && path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('super_admin') });
      if (method === 'GET' && path.startsWith('/api/admin/feature-flags'))
        return json(200, { success: true, flags: [], active_environment: 'production' });
      if (method === 'GET' && path === '/api/admin/experiments')
        return json(200, { success: true, experiments: [experiment] });
      if (method === 'GET' && path === `/api/admin/experiments/${experiment.id}/results`)
        return json(200, {
          success: true,
          experiment,
          alpha: 0.05,
          variants: [arm('control', 1000, 50, null), arm('annual_default', 1200, 60, 1)],
          sample_ratio: { chi_square: 18.18, degrees_of_freedom: 1, p_value: 0.00002, mismatch: true },
        });
      return undefined;
    });
    await waitFor(() => expect(button(container, 'A/B 測試')).toBeDefined());
    await act(async () => button(container, 'A/B 測試')!.click());
    await waitFor(() => expect(container.textContent).toContain('pricing_test'));
    const results = container.querySelector('[data-testid="experiment-results-pricing_test"]') as HTMLElement;
    await act(async () => results.click());
    await waitFor(() => expect(container.textContent).toContain('樣本比例不符'));
    expect(container.querySelector('[data-testid="srm-status"]')?.textContent).toContain('2.00e-5');
  });
});
