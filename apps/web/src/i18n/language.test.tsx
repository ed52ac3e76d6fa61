import { LANGUAGE_STORAGE_KEY } from '@alphadesk/ui/plain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, jsonResponse, renderSite, waitFor } from '../test/render.tsx';
import { seededPlans } from '../test/plans.fixture.ts';
import { changeLanguage, i18n, setupI18n } from './index.ts';

describe('language', () => {
  beforeEach(async () => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(seededPlans)),
    );
    await setupI18n();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts in Traditional Chinese whatever the browser prefers', () => {
    expect(i18n.language).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
  });

  it('remembers a switch in localStorage and announces it on <html lang>', async () => {
    await changeLanguage('en-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('hero.startTrial')).toBe('Start free trial');

    await changeLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-Hans-CN');
    expect(i18n.t('common.login')).toBe('登录');
  });

  it('restores the remembered language on the next visit', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    await setupI18n();
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('ignores a stored value that is not one of our languages', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '<script>');
    await setupI18n();
    expect(i18n.language).toBe('zh-TW');
  });

  it('switches the page from the header language picker', async () => {
    const { container } = await renderSite('/');
    const select = container.querySelector<HTMLSelectElement>('[data-testid="language-switcher"]');
    expect(select?.value).toBe('zh-TW');
    expect(container.querySelector('h1')?.textContent).toBe('九位 AI 分析師，陪你看懂台股');

    await act(async () => {
      select!.value = 'en-US';
      select!.dispatchEvent(new Event('change', { bubbles: true }));
    });

    await waitFor(() =>
      expect(container.querySelector('h1')?.textContent).toBe(
        'Nine AI analysts to help you read Taiwan stocks',
      ),
    );
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it("loads an area's texts with its route and in the language switched to", async () => {
    const { container } = await renderSite('/about');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('關於我們'));

    await act(() => changeLanguage('en-US'));
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('About'));
  });
});
