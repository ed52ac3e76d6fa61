import type { AnalysisReport, AnalysisRunResponse, AnalystsResponse, TtsJob } from '@alphadesk/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/session.ts';
import { USER_KEY } from '../../../auth/storage.ts';
import { click, fakeApi, fakeJwt, profile } from '../../../auth/testing.ts';
import { cleanup, jsonResponse, renderSite, waitFor as waitBriefly } from '../../../test/render.tsx';

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

function signIn(tier: 'free' | 'gold') {
  const user = profile({ tier });
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}

function job(status: TtsJob['status']): { success: true; job: TtsJob } {
  return {
    success: true,
    job: {
      id: '0b7c4f0e-8a6f-4a39-9a53-2d8f0c1f7e11',
      source: 'analysis',
      source_id: 'r1',
      voice_id: null,
      text_content: '台積電（2330）分析報告。',
      status,
      error: null,
      file_url: status === 'completed' ? '/api/tts/audio/0b7c?expires=9&signature=ab' : null,
      duration_ms: status === 'completed' ? 4200 : null,
      size_bytes: null,
      requested_by: 'u1',
      created_at: '2026-11-20T01:02:00.000Z',
      completed_at: null,
    },
  };
}

describe('the read-aloud button of an analysis report', () => {
  afterEach(() => cleanup());

  it('asks for a speech job, waits for it and plays its audio for a gold member', async () => {
    const user = signIn('gold');
    let polls = 0;
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'GET /api/analysis/runs/r1': completedRun('r1', 1050.5),
      'POST /api/tts/analyses/r1': () => jsonResponse(job('pending'), 202),
      'GET /api/tts/jobs/0b7c4f0e-8a6f-4a39-9a53-2d8f0c1f7e11': () => {
        polls += 1;
        return jsonResponse(job(polls > 1 ? 'completed' : 'processing'));
      },
    });
    await renderSite('/analysis?run=r1');
    const button = await waitFor(() => {
      const found = byTestId('read-aloud');
      expect(found?.textContent).toContain('朗讀報告');
      return found;
    });
    await click(button);
    await waitFor(() =>
      expect(byTestId('read-aloud-audio')?.getAttribute('src')).toBe(
        '/api/tts/audio/0b7c?expires=9&signature=ab',
      ),
    );
    expect(
      server.calls.filter((call) => call.method === 'POST' && call.path === '/api/tts/analyses/r1'),
    ).toHaveLength(1);
  });

  it('offers a free member no read-aloud button', async () => {
    const user = signIn('free');
    fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'GET /api/analysis/runs/r2': completedRun('r2', 1050.5),
    });
    await renderSite('/analysis?run=r2');
    await waitFor(() => expect(byTestId('what-if-button')).not.toBeNull());
    expect(byTestId('read-aloud')).toBeNull();
  });
});
