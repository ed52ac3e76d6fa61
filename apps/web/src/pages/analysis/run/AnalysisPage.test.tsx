import type {
  AnalysisRun,
  AnalysisRunResponse,
  AnalystsResponse,
  RunProgressEvent,
} from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/session.ts';
import { USER_KEY } from '../../../auth/storage.ts';
import { click, errorAnswer, fakeApi, fakeJwt, profile, typeInto } from '../../../auth/testing.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../../test/render.tsx';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);
const catalogue: AnalystsResponse = { success: true, analysts: [], fallbackIds: {}, medianDurations: {} };

function run(overrides: Partial<AnalysisRun> = {}): AnalysisRunResponse {
  return {
    success: true,
    run: {
      id: 'r1',
      symbol: '2330.TW',
      companyName: '台積電',
      market: 'TW',
      analysts: ['technical'],
      analysisType: 'quick',
      instructions: null,
      status: 'running',
      stage: 'technical',
      progress: 20,
      error: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      completedAt: null,
      report: null,
      ...overrides,
    },
  };
}

const failedRun = () => run({ status: 'failed', stage: null, progress: 100, error: '資料來源暫時無法使用' });

function events(...items: RunProgressEvent[]): Response {
  const text = items.map((item) => `data: ${JSON.stringify(item)}\n\n`).join('');
  return new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });
}

function signIn(kind: 'member' | 'guest') {
  const user = profile({ kind });
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}

describe('/analysis', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts once from the query and shows the server refusal with an upgrade link', async () => {
    const user = signIn('guest');
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'POST /api/analysis/runs': () =>
        errorAnswer(403, 'FORBIDDEN', '訪客試用次數已用完，請註冊會員以繼續使用'),
    });
    const { container } = await renderSite('/analysis?symbol=2330&analysts=technical,fundamental&type=quick');
    await waitFor(() => expect(byTestId(container, 'analysis-error')).not.toBeNull());
    expect(byTestId(container, 'analysis-error')?.textContent).toContain('訪客試用次數已用完');
    expect(container.querySelector('a[href="/pricing"]')).not.toBeNull();
    expect(container.querySelector('a[href="/auth?mode=register"]')).not.toBeNull();
    const starts = server.calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/analysis/runs',
    );
    expect(starts).toHaveLength(1);
    expect(starts[0]!.body).toEqual({
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
      analysisType: 'quick',
    });
  });

  it('opens the analyst selection for a symbol that came without analysts, starting nothing', async () => {
    const user = signIn('member');
    const server = fakeApi({ 'GET /api/user/me': { user }, 'GET /api/analysts': catalogue });
    const { container } = await renderSite('/analysis?symbol=2330');
    await waitFor(() => expect(byTestId(container, 'analysts-symbol')?.textContent).toContain('2330'));
    expect(server.calls.some((call) => call.path === '/api/analysis/runs')).toBe(false);
    expect(container.textContent).not.toContain('請至少選擇一位分析師');
  });

  it('starts from the form with the contract rules: a symbol and at least one analyst', async () => {
    const user = signIn('member');
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'POST /api/analysis/runs': { success: true, id: 'r1', status: 'queued' },
      'GET /api/analysis/runs/r1': run(),
      'GET /api/analysis/runs/r1/events': () => events(),
    });
    const { container } = await renderSite('/analysis');
    const form = await waitFor(() => {
      const found = byTestId(container, 'start-form');
      expect(found).not.toBeNull();
      return found!;
    });
    const errors = () =>
      [...form.querySelectorAll('.ant-form-item-explain-error')].map((item) => item.textContent);
    await click(byTestId(form, 'start-form-submit'));
    // antd's validation is asynchronous: the contract's message appears a moment later.
    await waitFor(() => expect(errors()).toEqual(['請輸入股票代碼']));
    await typeInto(byTestId(form, 'start-form-symbol'), ' 2330 ');
    await click(byTestId(form, 'start-form-submit'));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
        symbol: '2330',
        analysts: ['technical', 'fundamental'],
        analysisType: 'quick',
      }),
    );
    // The started run takes the form's place.
    await waitFor(() => expect(byTestId(container, 'start-form')).toBeNull());
  });

  it('asks a visitor without a session to sign in or try as a guest', async () => {
    fakeApi({ 'GET /api/analysts': catalogue });
    const { container } = await renderSite('/analysis?symbol=2330&analysts=technical');
    await waitFor(() => expect(container.querySelector('a[href="/auth?mode=guest"]')).not.toBeNull());
  });

  it('follows the live progress and reads the run again when the stream ends', async () => {
    const user = signIn('member');
    let reads = 0;
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'GET /api/analysis/runs/r1': () => jsonResponse(++reads === 1 ? run() : failedRun()),
      'GET /api/analysis/runs/r1/events': () =>
        events({ id: 'r1', status: 'failed', stage: null, progress: 100, error: '資料來源暫時無法使用' }),
    });
    const { container } = await renderSite('/analysis?run=r1');
    await waitFor(() =>
      expect(byTestId(container, 'analysis-failed')?.textContent).toContain('資料來源暫時無法使用'),
    );
    expect(server.calls.filter((call) => call.path === '/api/analysis/runs/r1/events')).toHaveLength(1);
  });

  it('re-reads the run when the event stream cannot be followed', async () => {
    const user = signIn('member');
    let reads = 0;
    fakeApi({
      'GET /api/user/me': { user },
      'GET /api/analysts': catalogue,
      'GET /api/analysis/runs/r1': () => jsonResponse(++reads === 1 ? run() : failedRun()),
      'GET /api/analysis/runs/r1/events': () => errorAnswer(503, 'SERVICE_UNAVAILABLE', '服務暫時無法使用'),
    });
    const { container } = await renderSite('/analysis?run=r1');
    await waitFor(() => expect(byTestId(container, 'analysis-failed')).not.toBeNull(), 5000);
    expect(reads).toBeGreaterThanOrEqual(2);
  });
});
