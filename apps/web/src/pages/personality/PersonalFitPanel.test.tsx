import type { AnalysisRunResponse, PersonalFit } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor as waitBriefly } from '../../test/render.tsx';
import { signIn } from '../billing/testing.ts';

const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);

const completedRun: AnalysisRunResponse = {
  success: true,
  run: {
    id: 'r1',
    symbol: '2330',
    companyName: '台積電',
    market: 'TW',
    analysts: ['technical', 'risk'],
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
      priceAtCall: 1000,
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
      riskLevel: 5,
      simulated: true,
    },
  },
};

const fit = (overrides: Partial<PersonalFit> = {}): PersonalFit => ({
  signal: 'buy',
  price: 1000,
  saved_risk_tolerance: 'medium',
  personality: { type: 'brave_warrior', title: '勇敢戰士', risk_tolerance: 79, emotional_control: 40 },
  capacity: 4,
  stock_risk: { level: 5, source: 'risk-analyst' },
  annual_volatility: 0.5,
  exceeds_profile: true,
  max_position_percent: 7.5,
  stop_percent: 15,
  stop_price: 850,
  simulated: true,
  ...overrides,
});

describe('personal fit under an analysis report', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the server’s position limit, stop, warning, inputs and the rule', async () => {
    const user = signIn(profile({ tier: 'gold' }));
    fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysis/runs/r1': completedRun,
      'GET /api/personality-test/fit/r1': { success: true, fit: fit() },
    });
    await renderSite('/analysis?run=r1');
    await waitFor(() =>
      expect(byTestId('personal-fit-position')?.textContent).toBe('建議部位上限：投資組合的 7.5%'),
    );
    expect(byTestId('personal-fit-stop')?.textContent).toBe('停損：跌 15%（約 850 元）');
    expect(byTestId('personal-fit-warning')?.textContent).toContain('此股風險等級 5 高於你的承受等級 4');
    expect(byTestId('personal-fit-capacity')?.textContent).toBe(
      '你的承受等級 4 / 5：偏好設定「中」、性格「勇敢戰士」（風險承受 79、情緒控制 40）',
    );
    expect(byTestId('personal-fit-rule')?.textContent).toContain('部位上限依等級為 5／8／10／15／20%');
    expect(byTestId('personal-fit')?.textContent).toContain('模擬資料');
  });

  it('suggests no position on a sell call and invites a member without a result to take the test', async () => {
    const user = signIn(profile());
    fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysis/runs/r1': completedRun,
      'GET /api/personality-test/fit/r1': {
        success: true,
        fit: fit({
          signal: 'sell',
          personality: null,
          exceeds_profile: false,
          max_position_percent: 0,
          stop_price: null,
        }),
      },
    });
    await renderSite('/analysis?run=r1');
    await waitFor(() =>
      expect(byTestId('personal-fit-position')?.textContent).toBe('判斷為賣出：不建議建立新部位'),
    );
    expect(byTestId('personal-fit-stop')).toBeNull();
    expect(byTestId('personal-fit-warning')).toBeNull();
    const link = [...document.body.querySelectorAll('a')].find(
      (a) => a.getAttribute('href') === '/personality-test',
    );
    expect(link?.textContent).toBe('做投資性格測驗，讓建議更貼近你');
  });
});
