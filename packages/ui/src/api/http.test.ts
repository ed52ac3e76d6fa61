import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { requestJson } from './http.ts';

const respond = (body: string, status: number, contentType = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requestJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the parsed body of a successful call', async () => {
    respond('{"plans":[]}', 200);
    await expect(requestJson('/api/plans')).resolves.toEqual({ plans: [] });
  });

  it('sends JSON bodies with a content type', async () => {
    respond('{}', 200);
    await requestJson('/api/x', { method: 'POST', body: { a: 1 } });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("carries the server's code, zh-TW message and request id", async () => {
    respond(
      JSON.stringify({
        success: false,
        error: { code: 'RATE_LIMITED', message: '請求過於頻繁', requestId: 'req-1' },
      }),
      429,
    );
    const error = await failure(requestJson('/api/plans'));
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: '請求過於頻繁',
      status: 429,
      requestId: 'req-1',
    });
  });

  it('falls back to a zh-TW message by status when the body is not our error shape', async () => {
    respond('<html>Bad gateway</html>', 502, 'text/html');
    const error = await failure(requestJson('/api/plans'));
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: '服務器暫時無法響應', status: 502 });

    respond('', 404, 'text/plain');
    expect(await failure(requestJson('/api/x'))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(requestJson('/api/plans'));
    expect(error).toMatchObject({
      code: 'NETWORK_ERROR',
      message: '網路連線異常，請檢查網路連線',
      status: null,
    });
  });

  it('rejects a successful answer that is not JSON', async () => {
    respond('<!doctype html>', 200, 'text/html');
    expect((await failure(requestJson('/api/plans'))).code).toBe('UNEXPECTED_RESPONSE');
  });
});
