import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './client.ts';
import { failure, fakeFetch, json, staffUser, storeSession } from '../test/fake-api.ts';

describe('the back-office API client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('meets concurrent 401s with one shared refresh, then retries each call with the new token', async () => {
    storeSession('admin', 'expired-token');
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch((method, path, init) => {
          if (path === '/api/admin/auth/refresh') {
            refreshes += 1;
            return json(200, {
              success: true,
              access_token: 'fresh-token',
              refresh_token: 'r',
              token_type: 'Bearer',
              expires_in: 900,
              user: staffUser('admin'),
            });
          }
          const auth = new Headers(init.headers).get('Authorization');
          return auth === 'Bearer fresh-token'
            ? json(200, { success: true, path })
            : failure(401, 'ADMIN_SESSION_EXPIRED', '管理員登入已過期，請重新登入');
        }),
      ),
    );
    const answers = await Promise.all([
      api.get('/api/admin/a'),
      api.get('/api/admin/b'),
      api.get('/api/admin/c'),
    ]);
    expect(answers).toEqual(['a', 'b', 'c'].map((name) => ({ success: true, path: `/api/admin/${name}` })));
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('alphadesk_admin_token')).toBe('fresh-token');
  });

  it('clears the session when the refresh fails', async () => {
    storeSession('admin', 'expired-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch(() => failure(401, 'ADMIN_SESSION_EXPIRED', '管理員登入已過期，請重新登入'))),
    );
    await expect(api.get('/api/admin/x')).rejects.toMatchObject({ code: 'ADMIN_SESSION_EXPIRED' });
    expect(localStorage.getItem('alphadesk_admin_token')).toBeNull();
  });
});
