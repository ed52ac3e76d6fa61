import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

describe('landing page', () => {
  let browser: BrowserSession;
  let errors: string[];

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens in Traditional Chinese with the plans from the server', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.waitForSelector('html[lang="zh-Hant-TW"]', { state: 'attached' });
    expect(await page.title()).toBe('AlphaDesk 台股AI投研');
    expect(await page.locator('h1').first().textContent()).toBe('九位 AI 分析師，陪你看懂台股');

    const goldPrice = page.getByTestId('plan-gold-price');
    await goldPrice.waitFor();
    expect(await goldPrice.textContent()).toBe('NT$1,999');
    expect(await page.getByTestId('plan-diamond-price').textContent()).toBe('NT$4,999');
    expect(await page.locator('#analysts article').count()).toBe(9);

    await page.screenshot({ path: join(screenshotDir, 'landing-zh-TW.png'), fullPage: true });
  });

  it('shows per-year prices when yearly billing is chosen', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: '年繳' }).click();
    expect(await page.getByTestId('plan-gold-price').textContent()).toBe('NT$19,990');
    expect(await page.getByTestId('plan-diamond-price').textContent()).toBe('NT$49,990');
    await page.locator('#pricing').screenshot({ path: join(screenshotDir, 'pricing-yearly-zh-TW.png') });
  });

  it('switches to English and remembers it after a reload', async () => {
    const { page } = browser;
    await page.getByTestId('language-switcher').selectOption('en-US');
    await page.waitForSelector('html[lang="en-US"]', { state: 'attached' });
    await page
      .getByRole('heading', { level: 1, name: 'Nine AI analysts to help you read Taiwan stocks' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Start free trial' }).count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(screenshotDir, 'landing-en-US.png'), fullPage: true });

    await page.reload();
    await page.waitForSelector('html[lang="en-US"]', { state: 'attached' });
    await page
      .getByRole('heading', { level: 1, name: 'Nine AI analysts to help you read Taiwan stocks' })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('alphadesk.language'))).toBe('en-US');
    expect(await page.getByTestId('language-switcher').inputValue()).toBe('en-US');

    // Back to the default for whoever uses this profile next.
    await page.getByTestId('language-switcher').selectOption('zh-TW');
    await page.waitForSelector('html[lang="zh-Hant-TW"]', { state: 'attached' });
  });

  it('opens lazily loaded pages and shows the home page for unknown paths', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/payuni-test`);
    await page.getByRole('heading', { level: 1, name: '路由測試成功' }).waitFor();
    await page.getByRole('link', { name: '返回方案頁面' }).click();
    await page.waitForURL(`${baseUrl()}/pricing`);
    expect(await (await page.getByTestId('plan-gold-price').elementHandle())?.textContent()).toBe('NT$1,999');

    await page.goto(`${baseUrl()}/auth-test`);
    await page.getByRole('heading', { level: 1, name: '此功能即將推出' }).waitFor();

    await page.goto(`${baseUrl()}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: '九位 AI 分析師，陪你看懂台股' }).waitFor();
  });

  it('fits a phone screen', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('plan-gold-price').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(screenshotDir, 'landing-mobile-zh-TW.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('ran without page errors', () => {
    expect(errors).toEqual([]);
  });
});
