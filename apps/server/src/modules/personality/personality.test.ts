import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember } from '../../testing/factories.ts';
import { personalityApi, takeTest } from './testing/take-test.ts';

describe('personality test: sessions, answers and results', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2025-03-15T04:00:00Z') });
  });
  afterAll(async () => server.close());

  it('refuses callers without a session (401)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/personality-test/start',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a guest take the whole test and read the result again', async () => {
    const guest = await buildGuest(server);
    const client = personalityApi(server, guest);
    const started = await client.post('start', {
      user_info: { user_id: 'guest_123', name: '訪客', started_at: '2025-03-15T04:00:00Z' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      success: true,
      total_questions: 8,
      current_question: 1,
      progress: 0,
      question: {
        id: 'q1',
        scenario: expect.stringContaining('台積電'),
        options: [{ index: 0 }, { index: 1 }, { index: 2 }, { index: 3 }],
      },
    });
    const { result, asked } = await takeTest(server, guest, 'CBBBCACD');
    expect(asked).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    expect(result).toMatchObject({
      personality_type: { type: 'wise_elder', title: '智慧長者' },
      dimension_scores: {
        risk_tolerance: 25,
        emotional_control: 75,
        analytical_thinking: 63,
        market_sensitivity: 11,
        long_term_vision: 84,
      },
      percentile: null,
      percentile_basis: { discipline_score: 74, minimum: 30, as_of: '2025-03-15T04:00:00.000Z' },
    });
    expect(result.recommendations).toHaveLength(3);
    const latest = await client.latest();
    expect(latest.json()).toEqual({ success: true, result });
  });

  it('scores a member the way core does (golden: buys every fall → 勇敢戰士)', async () => {
    const member = await buildMember(server);
    const { result } = await takeTest(server, member, 'DDDBDADC');
    expect(result.personality_type.type).toBe('brave_warrior');
    expect(result.personality_type.title).toBe('勇敢戰士');
    expect(Object.values(result.dimension_scores)).toEqual([79, 40, 37, 56, 20]);
  });

  it('asks question 1 again when the answer to question 7 contradicts it, then goes on', async () => {
    const member = await buildMember(server);
    const client = personalityApi(server, member);
    const sessionId = (await client.post('start', {})).json().session_id as string;
    for (const [question, option] of [
      ['q1', 0],
      ['q2', 1],
      ['q3', 1],
      ['q4', 1],
      ['q5', 1],
      ['q6', 1],
    ] as const) {
      const response = await client.post('submit-answer', {
        session_id: sessionId,
        question_id: question,
        selected_option: option,
      });
      expect(response.json()).toMatchObject({ completed: false, recheck: null });
    }
    const contradicted = await client.post('submit-answer', {
      session_id: sessionId,
      question_id: 'q7',
      selected_option: 3,
    });
    expect(contradicted.json()).toMatchObject({
      completed: false,
      question: { id: 'q1' },
      current_question: 1,
      progress: 88,
      recheck: {
        question_id: 'q1',
        message: '你在第 1 題和第 7 題的回答似乎互相矛盾，請再回答一次第 1 題。',
      },
    });
    const again = await client.post('submit-answer', {
      session_id: sessionId,
      question_id: 'q1',
      selected_option: 1,
    });
    expect(again.json()).toMatchObject({
      completed: false,
      question: { id: 'q8' },
      current_question: 8,
      recheck: null,
    });
  });

  it("answers another taker's session exactly like a missing one (404) and changes nothing", async () => {
    const owner = await buildMember(server);
    const intruder = await buildGuest(server);
    const sessionId = (await personalityApi(server, owner).post('start', {})).json().session_id as string;
    const attempt = await personalityApi(server, intruder).post('submit-answer', {
      session_id: sessionId,
      question_id: 'q1',
      selected_option: 0,
    });
    const missing = await personalityApi(server, intruder).post('submit-answer', {
      session_id: '00000000-0000-4000-8000-000000000000',
      question_id: 'q1',
      selected_option: 0,
    });
    expect(attempt.statusCode).toBe(404);
    const withoutRequestId = (body: string) => ({ ...JSON.parse(body).error, requestId: undefined });
    expect(withoutRequestId(attempt.body)).toEqual(withoutRequestId(missing.body));
    expect(expectCleanError(attempt.body).message).toBe('找不到此測驗，請重新開始');
    const ownerAnswer = await personalityApi(server, owner).post('submit-answer', {
      session_id: sessionId,
      question_id: 'q1',
      selected_option: 2,
    });
    expect(ownerAnswer.json()).toMatchObject({ completed: false, question: { id: 'q2' }, progress: 13 });
    expect((await personalityApi(server, intruder).latest()).statusCode).toBe(404);
  });

  it('refuses bad input with a zh-TW message (400) and keeps the session where it was', async () => {
    const member = await buildMember(server);
    const client = personalityApi(server, member);
    const sessionId = (await client.post('start', {})).json().session_id as string;
    const cases: [unknown, number, string][] = [
      [{ session_id: sessionId, question_id: 'q1', selected_option: 4 }, 400, '請選擇有效的選項'],
      [{ session_id: sessionId, question_id: 'q1', selected_option: -1 }, 400, '請選擇有效的選項'],
      [{ session_id: sessionId, question_id: 'q1', selected_option: 1.5 }, 400, '請選擇有效的選項'],
      [{ session_id: sessionId, question_id: 'q1', selected_option: 'A' }, 400, '請選擇有效的選項'],
      [{ session_id: 'abc', question_id: 'q1', selected_option: 0 }, 400, '找不到此測驗，請重新開始'],
      [
        { session_id: sessionId, question_id: 'q2', selected_option: 0 },
        409,
        '這不是目前要回答的題目，請重新整理頁面',
      ],
      [{ session_id: sessionId, question_id: 'x\u0000', selected_option: 0 }, 400, '內容含有無效字元'],
      [{ session_id: sessionId, question_id: 'q1' }, 400, '請選擇有效的選項'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await client.post('submit-answer', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(expectCleanError(response.body).message).toBe(message);
    }
    const extra = await client.post('submit-answer', {
      session_id: sessionId,
      question_id: 'q1',
      selected_option: 0,
      user_id: 'someone-else',
    });
    expect(extra.statusCode).toBe(400);
    const badStart = await client.post('start', { user_info: { name: 'a\u0000b' } });
    expect(badStart.statusCode).toBe(400);
    expect(expectCleanError(badStart.body).message).toBe('內容含有無效字元');
    const first = await client.post('submit-answer', {
      session_id: sessionId,
      question_id: 'q1',
      selected_option: 0,
    });
    expect(first.json()).toMatchObject({ question: { id: 'q2' }, progress: 13 });
  });

  it('refuses answers to a completed test (409) and tells a taker without a result so (404)', async () => {
    const member = await buildMember(server);
    const client = personalityApi(server, member);
    const none = await client.latest();
    expect(none.statusCode).toBe(404);
    expect(expectCleanError(none.body).message).toBe('尚未完成投資性格測驗');
    const sessionId = (await client.post('start', {})).json().session_id as string;
    let question = 'q1';
    for (let i = 0; i < 8; i += 1) {
      const response = await client.post('submit-answer', {
        session_id: sessionId,
        question_id: question,
        selected_option: 1,
      });
      question = response.json().question?.id;
    }
    const late = await client.post('submit-answer', {
      session_id: sessionId,
      question_id: 'q8',
      selected_option: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(expectCleanError(late.body).message).toBe('此測驗已完成，如要重新測驗請重新開始');
  });

  it('speaks the language the caller asks for', async () => {
    const member = await buildMember(server);
    const started = await personalityApi(server, member).post('start', {}, { 'accept-language': 'en-US' });
    expect(started.json().question.scenario).toMatch(/^The day after its earnings call, TSMC/);
    const cn = await personalityApi(server, member).post('start', {}, { 'accept-language': 'zh-CN' });
    expect(cn.json().question.scenario).toContain('台积电');
  });
});
