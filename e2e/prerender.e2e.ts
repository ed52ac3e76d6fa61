import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, watchErrors, type BrowserSession } from './browser.ts';

// The public pages arrive as HTML written at build time and the app hydrates it (apps/web/prerender,
// apps/web/src/main.tsx). A mismatch between that HTML and the app's first render is logged by React
// as an error and the page is drawn again from scratch: these tests load each page in Chromium and
// require a clean console, the page's markup kept, and the page working after hydration.

const pages = [
  { path: '/', heading: '九位 AI 分析師，陪你看懂台股' },
  { path: '/pricing', heading: '會員方案' },
  { path: '/auth', heading: '登入' },
];

describe('pre-rendered public pages', () => {
  let browser: BrowserSession;
  let errors: string[];

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(pages)(
    'hydrates $path without a mismatch, keeping the markup it was sent',
    async ({ path, heading }) => {
      const { page } = browser;
      errors.length = 0;
      // With scripts off the page still shows its heading: it is in the HTML itself.
      const raw = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(raw).toContain('data-prerendered');
      expect(raw).toContain(heading);

      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      // Mark the server's heading: hydration adopts the element, a client re-render replaces it.
      const h1 = page.locator('h1').first();
      expect(await h1.textContent()).toBe(heading);
      await h1.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
      await page.waitForLoadState('networkidle');
      // React hydrated the root (its fiber key is on the container) and the plans arrived.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
      expect(await page.locator('h1[data-from-server="yes"]').count()).toBe(1);
      expect(errors).toEqual([]);
    },
  );

  it('fills the plan prices from the server after hydration', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    const goldPrice = page.getByTestId('plan-gold-price');
    await goldPrice.waitFor();
    expect(await goldPrice.textContent()).toMatch(/^NT\$[\d,]+$/);
    expect(errors).toEqual([]);
  });

  it('draws the page afresh, without the Chinese markup, for a reader who chose English', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/pricing`);
    await page.evaluate(() => localStorage.setItem('alphadesk.language', 'en-US'));
    errors.length = 0;
    await page.goto(`${baseUrl()}/pricing`, { waitUntil: 'commit' });
    // Before the app runs, the head script has hidden the Traditional Chinese markup.
    await page.waitForSelector('html[data-prerender="skip"], html[lang="en-US"]', { state: 'attached' });
    await page.waitForSelector('html[lang="en-US"]', { state: 'attached' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('h1').first().textContent()).not.toBe('會員方案');
    expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('alphadesk.language'));
  });
});
