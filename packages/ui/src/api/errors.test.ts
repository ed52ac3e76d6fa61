import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages.ts';
import { apiErrorMessage, ApiError, errorFromResponse } from './errors.ts';
import { requestJson } from './http.ts';

const errorBody = (code: string, message: string, params?: Record<string, string | number>) =>
  JSON.stringify({
    success: false,
    error: { code, message, requestId: 'r1', ...(params ? { params } : {}) },
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('API error messages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('asks the server to answer in the language the reader chose', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    await requestJson('/api/x');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    await requestJson('/api/x');
    const sent = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Accept-Language']);
    expect(sent).toEqual(['zh-TW', 'en-US']);
  });

  it("keeps the server's message when it is in the reader's language", async () => {
    const response = new Response(errorBody('VALIDATION_FAILED', '密碼至少需要8個字符'), {
      status: 400,
      headers: { 'Content-Language': 'zh-TW' },
    });
    const error = await errorFromResponse(response);
    expect(apiErrorMessage(error, 'zh-TW')).toBe('密碼至少需要8個字符');
    expect(apiErrorMessage(error, 'en-US')).toBe('Some of the information entered is invalid');
  });

  it('renders a templated message from the params in another language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            errorBody('PLAN_REQUIRED', '此功能需要黃金會員以上方案，請升級後使用', { tier: 'gold' }),
            {
              status: 403,
            },
          ),
      ),
    );
    const error = await failure(requestJson('/api/x'));
    expect(error).toMatchObject({ code: 'PLAN_REQUIRED', params: { tier: 'gold' }, language: 'zh-TW' });
    expect(apiErrorMessage(error, 'zh-TW')).toBe('此功能需要黃金會員以上方案，請升級後使用');
    expect(apiErrorMessage(error, 'zh-CN')).toBe('此功能需要黄金会员以上方案，请升级后使用');
    expect(apiErrorMessage(error, 'en-US')).toBe(
      'This feature needs the Gold plan or above; please upgrade to use it',
    );
  });

  it("falls back to the server's text for a code this client does not know or incomplete params", () => {
    const unknown = new ApiError('NEW_CODE' as never, '新的錯誤', 400, null, null, 'zh-TW');
    expect(apiErrorMessage(unknown, 'en-US')).toBe('新的錯誤');
    const incomplete = new ApiError(
      'QUOTA_EXHAUSTED',
      '本月分析次數已用完（5 次）',
      403,
      null,
      { limit: 5 },
      'zh-TW',
    );
    expect(apiErrorMessage(incomplete, 'zh-CN')).toBe('本月分析次數已用完（5 次）');
  });

  it('describes failures without a server body in every language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(requestJson('/api/x'));
    expect(apiErrorMessage(error, 'zh-TW')).toBe('網路連線異常，請檢查網路連線');
    expect(apiErrorMessage(error, 'en-US')).toBe('Network problem; please check your connection');
    expect(apiErrorMessage(new Error('boom'), 'zh-CN')).toBe('发生未知错误，请稍后再试');
  });
});
