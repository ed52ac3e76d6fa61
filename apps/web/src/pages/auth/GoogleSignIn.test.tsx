import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { authAnswer, fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';

/** Google Identity Services as the page sees it: the third party, faked at its script's API. */
function fakeGoogle() {
  const google = {
    callback: null as null | ((answer: { credential?: string }) => void),
    clientId: '',
    accounts: {
      id: {
        initialize(config: { client_id: string; callback: (answer: { credential?: string }) => void }) {
          google.clientId = config.client_id;
          google.callback = config.callback;
        },
        renderButton(parent: HTMLElement) {
          parent.innerHTML = '<div role="button">Sign in with Google</div>';
        },
      },
    },
  };
  window.google = google;
  return google;
}

describe('Google sign-in', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete window.google;
  });

  it("renders Google's button with the server's client id and exchanges the ID token", async () => {
    const google = fakeGoogle();
    const user = profile({ authMethod: 'google' });
    const answer = authAnswer(user, '第三方登入成功');
    const api = fakeApi({
      'GET /api/auth/config': { googleClientId: 'client-123.apps.googleusercontent.com' },
      'POST /api/auth/google-login': {
        ...answer,
        user_id: user.id,
        is_new_user: false,
        access_token: answer.accessToken,
      },
    });
    const { container } = await renderSite('/auth?mode=login');
    await waitFor(() => expect(container.textContent).toContain('Sign in with Google'));
    expect(google.clientId).toBe('client-123.apps.googleusercontent.com');

    await act(async () => google.callback?.({ credential: 'google-id-token-'.padEnd(40, 'x') }));
    await waitFor(() =>
      expect(container.querySelector('[data-testid="auth-notice"]')?.textContent).toBe('第三方登入成功'),
    );
    expect(api.calls.find((call) => call.path === '/api/auth/google-login')?.body).toEqual({
      google_token: 'google-id-token-'.padEnd(40, 'x'),
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(answer.accessToken);
  });

  it('says so when Google gives no credential', async () => {
    const google = fakeGoogle();
    fakeApi({ 'GET /api/auth/config': { googleClientId: 'client-123.apps.googleusercontent.com' } });
    const { container } = await renderSite('/auth?mode=register');
    await waitFor(() => expect(google.callback).not.toBeNull());
    await act(async () => google.callback?.({}));
    await waitFor(() =>
      expect(container.querySelector('[data-testid="auth-notice"]')?.textContent).toBe(
        'Google 登入被取消或失敗',
      ),
    );
  });
});
