import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

describe('back-office', () => {
  let browser: BrowserSession;
  let errors: string[];

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the administrator sign-in form at /admin', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL(`${baseUrl()}/admin/login`);
    expect(await page.title()).toBe('AlphaDesk 管理後台');
    await page.getByRole('heading', { level: 1, name: '管理員登入' }).waitFor();
    expect(await page.locator('input[type="email"]').count()).toBe(1);
    expect(await page.locator('input[type="password"]').count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant-TW');
    await page.screenshot({ path: join(screenshotDir, 'admin-login-zh-TW.png') });
  });

  it("shows the server's answer when sign-in fails", async () => {
    const { page } = browser;
    await page.locator('input[type="email"]').fill('ops@example.com');
    await page.locator('input[type="password"]').fill('not-a-real-password');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/admin/auth/login')),
      // antd spaces out two-character CJK labels ("登 入"), so find the button by its role in the form.
      page.locator('button[type="submit"]').click(),
    ]);
    expect(response.ok()).toBe(false);
    const body = (await response.json()) as { error: { message: string } };
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(body.error.message);
    await page.screenshot({ path: join(screenshotDir, 'admin-login-error.png') });
  });

  it('routes at the root with ?admin=true', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/?admin=true`);
    await page.waitForURL(`${baseUrl()}/login?admin=true`);
    await page.getByRole('heading', { level: 1, name: '管理員登入' }).waitFor();
  });

  it('ran without page errors other than the failed sign-in call', () => {
    // Chromium logs every non-2xx fetch as a console error; that one is expected here.
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });
});
