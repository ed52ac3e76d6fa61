import type {
  AnalysisReport,
  AnalysisRunResponse,
  AnalystsResponse,
  Portfolio,
  TransactionView,
} from '@alphadesk/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/session.ts';
import { USER_KEY } from '../../../auth/storage.ts';
import { click, errorAnswer, fakeApi, fakeJwt, profile } from '../../../auth/testing.ts';
import { cleanup, jsonResponse, renderSite, waitFor as waitBriefly } from '../../../test/render.tsx';
import { portfolioDetail } from '../../portfolio/testing.ts';

// The report's chunk loads lazily; a busy machine can take seconds for the first render.
const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
const catalogue: AnalystsResponse = { success: true, analysts: [], fallbackIds: {}, medianDurations: {} };

function report(priceAtCall: number | null): AnalysisReport {
  return {
    locale: 'zh-TW',
    result: 'buy',
    confidence: 0.62,
    targetPrice: 1100,
    priceAtCall,
    horizonDays: 20,
    asOf: '2026-11-19',
    summary: '技術面偏多',
    narrator: 'template',
    keyPoints: [],
    risks: [],
    opportunities: [],
    bullCase: [],
    bearCase: [],
    debate: null,
    analysts: [],
    evidence: [],
    riskLevel: null,
    simulated: false,
  };
}

function completedRun(id: string, priceAtCall: number | null): AnalysisRunResponse {
  return {
    success: true,
    run: {
      id,
      symbol: '2330',
      companyName: '台積電',
      market: 'TW',
      analysts: ['technical'],
      analysisType: 'quick',
      instructions: null,
      status: 'completed',
      stage: null,
      progress: 100,
      error: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      completedAt: '2026-11-20T01:00:30.000Z',
      report: report(priceAtCall),
    },
  };
}

/** The server's answer: one lot bought at the call's price, marked as coming from the analysis. */
function whatIfAnswer(analysisId: string): { success: true; transaction: TransactionView } {
  return {
    success: true,
    transaction: {
      id: `tx-${analysisId}`,
      type: 'buy',
      date: '2026-11-19',
      symbol: '2330',
      companyName: '台積電',
      shares: 1000,
      price: 1050.5,
      amount: 1_050_500,
      ratio: null,
      fee: 1497,
      tax: 0,
      premium: 0,
      dayTrade: false,
      note: 'AI 分析建議價 1050.5',
      source: 'analysis',
      automatic: false,
      createdAt: '2026-11-20T01:01:00.000Z',
    },
  };
}

function signIn(tier: 'free' | 'gold') {
  const user = profile({ tier });
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}

describe('the what-if button of an analysis report', () => {
  afterEach(() => cleanup());

  it('adds the analysed stock to the chosen portfolio through the what-if route', async () => {
    const user = signIn('gold');
    const runId = 'r1';
    const first: Portfolio = portfolioDetail({ id: 'p1', name: '長期存股', holdings: [] });
    const second: Portfolio = portfolioDetail({ id: 'p2', name: '短線', holdings: [] });
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'GET /api/analysis/runs/r1': completedRun(runId, 1050.5),
      'GET /api/simple-portfolios': { success: true, portfolios: [first, second] },
      'POST /api/simple-portfolios/p1/what-if': () => jsonResponse(whatIfAnswer(runId), 201),
    });
    await renderSite(`/analysis?run=${runId}`);
    const button = await waitFor(() => {
      const found = byTestId('what-if-button');
      expect(found?.textContent).toBe('加入投資組合（假設買入）');
      return found;
    });
    // Nothing is asked of the portfolios until the member opens the dialog.
    expect(server.calls.some((call) => call.path === '/api/simple-portfolios')).toBe(false);

    await click(button);
    await waitFor(() => expect(document.body.textContent).toContain('NT$1050.5'));
    await waitFor(() => expect(byTestId('what-if-portfolio')?.textContent).toContain('長期存股'));
    await click(byTestId('what-if-confirm'));

    await waitFor(() => expect(byTestId('what-if-added')?.textContent).toBe('已加入「長期存股」'));
    const posts = server.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/what-if'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/api/simple-portfolios/p1/what-if');
    expect(posts[0]!.body).toEqual({ analysisId: runId });
    expect(posts[0]!.authorization).toMatch(/^Bearer /);
  });

  it("shows a free member the server's plan gate instead of a portfolio choice", async () => {
    const user = signIn('free');
    const runId = 'r2';
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'GET /api/analysis/runs/r2': completedRun(runId, 980),
      'GET /api/simple-portfolios': () =>
        errorAnswer(403, 'PLAN_REQUIRED', '此功能需要黃金會員以上方案，請升級後使用'),
    });
    await renderSite(`/analysis?run=${runId}`);
    const button = await waitFor(() => {
      const found = byTestId('what-if-button');
      expect(found).not.toBeNull();
      return found;
    });
    await click(button);
    await waitFor(() =>
      expect(byTestId('what-if-unavailable')?.textContent).toContain('此功能需要黃金會員以上方案'),
    );
    expect(byTestId('what-if-unavailable')?.querySelector('a[href="/pricing"]')).not.toBeNull();
    expect(server.calls.some((call) => call.path.endsWith('/what-if'))).toBe(false);
  });

  it('is not offered for a report without a price at the call', async () => {
    const user = signIn('gold');
    const runId = 'r3';
    fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'GET /api/analysis/runs/r3': completedRun(runId, null),
    });
    await renderSite(`/analysis?run=${runId}`);
    await waitFor(() => expect(document.body.textContent).toContain('技術面偏多'));
    expect(byTestId('what-if-button')).toBeNull();
  });
});
