import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, staffUser, storeSession } from '../../test/fake-api.ts';

describe('the overview', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the server’s figures, says why TTS is 0, and charts the sampled load', async () => {
    storeSession('readonly');
    vi.stubGlobal('WebSocket', undefined);
    let samples = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch((method, path) => {
          if (path === '/api/admin/auth/verify')
            return json(200, { success: true, valid: true, user: staffUser('readonly') });
          if (path === '/api/admin/dashboard/stats')
            return json(200, {
              success: true,
              total_users: 1234,
              total_revenue: 57_970,
              gross_revenue: 59_969,
              refunded: 1999,
              payments: 31,
              analysts_online: 9,
              analysts_total: 9,
              worker_last_seen: '2026-11-24T01:59:00.000Z',
              tts_jobs_in_progress: 0,
              tts_available: false,
              generated_at: '2026-11-24T02:00:00.000Z',
            });
          if (path === '/api/admin/dashboard/system-load') {
            samples += 1;
            return json(200, {
              success: true,
              timestamp: new Date().toISOString(),
              cpu_percent: 12.5,
              memory_percent: 3.25,
              rss_bytes: 200 * 1_048_576,
              heap_used_bytes: 80 * 1_048_576,
              system_memory_bytes: 8 * 1024 * 1_048_576,
              cpus: 2,
              uptime_seconds: 7200,
            });
          }
          if (path.startsWith('/api/admin/notifications'))
            return json(200, { success: true, notifications: [], unread_count: 0 });
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
    await waitFor(() => expect(container.querySelector('[data-testid="tts-note"]')).not.toBeNull());
    const stats = container.querySelector('[data-testid="dashboard-stats"]')!.textContent!;
    expect(stats).toContain('1,234');
    expect(stats).toContain('57,970');
    expect(stats).toContain('/ 9');
    expect(container.querySelector('[data-testid="tts-note"]')!.textContent).toBe(
      '語音模組尚未建置，因此為 0',
    );
    await waitFor(() => expect(container.querySelector('[data-testid="live-chart"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="live-chart"]')!.textContent).toContain('CPU 12.50 %');
    expect(samples).toBeGreaterThanOrEqual(1);
    expect(container.querySelector('[data-testid="dashboard-updated"]')).not.toBeNull();
    for (const fixed of ['87%', '4.8/5', '99.98']) expect(container.textContent).not.toContain(fixed);
  });
});
