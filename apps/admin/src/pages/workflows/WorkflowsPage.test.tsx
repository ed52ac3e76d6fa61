import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, staffUser, storeSession, type Handler } from '../../test/fake-api.ts';

// jsdom has no ResizeObserver; antd's Tabs use it to measure themselves.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

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

const template = {
  id: 'new-member-welcome',
  name: '新會員歡迎信',
  description: '會員註冊後立即寄出歡迎信',
  category: 'onboarding',
  popularity_score: 81,
  use_cases: ['引導新會員'],
  trigger: { type: 'event', event: 'signed_up' },
  steps: [{ id: 'tell', type: 'notify', message: 'hi' }],
};
const workflow = {
  id: '9d7f0c55-7c1e-4a51-9f57-8d3c2f0e1a11',
  name: '歡迎流程',
  description: '',
  status: 'active',
  category: 'onboarding',
  trigger_type: 'event',
  trigger: { type: 'event', event: 'signed_up' },
  steps: template.steps,
  template_id: template.id,
  next_run_at: null,
  created_by: '測試admin',
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
  execution_stats: {
    total_executions: 3,
    successful_executions: 2,
    failed_executions: 1,
    last_executed_at: null,
  },
};

const setInput = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the workflow automation page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists workflows and creates one from a template only when a name is given', async () => {
    storeSession('admin');
    const created: unknown[] = [];
    const handler: Handler = (method, path, init) => {
      if (method === 'GET' && path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('admin') });
      if (method === 'GET' && path === '/api/admin/workflows?limit=50')
        return json(200, {
          success: true,
          workflows: created.length ? [workflow] : [],
          total: created.length,
        });
      if (method === 'GET' && path.startsWith('/api/admin/notifications'))
        return json(200, { success: true, notifications: [], unread_count: 0 });
      if (method === 'GET' && path === '/api/admin/workflows/templates')
        return json(200, { success: true, templates: [template] });
      if (method === 'POST' && path === '/api/admin/workflows/from-template') {
        created.push(JSON.parse(String(init.body)));
        return json(200, { success: true, workflow });
      }
      return undefined;
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
    const container = await renderAdmin('/workflow_automation');
    await waitFor(() => expect(container.textContent).toContain('工作流程自動化'));
    const tab = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab')].find(
      (el) => el.textContent === '範本',
    )!;
    tab.click();
    await waitFor(() => expect(document.body.textContent).toContain('新會員歡迎信'));

    const use = () =>
      [...document.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.textContent === '使用此範本',
      )!;
    const ok = () => document.querySelector<HTMLButtonElement>('.ant-modal .ant-btn-primary')!;
    // An empty name does nothing.
    use().click();
    await waitFor(() => expect(document.querySelector('[data-testid="template-name"]')).not.toBeNull());
    ok().click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(created).toEqual([]);

    use().click();
    await waitFor(() => expect(document.querySelector('[data-testid="template-name"]')).not.toBeNull());
    setInput(document.querySelector<HTMLInputElement>('[data-testid="template-name"]')!, '歡迎流程');
    ok().click();
    await waitFor(() => expect(created).toEqual([{ template_id: 'new-member-welcome', name: '歡迎流程' }]));
    await waitFor(() => expect(document.body.textContent).toContain('2 / 3'));
  });
});
