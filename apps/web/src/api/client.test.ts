import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../auth/store.ts';
import { authAnswer, errorAnswer, fakeApi, fakeJwt, profile, type ApiCall } from '../auth/testing.ts';
import { jsonResponse } from '../test/render.tsx';
import { api } from './client.ts';
import { ACCESS_TOKEN_KEY } from './token.ts';

const expired = () => errorAnswer(401, 'UNAUTHENTICATED', '登錄狀態已過期，請重新登入');

describe('api client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored access token as a Bearer header', async () => {
    const token = fakeJwt();
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    const server = fakeApi({ 'GET /api/user/me': { user: profile() } });
    await api.get('/api/user/me');
    expect(server.calls[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it('refreshes once on a 401, shared by concurrent calls, and retries with the new token', async () => {
    const oldToken = fakeJwt(Math.floor(Date.now() / 1000) + 600, 'old');
    const fresh = authAnswer(profile(), 'ok', fakeJwt(Math.floor(Date.now() / 1000) + 900, 'new'));
    localStorage.setItem(ACCESS_TOKEN_KEY, oldToken);
    const server = fakeApi({
      'GET /api/user/me': (call) =>
        call.authorization === `Bearer ${fresh.accessToken}` ? jsonResponse({ user: profile() }) : expired(),
      'GET /api/user/preferences': (call) =>
        call.authorization === `Bearer ${fresh.accessToken}` ? jsonResponse({ success: true }) : expired(),
      'POST /api/auth/refresh': () =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(fresh)), 20)),
    });

    await Promise.all([api.get('/api/user/me'), api.get('/api/user/preferences')]);

    expect(server.calls.filter((call) => call.path === '/api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(fresh.accessToken);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('refreshes an expired token before sending it', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt(Math.floor(Date.now() / 1000) - 60));
    const fresh = authAnswer(profile());
    const server = fakeApi({ 'POST /api/auth/refresh': fresh, 'GET /api/user/me': { user: profile() } });
    await api.get('/api/user/me');
    expect(server.calls.map((call) => call.path)).toEqual(['/api/auth/refresh', '/api/user/me']);
    expect(server.calls[1]?.authorization).toBe(`Bearer ${fresh.accessToken}`);
  });

  it('signs out locally when the refresh is refused', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
    fakeApi({ 'GET /api/user/me': expired, 'POST /api/auth/refresh': expired });
    await expect(api.get('/api/user/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', ended: 'expired' });
  });

  it('takes the same refresh-and-retry path for a file and for an event stream', async () => {
    const fresh = authAnswer(profile(), 'ok', fakeJwt(Math.floor(Date.now() / 1000) + 900, 'new'));
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt(Math.floor(Date.now() / 1000) + 600, 'old'));
    const withFreshToken = (call: ApiCall, answer: () => Response) =>
      call.authorization === `Bearer ${fresh.accessToken}` ? answer() : expired();
    const server = fakeApi({
      'POST /api/auth/refresh': fresh,
      'GET /api/payments/p1/receipt.pdf': (call) =>
        withFreshToken(
          call,
          () =>
            new Response('%PDF-1.7', {
              headers: { 'Content-Disposition': 'attachment; filename="receipt-AD1.pdf"' },
            }),
        ),
      'GET /api/analysis/runs/r1/events': (call) =>
        withFreshToken(call, () => new Response('data: {"stage":"done"}\n\n')),
    });

    const file = await api.blob('/api/payments/p1/receipt.pdf');
    expect(file.name).toBe('receipt-AD1.pdf');
    expect(await file.data.text()).toBe('%PDF-1.7');
    const reader = await api.stream('/api/analysis/runs/r1/events');
    expect((await reader.read()).value).toBe('data: {"stage":"done"}\n\n');
    expect(server.calls.filter((call) => call.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('turns a failed download into the API error of its body', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
    fakeApi({ 'GET /api/payments/p9/receipt.pdf': () => errorAnswer(404, 'NOT_FOUND', '找不到付款紀錄') });
    await expect(api.blob('/api/payments/p9/receipt.pdf')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: '找不到付款紀錄',
    });
  });

  it('does not refresh for wrong credentials on the auth endpoints', async () => {
    const server = fakeApi({
      'POST /api/auth/login': () =>
        errorAnswer(401, 'UNAUTHENTICATED', '帳號或密碼錯誤，請檢查您的登入資訊或先進行註冊'),
    });
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
    await expect(api.post('/api/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(server.calls.map((call) => call.path)).toEqual(['/api/auth/login']);
  });
});
