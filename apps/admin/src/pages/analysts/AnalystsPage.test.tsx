import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, staffUser, storeSession, type Handler } from '../../test/fake-api.ts';

async function renderAdmin(path: string) {
  await setupI18n();
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

const analyst = {
  id: 'technical',
  name: '技術分析師',
  type: 'technical_analyst',
  specialties: [],
  status: 'active',
  maxConcurrentTasks: 5,
  priority: 1,
  model: 'default',
  effective_model: 'rule-based',
  configuration: {},
  description: '',
  tier: 'free',
  current_load: 20,
  running_tasks: 1,
  queued_tasks: 3,
  weight: 1.25,
  performance: { accuracy: 0.61, win_rate: 0.55, average_return: 0.02, sample_size: 120, speed: 2.5 },
  analysis_count: 42,
  last_activity: '2026-11-20T02:00:00.000Z',
  updated_by: null,
};

describe('the analyst page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the status and records from the server and deletes only after the confirmation', async () => {
    storeSession('admin');
    const deleted: string[] = [];
    const handler: Handler = (method, path) => {
      if (path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('admin') });
      if (path === '/api/admin/analysts/registry')
        return json(200, {
          success: true,
          analysts: [analyst],
          available_to_add: [],
          total_analysts: 1,
          online_analysts: 1,
          avg_performance: 0.61,
        });
      if (path === '/api/admin/analysts/coordinator/health')
        return json(200, {
          success: true,
          health: { status: 'healthy', active_sessions: 4, queued_tasks: 7, avg_response_time: 2345 },
        });
      if (path.startsWith('/api/admin/analysts/analysis'))
        return json(200, { success: true, tasks: [], total: 0 });
      if (method === 'DELETE' && path === '/api/admin/analysts/technical') {
        deleted.push(path);
        return json(200, { success: true, id: 'technical' });
      }
      return undefined;
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
    const container = await renderAdmin('/analyst_management');
    await waitFor(() => expect(container.textContent).toContain('技術分析師'));
    expect(container.textContent).toContain('2,345');
    expect(container.textContent).toContain('61.0%');
    expect(container.textContent).toContain('1.25');
    // The load and, beside it, the tasks waiting for one of the analyst's slots.
    expect(container.querySelector('[data-testid="analyst-technical"]')!.textContent).toContain('1/5排隊 3');
    const remove = container.querySelector<HTMLElement>(
      '[data-testid="analyst-technical"] .ant-btn-dangerous',
    )!;
    remove.click();
    await waitFor(() =>
      expect(document.body.textContent).toContain('確定要刪除這個分析師嗎？此操作不可逆。'),
    );
    expect(deleted).toEqual([]);
    const ok = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns .ant-btn-primary')].at(
      -1,
    )!;
    ok.click();
    await waitFor(() => expect(deleted).toEqual(['/api/admin/analysts/technical']));
  });
});
