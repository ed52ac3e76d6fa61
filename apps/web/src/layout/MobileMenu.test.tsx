import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, fakeApi, profile } from '../auth/testing.ts';
import { signIn } from '../pages/billing/testing.ts';
import { cleanup, renderSite, waitFor } from '../test/render.tsx';

const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);

describe('the narrow-screen menu', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets a signed-out visitor reach sign-in and registration', async () => {
    fakeApi();
    await renderSite('/');
    await waitFor(() => expect(byTestId('mobile-menu-button')).not.toBeNull());
    expect(byTestId('mobile-menu-button')?.getAttribute('aria-label')).toBe('選單');
    await click(byTestId('mobile-menu-button'));
    await waitFor(() => expect(byTestId('mobile-menu')).not.toBeNull());
    expect(byTestId('mobile-menu-login')?.getAttribute('href')).toBe('/auth?mode=login');
    expect(byTestId('mobile-menu-register')?.getAttribute('href')).toBe('/auth?mode=register');
    expect(byTestId('mobile-menu')?.textContent).toContain('說明中心');
  });

  it('offers the dashboard instead once signed in', async () => {
    const user = signIn(profile());
    fakeApi({ 'GET /api/user/me': { user } });
    await renderSite('/');
    await waitFor(() => expect(byTestId('mobile-menu-button')).not.toBeNull());
    await click(byTestId('mobile-menu-button'));
    await waitFor(() => expect(byTestId('mobile-menu')?.textContent).toContain('會員中心'));
    expect(byTestId('mobile-menu-login')).toBeNull();
    expect(byTestId('mobile-menu-logout')?.textContent?.replace(/\s/g, '')).toBe('登出');
  });
});
