import { defaultPreferences, type Preferences } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../auth/session.ts';
import { USER_KEY } from '../auth/storage.ts';
import { fakeApi, fakeJwt, profile } from '../auth/testing.ts';
import { changeLanguage } from '../i18n/index.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../test/render.tsx';
import { DISPLAY_STORAGE_KEY } from './displayStore.ts';

const root = document.documentElement;
const saved = (display: Partial<Preferences['display']>): Preferences => ({
  ...structuredClone(defaultPreferences),
  display: { ...defaultPreferences.display, ...display },
});

async function openAsMember(id: string, preferences: Preferences) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt(undefined, id));
  localStorage.setItem(USER_KEY, JSON.stringify(profile({ id })));
  const server = fakeApi({
    'GET /api/user/me': { user: profile({ id }) },
    'GET /api/user/preferences': () => jsonResponse({ success: true, preferences }),
  });
  const rendered = await renderSite('/stock-search');
  return { ...rendered, server };
}

describe('display preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute('data-theme');
    root.style.removeProperty('--market-up');
    root.style.removeProperty('--market-down');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await changeLanguage('zh-TW');
  });

  it('shows a visitor the light theme and Taiwan’s red-up colours', async () => {
    fakeApi();
    await renderSite('/');
    await waitFor(() => expect(root.dataset.theme).toBe('light'));
    expect(root.style.getPropertyValue('--market-up')).toBe('#e53935');
    expect(root.style.getPropertyValue('--market-down')).toBe('#2e7d32');
  });

  it('applies a member’s saved dark theme, swapped colours and language after sign-in', async () => {
    await openAsMember('u-dark', saved({ theme: 'dark', redUpGreenDown: false, language: 'en-US' }));
    await waitFor(() => expect(root.dataset.theme).toBe('dark'));
    expect(root.style.getPropertyValue('--market-up')).toBe('#2e7d32');
    expect(root.style.getPropertyValue('--market-down')).toBe('#e53935');
    await waitFor(() => expect(root.lang).toBe('en-US'));
    expect(JSON.parse(localStorage.getItem(DISPLAY_STORAGE_KEY) ?? '{}')).toMatchObject({
      theme: 'dark',
      redUpGreenDown: false,
      languageAppliedFor: 'u-dark',
    });
  });

  it('applies the saved language once per sign-in, then leaves the switcher to the reader', async () => {
    await openAsMember('u-once', saved({ language: 'zh-CN' }));
    await waitFor(() => expect(root.lang).toBe('zh-Hans-CN'));
    cleanup();
    await changeLanguage('en-US');
    // The same member reloads the page: their own later choice stays.
    await openAsMember('u-once', saved({ language: 'zh-CN' }));
    await waitFor(() => expect(root.dataset.theme).toBe('light'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.lang).toBe('en-US');
  });

  it('keeps the visitor’s setting when the preferences cannot be read', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt(undefined, 'u-x'));
    localStorage.setItem(USER_KEY, JSON.stringify(profile({ id: 'u-x' })));
    localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify({ theme: 'dark', redUpGreenDown: true }));
    fakeApi({ 'GET /api/user/me': { user: profile({ id: 'u-x' }) } });
    await renderSite('/stock-search');
    await waitFor(() => expect(root.dataset.theme).toBe('dark'));
    expect(root.style.getPropertyValue('--market-up')).toBe('#e53935');
  });
});
