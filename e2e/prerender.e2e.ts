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
      // The heading is in the HTML itself, before any script: the build's brotli copy, never cached.
      const answer = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      const raw = await answer.text();
      const body = raw.slice(raw.indexOf('<body>'));
      expect(body.slice(0, body.indexOf('<script'))).toContain(`>${heading}</h1>`);
      expect(raw).toContain(`data-prerendered="${path}"`);

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

  it('keeps the login form closed until the app runs it, then signs in', async () => {
    const { page } = browser;
    // Before hydration the form can be neither typed into nor sent (the browser would send it).
    const html = await (await fetch(`${baseUrl()}/auth`)).text();
    expect(html).toMatch(/<input[^>]*id="login-email"[^>]*readOnly/i);
    expect(html).toMatch(/<button[^>]*disabled[^>]*data-testid="login-submit"/);
    await page.goto(`${baseUrl()}/auth`);
    await page.locator('#login-email').fill('nobody@example.com');
    await page.locator('#login-password').fill('Wrong-password-1');
    await page.getByTestId('login-submit').click();
    // The app sent it (the server's answer is shown), not the browser (the fields stay out of the URL).
    await page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤' }).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('#login-email').inputValue()).toBe('nobody@example.com');
  });

  it('sends the shell for a query, which may ask for another view than the one built', async () => {
    const { page } = browser;
    const html = await (await fetch(`${baseUrl()}/auth?mode=register`)).text();
    expect(html).not.toContain('data-prerendered');
    errors.length = 0;
    await page.goto(`${baseUrl()}/auth?mode=register`);
    await page.locator('h1').filter({ hasText: '建立帳號' }).first().waitFor();
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
