import type { AnalysisRunResponse, AnalystsResponse, EvaluationSummary } from '@alphadesk/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/session.ts';
import { USER_KEY } from '../../../auth/storage.ts';
import { fakeApi, fakeJwt, profile } from '../../../auth/testing.ts';
import { cleanup, renderSite, waitFor as waitBriefly } from '../../../test/render.tsx';

// The report's chunk loads lazily; a busy machine can take seconds for the first render.
const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);

const record = (id: string, hitRate: number, calls: number, dates: number, sample: number) => ({
  id,
  calls,
  dates,
  sample,
  hitRate,
  meanExcess: -0.48,
  meanExcessBuy: 0.43,
  shuffledHitRate: 53.94,
  weight: id === 'team' ? null : 1.06,
  weightBasis: id === 'team' ? ('team' as const) : ('measured' as const),
});

const evaluation: EvaluationSummary = {
  from: '2005-01-01',
  to: '2018-03-01',
  benchmark: '^TWII',
  proxy: false,
  securities: 17,
  team: record('team', 53.74, 2566, 162, 2566),
  analysts: [record('macro', 49.25, 2532, 160, 160)],
  baselines: { alwaysHoldHitRate: 56.94, alwaysBuyHitRate: 47.19, alwaysBuyExcess: 0.36 },
  calibration: [],
};

const completed: AnalysisRunResponse = {
  success: true,
  run: {
    id: 'r-record',
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
    report: {
      locale: 'zh-TW',
      result: 'buy',
      confidence: 0.62,
      targetPrice: 1100,
      priceAtCall: 1050,
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
    },
  },
};

describe('the measured record on an analysis report', () => {
  afterEach(() => cleanup());

  it('shows the team’s out-of-sample record first, then each analyst with its sample, beside the call', async () => {
    const user = profile({ tier: 'gold' });
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    const catalogue: AnalystsResponse = {
      success: true,
      analysts: [],
      fallbackIds: {},
      medianDurations: {},
      evaluation,
    };
    fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'GET /api/analysis/runs/r-record': completed,
    });
    await renderSite('/analysis?run=r-record');
    await waitFor(() => expect(byTestId('evaluation-panel')).not.toBeNull());
    const panel = byTestId('evaluation-panel')!;
    expect(panel.textContent).toContain('樣本外');
    expect(panel.textContent).toContain('^TWII');
    const rows = [...panel.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    expect(rows[0]).toContain('團隊綜合判斷');
    expect(rows[0]).toContain('53.74%');
    expect(rows[1]).toContain('160 個日期');
  });
});
