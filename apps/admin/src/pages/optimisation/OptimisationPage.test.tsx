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

const recommendation = {
  id: 'rate_limit-0123456789ab',
  title: '提高 GET /api/plans 的速率限制',
  category: 'performance',
  priority: 'medium',
  confidence_level: 62,
  description: '過去 24 小時此路由拒絕了 25 個請求（429）；將上限由 10 提高到 15。',
  evidence: 'security_events',
  setting_key: 'http.rate_limits',
  old_value: { 'GET /api/plans': 10 },
  new_value: { 'GET /api/plans': 15 },
  watch_metric: 'avg_response_ms',
  tolerance_percent: 20,
  window_minutes: 60,
  impact_score: 45,
  complexity: 'low',
  risk_level: 'low',
  status: 'pending',
  implementation_steps: [{ description: '試運行：檢視設定、舊值與新值', risk_level: 'low' }],
  expected_outcomes: ['被拒絕的正常請求減少'],
};

async function openPage(handler: Handler) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
  await setupI18n();
  return render(
    <App>
      <MemoryRouter initialEntries={['/ai_optimization']}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button, [role="tab"]')].find((element) =>
    element.textContent?.includes(text),
  ) as HTMLElement | undefined;

describe('the AI optimisation page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('test-runs a recommendation and shows the setting with its old and new value', async () => {
    storeSession('super_admin');
    const applied: unknown[] = [];
    const container = await openPage((method, path, init) => {
      if (method === 'GET' && path === '/api/admin/auth/verify')
        return json(200, { success: true, valid: true, user: staffUser('super_admin') });
      if (method === 'GET' && path === '/api/admin/ai-optimization/dashboard')
        return json(200, {
          success: true,
          system_health: {
            overall_score: 100,
            cpu_utilization: 0.2,
            memory_usage: 0.4,
            disk_usage: 0.5,
            error_rate: 0,
            response_time_avg: 50,
            samples: 9,
          },
          counts: {
            optimization_opportunities: 1,
            anomaly_alerts: 0,
            predictive_alerts: 0,
            pending_recommendations: 1,
          },
          anomalies: [],
          threshold: 3.5,
          auto_optimization: {
            apply_threshold: 80,
            max_changes_per_day: 5,
            monitoring_hours: 24,
            approval_required_for_high_risk: true,
            auto_rollback: true,
            allowed_settings: ['http.rate_limits'],
          },
        });
      if (method === 'GET' && path.startsWith('/api/admin/ai-optimization/recommendations'))
        return json(200, {
          success: true,
          recommendations: [recommendation],
          stats: { pending: 1, applied: 0, average_confidence: 62 },
        });
      if (
        method === 'POST' &&
        path === `/api/admin/ai-optimization/recommendations/${recommendation.id}/apply`
      ) {
        applied.push(JSON.parse(String(init.body)));
        return json(200, {
          success: true,
          dry_run: true,
          application_id: null,
          change: null,
          plan: {
            setting_key: 'http.rate_limits',
            environment: 'production',
            old_value: recommendation.old_value,
            new_value: recommendation.new_value,
            watch_metric: 'avg_response_ms',
            tolerance_percent: 20,
            window_minutes: 60,
            auto_rollback: true,
          },
        });
      }
      return undefined;
    });
    await waitFor(() => expect(button(container, '推薦')).toBeDefined());
    await act(async () => button(container, '推薦')!.click());
    await waitFor(() => expect(container.textContent).toContain(recommendation.title));
    await act(async () => button(container, '試運行')!.click());
    await waitFor(() =>
      expect(applied).toEqual([
        { options: { dry_run: true, auto_rollback_on_failure: true }, confirmation: false },
      ]),
    );
    await waitFor(() => expect(document.querySelector('[data-testid="optimisation-plan"]')).not.toBeNull());
    const plan = document.querySelector('[data-testid="optimisation-plan"]')!.textContent!;
    expect(plan).toContain('http.rate_limits');
    expect(plan).toContain('{"GET /api/plans":10}');
    expect(plan).toContain('{"GET /api/plans":15}');
    expect(plan).toContain('avg_response_ms');
  });
});
