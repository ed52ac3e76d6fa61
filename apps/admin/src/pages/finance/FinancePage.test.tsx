import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, staffUser, storeSession, type Handler } from '../../test/fake-api.ts';

// jsdom has no ResizeObserver; antd's Tabs and Segmented use it to measure themselves.
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

const overview = {
  period: {
    kind: 'month',
    label: '2026-11',
    start: '2026-10-31T16:00:00.000Z',
    end: '2026-11-30T16:00:00.000Z',
  },
  total_revenue: 51989,
  refunds: 1999,
  net_revenue: 49990,
  other_income: 1000,
  total_expenses: 400,
  net_profit: 50590,
  profit_margin: 50590 / 50990,
  growth_rate: 0.5,
  monthly_revenue: 6164.83,
  yearly_revenue: 73978,
  mrr: 6164.83,
  arr: 73978,
  arpu: 24995,
  churn_rate: 0.5,
  paying_members: 2,
  trend: [{ month: '2026-11', revenue: 51989, refunds: 1999, net: 49990 }],
  revenue_by_plan: { diamond: 49990 },
  recent_transactions: [],
  formulas: { mrr: 'MRR = 月值總和' },
};

describe('the finance page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the period’s figures from the server and asks for another period when chosen', async () => {
    storeSession('finance');
    const asked: string[] = [];
    const handler: Handler = (method, path) => {
      if (method === 'GET' && path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('finance') });
      if (method === 'GET' && path.startsWith('/api/admin/finance/overview')) {
        asked.push(path);
        return json(200, { success: true, overview });
      }
      return undefined;
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
    const container = await renderAdmin('/financial_management');
    await waitFor(() => expect(container.textContent).toContain('NT$49,990'));
    expect(container.textContent).toContain('NT$51,989');
    expect(container.textContent).toContain('50.0%');
    expect(container.textContent).toContain('MRR = 月值總和');
    expect(asked).toContain('/api/admin/finance/overview?period=month');
    const quarter = [...container.querySelectorAll<HTMLElement>('.ant-segmented-item')].find(
      (item) => item.textContent === '季',
    )!;
    quarter.click();
    await waitFor(() => expect(asked).toContain('/api/admin/finance/overview?period=quarter'));
  });

  it('lists the server’s finance alerts with their rules on the alerts tab', async () => {
    storeSession('finance');
    const handler: Handler = (method, path) => {
      if (method === 'GET' && path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('finance') });
      if (method === 'GET' && path.startsWith('/api/admin/finance/overview'))
        return json(200, { success: true, overview });
      if (method === 'GET' && path === '/api/admin/finance/alerts')
        return json(200, {
          success: true,
          alerts: [
            {
              rule: 'refund_failures',
              severity: 'high',
              title: '退款失敗',
              message: '近 30 天 1 筆退款失敗，合計 NT$500',
              count: 1,
              amount: 500,
              orders: ['AD20261120001'],
              value: null,
            },
          ],
          summary: { high: 1, medium: 0, low: 0 },
          rules: { refund_failures: '近 30 天退款失敗：1 筆以上為高' },
          checked_at: '2026-11-20T02:00:00.000Z',
        });
      return undefined;
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
    const container = await renderAdmin('/financial_management');
    const tab = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLElement>('.ant-tabs-tab')].find(
        (item) => item.textContent === '財務預警',
      );
      expect(found).toBeTruthy();
      return found!;
    });
    tab.click();
    await waitFor(() => expect(container.textContent).toContain('近 30 天 1 筆退款失敗，合計 NT$500'));
    expect(container.textContent).toContain('AD20261120001');
    expect(container.textContent).toContain('近 30 天退款失敗：1 筆以上為高');
  });
});
