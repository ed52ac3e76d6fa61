import type { PersonalityResult, SubmitPersonalityAnswerResponse } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authAnswer, click, errorAnswer, fakeApi, profile, type ApiCall } from '../../auth/testing.ts';
import { signIn } from '../billing/testing.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../test/render.tsx';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

const question = (n: number) => ({
  id: `q${n}`,
  scenario: `情境 ${n}`,
  question: `問題 ${n}？`,
  options: [0, 1, 2, 3].map((index) => ({ index, text: `選項 ${n}-${index}` })),
});

function result(overrides: Partial<PersonalityResult> = {}): PersonalityResult {
  return {
    personality_type: {
      type: 'cold_hunter',
      title: '冷靜獵人',
      description: '你在市場波動時保持冷靜。',
      celebrity_comparison: '風格接近霍華．馬克斯。',
      investment_style: '紀律型主動選股',
      characteristics: ['理性', '重視數據'],
    },
    percentile: null,
    percentile_basis: {
      discipline_score: 59,
      sample_size: 4,
      minimum: 30,
      as_of: '2026-11-24T05:00:00.000Z',
    },
    dimension_scores: {
      risk_tolerance: 33,
      emotional_control: 75,
      analytical_thinking: 81,
      market_sensitivity: 39,
      long_term_vision: 20,
    },
    recommendations: ['寫下進場理由', '定期檢視命中率'],
    share_content: { share_text: '我在 AlphaDesk 投資性格測驗的結果是「冷靜獵人」。' },
    completed_at: '2026-11-24T05:00:00.000Z',
    ...overrides,
  };
}

/** A server that asks q1, then q1 again after q2 (a contradiction), then completes. */
function testServer(final: PersonalityResult = result()) {
  const answers: SubmitPersonalityAnswerResponse[] = [
    {
      success: true,
      completed: false,
      question: question(2),
      total_questions: 8,
      current_question: 2,
      progress: 13,
      recheck: null,
    },
    {
      success: true,
      completed: false,
      question: question(1),
      total_questions: 8,
      current_question: 1,
      progress: 25,
      recheck: {
        question_id: 'q1',
        message: '你在第 1 題和第 2 題的回答似乎互相矛盾，請再回答一次第 1 題。',
      },
    },
    { success: true, completed: true, result: final },
  ];
  return {
    'POST /api/personality-test/start': {
      success: true as const,
      session_id: 's1',
      question: question(1),
      total_questions: 8,
      current_question: 1,
      progress: 0,
    },
    'POST /api/personality-test/submit-answer': () => jsonResponse(answers.shift()),
  };
}

const guest = profile({
  id: 'g1',
  kind: 'guest',
  name: '訪客',
  email: null,
  authMethod: 'guest',
  usage: { analysesUsed: 0, analysisLimit: 3, period: 'guest', resetsAt: null },
});

async function answerThrough(container: HTMLElement) {
  for (const option of [1, 3, 2]) {
    await waitFor(() => expect(byTestId(container, `personality-option-${option}`)).not.toBeNull());
    await click(byTestId(container, `personality-option-${option}`));
  }
}

describe('/personality-test', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets a visitor start as a guest, re-asks a contradicted question, and shows the result', async () => {
    const server = fakeApi({
      'POST /api/auth/guest': { ...authAnswer(guest, '訪客模式已啟動'), session_id: 'g1' },
      'GET /api/user/me': { user: guest },
      ...testServer(),
    });
    const { container } = await renderSite('/personality-test');
    await waitFor(() => expect(byTestId(container, 'personality-start')).not.toBeNull());
    expect(byTestId(container, 'personality-education')?.textContent).toContain(
      '不是證券商或投信依法辦理的「風險屬性評估（KYC）」',
    );
    await click(byTestId(container, 'personality-start'));
    await waitFor(() =>
      expect(byTestId(container, 'personality-question-of')?.textContent).toBe('第 1 / 8 題'),
    );
    expect(container.textContent).toContain('情境 1');
    expect(container.textContent).toContain('A. 選項 1-0');
    const start = server.calls.find((call) => call.path === '/api/personality-test/start') as ApiCall;
    expect(start.body).toMatchObject({ user_info: { user_id: 'g1', name: '訪客' } });
    expect(start.authorization).toMatch(/^Bearer /);

    await click(byTestId(container, 'personality-option-1'));
    await waitFor(() =>
      expect(byTestId(container, 'personality-question-of')?.textContent).toBe('第 2 / 8 題'),
    );
    await click(byTestId(container, 'personality-option-3'));
    await waitFor(() =>
      expect(byTestId(container, 'personality-recheck')?.textContent).toContain('請再回答一次第 1 題'),
    );
    await click(byTestId(container, 'personality-option-2'));
    await waitFor(() => expect(byTestId(container, 'personality-type')?.textContent).toBe('冷靜獵人'));
    const submitted = server.calls.filter((call) => call.path === '/api/personality-test/submit-answer');
    expect(submitted.map((call) => call.body)).toEqual([
      { session_id: 's1', question_id: 'q1', selected_option: 1 },
      { session_id: 's1', question_id: 'q2', selected_option: 3 },
      { session_id: 's1', question_id: 'q1', selected_option: 2 },
    ]);
    expect(byTestId(container, 'personality-not-enough')?.textContent).toContain('目前 4 位，需 30 位');
    expect(byTestId(container, 'personality-percentile')).toBeNull();
    expect(byTestId(container, 'personality-dimension-analytical_thinking')?.textContent).toContain('81');

    await click(byTestId(container, 'personality-retake'));
    await waitFor(() => expect(byTestId(container, 'personality-intro')).not.toBeNull());
  });

  it('shows a returning member their stored result, and the intro again on retake', async () => {
    signIn(profile());
    fakeApi({
      'GET /api/user/me': { user: profile() },
      'GET /api/personality-test/latest': { success: true, result: result() },
    });
    const { container } = await renderSite('/personality-test');
    await waitFor(() => expect(byTestId(container, 'personality-type')?.textContent).toBe('冷靜獵人'));
    expect(byTestId(container, 'personality-dimension-emotional_control')?.textContent).toContain('75');
    await click(byTestId(container, 'personality-retake'));
    await waitFor(() => expect(byTestId(container, 'personality-intro')).not.toBeNull());
  });

  it('shows the percentile the server computed, with its basis', async () => {
    signIn(profile());
    fakeApi({
      'GET /api/user/me': { user: profile() },
      ...testServer(
        result({
          percentile: 37.5,
          percentile_basis: {
            discipline_score: 59,
            sample_size: 40,
            minimum: 30,
            as_of: '2026-11-24T05:00:00.000Z',
          },
        }),
      ),
    });
    const { container } = await renderSite('/personality-test');
    await waitFor(() => expect(byTestId(container, 'personality-start')).not.toBeNull());
    await click(byTestId(container, 'personality-start'));
    await answerThrough(container);
    await waitFor(() =>
      expect(byTestId(container, 'personality-percentile')?.textContent).toContain('37.5%'),
    );
    expect(byTestId(container, 'personality-percentile')?.textContent).toContain(
      '與 40 位測驗者的最新結果比較',
    );
  });

  it('copies the share text when the browser cannot share, and uses Web Share when it can', async () => {
    signIn(profile());
    fakeApi({ 'GET /api/user/me': { user: profile() }, ...testServer() });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const { container } = await renderSite('/personality-test');
    await waitFor(() => expect(byTestId(container, 'personality-start')).not.toBeNull());
    await click(byTestId(container, 'personality-start'));
    await answerThrough(container);
    await waitFor(() => expect(byTestId(container, 'personality-share')).not.toBeNull());
    await click(byTestId(container, 'personality-share'));
    await waitFor(() =>
      expect(byTestId(container, 'personality-share-notice')?.textContent).toBe('結果已複製到剪貼板！'),
    );
    expect(writeText).toHaveBeenCalledWith('我在 AlphaDesk 投資性格測驗的結果是「冷靜獵人」。');

    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    await click(byTestId(container, 'personality-share'));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: '你的投資性格',
        text: '我在 AlphaDesk 投資性格測驗的結果是「冷靜獵人」。',
      }),
    );
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('says 未知錯誤 when neither sharing nor copying works', async () => {
    signIn(profile());
    fakeApi({ 'GET /api/user/me': { user: profile() }, ...testServer() });
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const { container } = await renderSite('/personality-test');
    await waitFor(() => expect(byTestId(container, 'personality-start')).not.toBeNull());
    await click(byTestId(container, 'personality-start'));
    await answerThrough(container);
    await waitFor(() => expect(byTestId(container, 'personality-share')).not.toBeNull());
    await click(byTestId(container, 'personality-share'));
    await waitFor(() =>
      expect(byTestId(container, 'personality-share-notice')?.textContent).toBe('未知錯誤'),
    );
  });

  it('shows 測試啟動失敗 and 答案提交失敗 with the server’s reason', async () => {
    signIn(profile());
    let startFails = true;
    const routes = testServer();
    fakeApi({
      'GET /api/user/me': { user: profile() },
      'POST /api/personality-test/start': () =>
        startFails
          ? errorAnswer(429, 'RATE_LIMITED', '請求過於頻繁，請稍後再試')
          : jsonResponse(routes['POST /api/personality-test/start']),
      'POST /api/personality-test/submit-answer': () =>
        errorAnswer(404, 'PERSONALITY_SESSION_NOT_FOUND', '找不到此測驗，請重新開始'),
    });
    const { container } = await renderSite('/personality-test');
    await waitFor(() => expect(byTestId(container, 'personality-start')).not.toBeNull());
    await click(byTestId(container, 'personality-start'));
    await waitFor(() =>
      expect(byTestId(container, 'personality-error')?.textContent).toContain('測試啟動失敗'),
    );
    expect(byTestId(container, 'personality-error')?.textContent).toContain('請求過於頻繁，請稍後再試');
    startFails = false;
    await click(byTestId(container, 'personality-start'));
    await waitFor(() => expect(byTestId(container, 'personality-option-0')).not.toBeNull());
    await click(byTestId(container, 'personality-option-0'));
    await waitFor(() =>
      expect(byTestId(container, 'personality-error')?.textContent).toContain('答案提交失敗'),
    );
    expect(byTestId(container, 'personality-error')?.textContent).toContain('找不到此測驗，請重新開始');
  });
});
