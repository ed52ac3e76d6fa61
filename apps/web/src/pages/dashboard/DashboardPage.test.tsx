import {
  defaultPreferences,
  invalidTextMessage,
  type MemberDashboardResponse,
  type Preferences,
  type UserProfile,
} from '@alphadesk/contracts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { click, errorAnswer, fakeApi, fakeJwt, profile } from '../../auth/testing.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../test/render.tsx';
import { freeSubscription } from '../billing/testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

const emptyOverview: MemberDashboardResponse = {
  success: true,
  generatedAt: '2026-03-02T02:00:00.000Z',
  recentAnalyses: [],
  alerts: [],
  opportunities: [],
  insights: [],
};

async function openDashboard(
  user: UserProfile,
  routes: Parameters<typeof fakeApi>[0] = {},
  path = '/dashboard',
) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  const server = fakeApi({
    'GET /api/user/me': { user },
    'GET /api/dashboard/overview': emptyOverview,
    ...routes,
  });
  const { container } = await renderSite(path);
  await waitFor(() => expect(byTestId(container, 'dashboard')).not.toBeNull());
  return { container, server };
}

describe('dashboard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    await changeLanguage('zh-TW');
  });

  it("shows the member's profile, tier and usage from the server, and empty states", async () => {
    const { container } = await openDashboard(profile(), {}, '/dashboard?welcome=true&new_user=true');
    expect(byTestId(container, 'dashboard-user-name')?.textContent).toBe('王小明');
    expect(byTestId(container, 'tier-badge')?.textContent).toBe('免費會員');
    expect(byTestId(container, 'usage-value')?.textContent).toBe('0 / 5');
    // 2026-03-31T16:00Z is 1 April in Taipei.
    expect(byTestId(container, 'usage-reset')?.textContent).toBe('2026年4月1日 重置');
    expect(byTestId(container, 'dashboard-welcome')?.textContent).toContain('歡迎加入 AlphaDesk，王小明！');
    await waitFor(() =>
      expect(byTestId(container, 'recent-analyses')?.textContent).toContain('尚無分析紀錄'),
    );
    for (const panel of ['alerts', 'opportunities', 'insights']) {
      expect(byTestId(container, `panel-${panel}`)?.querySelector('.ant-empty')).not.toBeNull();
    }
    await waitFor(() => expect(byTestId(container, 'upgrade-pitch')?.textContent).toContain('NT$1,999'));
    expect(byTestId(container, 'guest-banner')).toBeNull();
  });

  it('shows the server’s recent analyses, alerts, opportunities and insights with their rules, and refreshes every 30 s', async () => {
    let calls = 0;
    const overview: MemberDashboardResponse = {
      ...emptyOverview,
      recentAnalyses: [
        {
          id: 'a1',
          symbol: '2330',
          companyName: '台積電',
          result: 'buy',
          confidence: 0.62,
          targetPrice: 1100,
          priceAtCall: 1000,
          createdAt: '2026-03-01T02:00:00.000Z',
        },
      ],
      alerts: [
        {
          kind: 'scored',
          id: 'a0',
          symbol: '2317',
          companyName: '鴻海',
          result: 'buy',
          outcome: 'profit',
          actualReturn: 0.048,
          at: '2026-03-01T02:00:00.000Z',
        },
        {
          kind: 'triggered',
          id: 'al1',
          symbol: '2454',
          type: 'price_below',
          condition: 900,
          at: '2026-02-28T02:00:00.000Z',
        },
        {
          kind: 'triggered',
          id: 'al2',
          symbol: '2603',
          type: 'price_above',
          condition: 100,
          // The server's wording of the firing, in the reader's language.
          text: '2603 成交價 101 漲破 100',
          at: '2026-02-27T02:00:00.000Z',
        },
      ],
      opportunities: [
        {
          analysisId: 'a1',
          symbol: '2330',
          companyName: '台積電',
          targetPrice: 1100,
          price: 1000,
          priceSource: 'call',
          upsidePercent: 10,
          confidence: 0.62,
          createdAt: '2026-03-01T02:00:00.000Z',
        },
      ],
      insights: [
        { kind: 'hit_rate', scored: 4, hits: 3, hitRate: 75 },
        { kind: 'watchlist_unanalysed', days: 30, symbols: ['2882'] },
      ],
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = await openDashboard(profile(), {
      'GET /api/dashboard/overview': () => {
        calls += 1;
        return jsonResponse(overview);
      },
    });
    await waitFor(() => expect(byTestId(container, 'recent-analysis')).not.toBeNull());
    expect(byTestId(container, 'recent-analyses')?.textContent).toContain('2330 台積電');
    expect(byTestId(container, 'recent-analyses')?.textContent).toContain('信心 62%');
    expect(byTestId(container, 'recent-analyses')?.textContent).toContain('目標價 NT$1100');
    const alerts = byTestId(container, 'panel-alerts')?.textContent;
    expect(alerts).toContain('2317 鴻海 的「買進」已評分：獲利 4.80%');
    expect(alerts).toContain('2454 預警觸發：股價低於 900');
    expect(alerts).toContain('2603 成交價 101 漲破 100');
    expect(alerts).toContain('規則：');
    expect(byTestId(container, 'panel-opportunities')?.textContent).toContain(
      '目標價 NT$1100，分析時價格 NT$1000，上漲空間 10.00%',
    );
    expect(byTestId(container, 'insight-hit_rate')?.textContent).toContain(
      '已評分的 4 次分析中，命中 3 次（75.00%）',
    );
    expect(byTestId(container, 'insight-watchlist_unanalysed')?.textContent).toContain(
      '2882 已超過 30 天沒有分析',
    );
    expect(byTestId(container, 'dashboard-updated')?.textContent).toContain('每 30 秒自動更新');
    const before = calls;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });

  it('marks a running trial with its end date from the server and the way to buy the plan', async () => {
    const free = freeSubscription();
    const { container } = await openDashboard(profile({ tier: 'gold' }), {
      'GET /api/subscription': {
        success: true,
        subscription: {
          ...free,
          tier: 'gold',
          status: 'trialing',
          trial: { eligible: false, tier: 'gold', days: 7, used: true, endsAt: '2026-03-09T02:00:00.000Z' },
        },
      },
    });
    await waitFor(() => expect(byTestId(container, 'trial-marker')).not.toBeNull());
    expect(byTestId(container, 'trial-marker')?.textContent).toContain('黃金會員免費試用中');
    expect(byTestId(container, 'trial-marker')?.textContent).toContain('2026年3月9日');
    expect(byTestId(container, 'trial-marker')?.querySelector('a')?.getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('remembers that the subscription prompt was dismissed', async () => {
    const { container } = await openDashboard(profile());
    await click(byTestId(container, 'subscription-prompt-dismiss'));
    expect(byTestId(container, 'subscription-prompt')).toBeNull();
    cleanup();
    const again = await openDashboard(profile());
    expect(byTestId(again.container, 'subscription-prompt')).toBeNull();
  });

  it('disables the quick actions once the limit is reached', async () => {
    const user = profile({ usage: { analysesUsed: 5, analysisLimit: 5, period: '2026-03', resetsAt: null } });
    const { container } = await openDashboard(user);
    expect(byTestId(container, 'quick-actions')?.querySelectorAll('a')).toHaveLength(0);
    expect(byTestId(container, 'quick-action-analysis-disabled')?.getAttribute('aria-disabled')).toBe('true');
    expect(container.textContent).toContain('本期分析次數已用完');
  });

  it('shows 無限 for an unlimited plan', async () => {
    const user = profile({
      tier: 'diamond',
      usage: { analysesUsed: 12, analysisLimit: null, period: '2026-03', resetsAt: null },
    });
    const { container } = await openDashboard(user);
    expect(byTestId(container, 'usage-value')?.textContent).toBe('12 / 無限');
    expect(byTestId(container, 'tier-badge')?.textContent).toBe('鑽石會員');
    expect(byTestId(container, 'subscription-prompt')).toBeNull();
    expect(byTestId(container, 'diamond-panel')).not.toBeNull();
  });

  it('shows a guest how many analyses are left and the way to register', async () => {
    const guest = profile({
      kind: 'guest',
      name: '訪客',
      email: null,
      usage: { analysesUsed: 1, analysisLimit: 3, period: 'guest', resetsAt: null },
    });
    const { container } = await openDashboard(guest, {}, '/dashboard?mode=guest');
    expect(byTestId(container, 'guest-banner')?.textContent).toContain('你還可以使用 2 次分析');
    expect(byTestId(container, 'guest-register')?.getAttribute('href')).toBe('/auth?mode=register');
    expect(byTestId(container, 'tier-badge')?.textContent).toBe('訪客');
    expect(byTestId(container, 'subscription-prompt')).toBeNull();
  });

  it('offers to log in again when the profile cannot be loaded', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
    localStorage.setItem(USER_KEY, JSON.stringify(profile()));
    fakeApi({
      'GET /api/user/me': () => errorAnswer(503, 'SERVICE_UNAVAILABLE', '服務暫時無法使用，請稍後再試'),
    });
    const { container } = await renderSite('/dashboard');
    await waitFor(() => expect(byTestId(container, 'dashboard-load-failed')).not.toBeNull(), 5000);
    expect(container.textContent).toContain('無法載入使用者資料，請重新登入');
    expect(container.textContent).toContain('重新登入');
  });

  it('loads the preferences on open, saves the whole object and shows saving → saved → normal', async () => {
    let stored: Preferences = structuredClone(defaultPreferences);
    let release: () => void = () => undefined;
    const { container, server } = await openDashboard(profile(), {
      'GET /api/user/preferences': () => jsonResponse({ success: true, preferences: stored }),
      'PUT /api/user/preferences': async (call) => {
        await new Promise<void>((resolve) => (release = resolve));
        stored = (call.body as { preferences: Preferences }).preferences;
        return jsonResponse({ success: true, preferences: stored });
      },
    });
    await click(byTestId(container, 'open-preferences'));
    const sms = await waitFor(() => {
      const element = document.querySelector<HTMLButtonElement>('#pref-notifications-sms');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(sms.getAttribute('aria-checked')).toBe('false');
    await click(sms);
    expect(sms.getAttribute('aria-checked')).toBe('true');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const save = () => document.querySelector('[data-testid="preferences-save"]');
    await click(save());
    await waitFor(() => expect(save()?.getAttribute('data-state')).toBe('saving'));
    expect(save()?.textContent).toContain('儲存中…');
    await act(async () => release());
    await waitFor(() => expect(save()?.getAttribute('data-state')).toBe('saved'));
    expect(save()?.textContent).toContain('已儲存');
    await act(async () => vi.advanceTimersByTime(2100));
    await waitFor(() => expect(save()?.getAttribute('data-state')).toBe('idle'));

    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      preferences: {
        ...defaultPreferences,
        notifications: { ...defaultPreferences.notifications, sms: true },
      },
    });
  });

  it('switches the interface language when a new language is saved', async () => {
    let stored: Preferences = structuredClone(defaultPreferences);
    const { container } = await openDashboard(profile(), {
      'GET /api/user/preferences': () => jsonResponse({ success: true, preferences: stored }),
      'PUT /api/user/preferences': (call) => {
        stored = (call.body as { preferences: Preferences }).preferences;
        return jsonResponse({ success: true, preferences: stored });
      },
    });
    await click(byTestId(container, 'open-preferences'));
    await waitFor(() => expect(document.querySelector('#pref-notifications-sms')).not.toBeNull());
    await click([...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === '顯示'));
    const select = await waitFor(() => {
      const element = document.querySelector('#pref-display-language')?.closest('.ant-select');
      expect(element).toBeTruthy();
      return element!;
    });
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const english = await waitFor(() => {
      const option = document.querySelector('.ant-select-item-option[title="English"]');
      expect(option).not.toBeNull();
      return option!;
    });
    await click(english);
    await click(document.querySelector('[data-testid="preferences-save"]'));
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Member centre'));
    expect(stored.display.language).toBe('en-US');
  });

  it("refuses a setting the contract refuses with the contract's message, without a request", async () => {
    // A zone stored before the contract refused NUL is still offered, so it could be saved as is.
    const broken = structuredClone(defaultPreferences);
    broken.display.timezone = 'Asia/Taipei\u0000';
    const { container, server } = await openDashboard(profile(), {
      'GET /api/user/preferences': () => jsonResponse({ success: true, preferences: broken }),
      'PUT /api/user/preferences': (call) => jsonResponse({ success: true, ...(call.body as object) }),
    });
    await click(byTestId(container, 'open-preferences'));
    await waitFor(() => expect(document.querySelector('#pref-notifications-sms')).not.toBeNull());
    const save = () => document.querySelector('[data-testid="preferences-save"]');
    await click(save());

    const refusal = await waitFor(() => {
      const element = document.querySelector('.ant-form-item-explain-error');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(refusal.textContent).toBe(invalidTextMessage);
    expect(refusal.closest('.preference-row')?.querySelector('label')?.textContent).toBe('時區');
    // The refused setting's tab is brought forward.
    expect(document.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('顯示');
    expect(save()?.getAttribute('data-state')).toBe('idle');
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    const select = document.querySelector('#pref-display-timezone')?.closest('.ant-select');
    await act(async () => {
      select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await click(
      await waitFor(() => {
        const option = document.querySelector('.ant-select-item-option[title="Asia/Tokyo"]');
        expect(option).not.toBeNull();
        return option!;
      }),
    );
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toBeNull());
    await click(save());
    await waitFor(() => expect(save()?.getAttribute('data-state')).toBe('saved'));
    const puts = server.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      preferences: { ...broken, display: { ...broken.display, timezone: 'Asia/Tokyo' } },
    });
  });

  it('asks a guest to register instead of showing preferences', async () => {
    const guest = profile({ kind: 'guest', name: '訪客', email: null });
    const { container, server } = await openDashboard(guest);
    await click(byTestId(container, 'open-preferences'));
    await waitFor(() => expect(document.body.textContent).toContain('此功能需要註冊會員，請先註冊或登入'));
    expect(server.calls.some((call) => call.path === '/api/user/preferences')).toBe(false);
  });

  it('logs out on the server and in the browser, then goes home', async () => {
    const { container, server } = await openDashboard(profile(), {
      'POST /api/auth/logout': { success: true, message: '已登出' },
    });
    await click(byTestId(container, 'dashboard-logout'));
    await waitFor(() => expect(container.querySelector('#analysts')).not.toBeNull());
    expect(server.calls.find((call) => call.path === '/api/auth/logout')?.authorization).toMatch(/^Bearer /);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});
