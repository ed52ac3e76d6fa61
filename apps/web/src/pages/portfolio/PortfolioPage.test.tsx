import type { Portfolio, PortfolioDetail, PortfolioListResponse } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { buttonByText, click, errorAnswer, fakeApi, fakeJwt, profile, typeInto } from '../../auth/testing.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { cleanup, jsonResponse, renderSite, waitFor as waitBriefly } from '../../test/render.tsx';
import { analyticsAnswer, holding, portfolioDetail } from './testing.ts';

// The page's chunk loads lazily; a busy machine can take seconds for the first render.
const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);

const base = '/api/simple-portfolios';
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
const text = (id: string) => byTestId(id)?.textContent ?? null;

function signIn(tier: 'free' | 'gold' | 'diamond') {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(profile({ tier })));
}

const list = (...portfolios: Portfolio[]): PortfolioListResponse => ({ success: true, portfolios });

describe('/portfolio', () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await changeLanguage('zh-TW');
  });

  it("shows a free member the server's gate with an upgrade link", async () => {
    signIn('free');
    fakeApi({
      [`GET ${base}`]: () => errorAnswer(403, 'PLAN_REQUIRED', '此功能需要黃金會員以上方案，請升級後使用'),
    });
    await renderSite('/portfolio');
    await waitFor(() => expect(byTestId('portfolio-gate')).not.toBeNull());
    expect(text('portfolio-gate-message')).toBe('此功能需要黃金會員以上方案，請升級後使用');
    expect(byTestId('portfolio-upgrade')?.getAttribute('href')).toBe('/pricing');
    expect(byTestId('portfolio-page')).toBeNull();
  });

  it('creates the first portfolio from the empty state with the default name', async () => {
    signIn('gold');
    const created = portfolioDetail({ holdings: [], id: 'p9' });
    let portfolios: Portfolio[] = [];
    const server = fakeApi({
      [`GET ${base}`]: () => jsonResponse(list(...portfolios)),
      [`POST ${base}`]: () => {
        portfolios = [created];
        return jsonResponse(created, 201);
      },
      [`GET ${base}/p9`]: { success: true, portfolio: created },
    });
    await renderSite('/portfolio');
    await waitFor(() => expect(byTestId('portfolio-empty')).not.toBeNull());
    await click(byTestId('portfolio-create'));
    await waitFor(() =>
      expect((byTestId('portfolio-form-name') as HTMLInputElement | null)?.value).toBe('我的投資組合 #1'),
    );
    await click(byTestId('portfolio-form-submit'));
    await waitFor(() => expect(byTestId('portfolio-view')).not.toBeNull());
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: '我的投資組合 #1', trackCash: false });
    expect(post?.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(byTestId('holdings-empty') ?? byTestId('top-holdings')).not.toBeNull());
  });

  it('cancels the creation when the name is left empty: no request, no error', async () => {
    signIn('gold');
    const server = fakeApi({ [`GET ${base}`]: list() });
    await renderSite('/portfolio');
    await waitFor(() => expect(byTestId('portfolio-empty')).not.toBeNull());
    await click(byTestId('portfolio-create'));
    const name = await waitFor(() => {
      const input = byTestId('portfolio-form-name') as HTMLInputElement | null;
      expect(input?.value).toBe('我的投資組合 #1');
      return input;
    });
    await typeInto(name, '   ');
    await click(byTestId('portfolio-form-submit'));
    // The dialog closes (jsdom never finishes antd's leave animation, so it stays mid-way out).
    await waitFor(() => {
      const dialog = document.body.querySelector('[role="dialog"]');
      expect(dialog === null || dialog.classList.contains('ant-zoom-leave')).toBe(true);
    });
    expect(document.body.querySelector('.ant-form-item-explain-error')).toBeNull();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(byTestId('portfolio-empty')).not.toBeNull();
  });

  it("shows the server's stats, risk rules and top 4 holdings", async () => {
    signIn('gold');
    const holdings = ['2330', '2317', '0050', '2454', '2882'].map((symbol, index) =>
      holding({ id: symbol, symbol, totalValue: 500_000 - index * 50_000, weight: 30 - index * 5 }),
    );
    const detail = portfolioDetail({ holdings });
    fakeApi({
      [`GET ${base}`]: list(detail),
      [`GET ${base}/p1`]: { success: true, portfolio: detail },
    });
    await renderSite('/portfolio');
    await waitFor(() => expect(byTestId('portfolio-stats')).not.toBeNull());
    expect(text('stat-total-value')).toContain('NT$1,580,000');
    expect(text('stat-total-gain')).toContain('+NT$78,291 (+5.21%)');
    expect(text('stat-twr')).toContain('+4.37%');
    expect(text('stat-realized-gain')).toContain('+NT$8,202');
    expect(text('score-risk-value')).toBe('6.2');
    expect(text('score-diversification-value')).toBe('3.4');
    // Each rule: value, threshold → full, contribution.
    const risk = text('score-risk') ?? '';
    expect(risk).toContain('最大單一持股權重');
    expect(risk).toContain('59.81%');
    expect(risk).toContain('20.00% → 60.00%');
    expect(text('rule-risk-largest-weight')).toBe('2.5');
    expect(risk).toContain('不適用');
    expect(text('score-diversification')).toContain('10 → 20');
    const top = byTestId('top-holdings');
    expect(top?.querySelectorAll('li')).toHaveLength(4);
    expect(byTestId('top-2882')).toBeNull();
    expect(text('top-2330')).toContain('NT$500,000');
  });

  it('lists holdings with both cost methods, gains, weight, sector and market', async () => {
    signIn('diamond');
    const detail = portfolioDetail();
    fakeApi({
      [`GET ${base}`]: list(detail),
      [`GET ${base}/p1`]: { success: true, portfolio: detail },
    });
    await renderSite('/portfolio?view=holdings');
    await waitFor(() => expect(byTestId('holdings-table')).not.toBeNull());
    const row = byTestId('holdings-table')?.querySelector('tbody tr.ant-table-row');
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    expect(cells).toEqual([
      '2330 台積電',
      '1,500',
      '600.86',
      '601.20',
      '630.00',
      'NT$945,000',
      '+NT$15,000 (+1.61%)',
      '+NT$43,718 (+4.85%)',
      '+NT$8,202',
      'NT$4,500',
      '59.81%',
      '科技',
      '上市',
    ]);
  });

  it('draws the analytics from the server: return against 0050, drawdown, allocation', async () => {
    signIn('gold');
    const detail = portfolioDetail();
    const server = fakeApi({
      [`GET ${base}`]: list(detail),
      [`GET ${base}/p1`]: { success: true, portfolio: detail },
      [`GET ${base}/p1/analytics`]: analyticsAnswer(),
    });
    await renderSite('/portfolio?view=analytics');
    await waitFor(() => expect(byTestId('analytics-chart')).not.toBeNull());
    expect(text('analytics-period-return')).toBe('期間報酬 +4.37%（0050 +1.92%）');
    expect(text('max-drawdown')).toBe('-1.50%');
    expect(text('slice-technology')).toContain('科技');
    expect(text('slice-technology')).toContain('80.06%');
    expect(text('slice-TWSE')).toContain('上市');
    expect(text('contributions')).toContain('+NT$56,419');
    const analytics = server.fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('analytics'));
    expect(analytics).toContain('period=all');
    await click(
      buttonByText(document.body, '今年') ?? [...document.querySelectorAll('.ant-segmented-item')][1],
    );
    await waitFor(() =>
      expect(server.fetchMock.mock.calls.some(([url]) => String(url).includes('period=ytd'))).toBe(true),
    );
  });

  it('renames and deletes a portfolio', async () => {
    signIn('gold');
    let detail: PortfolioDetail | undefined = portfolioDetail();
    const server = fakeApi({
      [`GET ${base}`]: () => jsonResponse(list(...(detail ? [detail] : []))),
      [`GET ${base}/p1`]: () =>
        detail
          ? jsonResponse({ success: true, portfolio: detail })
          : errorAnswer(404, 'NOT_FOUND', '找不到此投資組合'),
      [`PATCH ${base}/p1`]: (call) => {
        detail = { ...detail!, ...(call.body as { name: string }) };
        return jsonResponse(detail);
      },
      [`DELETE ${base}/p1`]: () => {
        detail = undefined;
        return jsonResponse({ success: true });
      },
    });
    await renderSite('/portfolio');
    await waitFor(() => expect(byTestId('portfolio-view')).not.toBeNull());
    await click(byTestId('open-rename'));
    const name = await waitFor(() => byTestId('portfolio-form-name') as HTMLInputElement);
    await typeInto(name, '長期存股');
    await click(byTestId('portfolio-form-submit'));
    await waitFor(() => expect(text('portfolio-tabs')).toContain('長期存股'));
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: '長期存股' });

    await click(byTestId('open-delete'));
    await click(await waitFor(() => byTestId('confirm-delete')));
    await waitFor(() => expect(byTestId('portfolio-empty')).not.toBeNull());
  });

  it('shows the texts in English', async () => {
    signIn('gold');
    await changeLanguage('en-US');
    fakeApi({ [`GET ${base}`]: list() });
    await renderSite('/portfolio');
    await waitFor(() => expect(byTestId('portfolio-empty')).not.toBeNull());
    expect(byTestId('portfolio-page')?.querySelector('h1')?.textContent).toBe('Portfolio');
    expect(text('portfolio-empty')).toContain('No portfolio yet');
  });

  it('sends a member whose session ended (401) to the sign-in page and forgets the token', async () => {
    signIn('gold');
    const expired = () => errorAnswer(401, 'UNAUTHENTICATED', '登錄狀態已過期，請重新登入');
    fakeApi({ [`GET ${base}`]: expired, 'POST /api/auth/refresh': expired });
    await renderSite('/portfolio');
    await waitFor(() => expect(byTestId('login-submit')).not.toBeNull());
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(byTestId('portfolio-page')).toBeNull();
  });
});
