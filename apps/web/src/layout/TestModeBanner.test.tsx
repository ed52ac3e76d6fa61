import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthResponse } from '@alphadesk/contracts';
import { fakeApi } from '../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../test/render.tsx';

const health = (testMode: HealthResponse['testMode']): HealthResponse => ({
  status: 'ok',
  database: { kind: 'pglite', status: 'up', latencyMs: 1 },
  queue: { status: 'up' },
  roles: ['api'],
  version: 'test',
  uptimeSeconds: 1,
  time: '2026-11-20T02:00:00.000Z',
  testMode,
});

describe('test-mode banner', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const banner = () => document.querySelector('[data-testid="test-mode-banner"]');

  it('tells every page that mail and payments are not real while the server is in test mode', async () => {
    fakeApi({ 'GET /api/health': health({ active: true, devMailbox: true, paymentSandbox: true }) });
    await renderSite('/pricing');
    await waitFor(() => expect(banner()?.textContent).toContain('測試模式'));
    expect(banner()?.textContent).toContain('信件不會寄出');
    expect(banner()?.textContent).toContain('付款為模擬交易');
    cleanup();

    fakeApi({ 'GET /api/health': health({ active: true, devMailbox: false, paymentSandbox: true }) });
    await renderSite('/');
    await waitFor(() => expect(banner()?.textContent).toContain('付款為模擬交易'));
    expect(banner()?.textContent).not.toContain('信件');
  });

  it('shows nothing on a real site, or when the server cannot be asked', async () => {
    const api = fakeApi({
      'GET /api/health': health({ active: false, devMailbox: false, paymentSandbox: false }),
    });
    await renderSite('/pricing');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/health')).toBe(true));
    await waitFor(() => expect(document.querySelector('.site-header')).not.toBeNull());
    expect(banner()).toBeNull();
    cleanup();

    fakeApi({});
    await renderSite('/');
    await waitFor(() => expect(document.querySelector('.site-header')).not.toBeNull());
    expect(banner()).toBeNull();
  });
});
