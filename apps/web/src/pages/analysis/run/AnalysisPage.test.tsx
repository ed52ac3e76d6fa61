import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/session.ts';
import { USER_KEY } from '../../../auth/storage.ts';
import { errorAnswer, fakeApi, fakeJwt, profile } from '../../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../../test/render.tsx';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);
const catalogue = { success: true, analysts: [], fallbackIds: {}, medianDurations: {} };

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

  it('asks a visitor without a session to sign in or try as a guest', async () => {
    fakeApi({ 'GET /api/analysts': catalogue });
    const { container } = await renderSite('/analysis?symbol=2330&analysts=technical');
    await waitFor(() => expect(container.querySelector('a[href="/auth?mode=guest"]')).not.toBeNull());
  });
});
