import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  openBrowser,
  screenshotDir,
  watchErrors,
  type BrowserSession,
  signInWithDemoAccount,
} from './browser.ts';

describe('content', () => {
  let browser: BrowserSession;
  let staffPage: Page;
  let errors: string[];
  const stamp = Date.now();
  const slug = `etf-basics-${stamp}`;
  const title = `ETF 入門 ${stamp}`;

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
    staffPage = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff write and publish an article, and it appears on the member site with its SEO tags', async () => {
    await staffPage.goto(`${baseUrl()}/admin/login`);
    await signInWithDemoAccount(staffPage, '超級管理員');
    await staffPage.goto(`${baseUrl()}/admin/content_management`);

    // Saving without content shows the spec's message.
    await staffPage.getByRole('button', { name: '新增文章' }).click();
    await staffPage.locator('#title').fill(title);
    await staffPage
      .getByRole('button', { name: '儲 存' })
      .or(staffPage.getByRole('button', { name: '儲存' }))
      .click();
    await staffPage.getByText('請填寫標題和內容').waitFor();

    await staffPage
      .locator('#content')
      .fill(
        '## 什麼是 ETF\n\n指數股票型基金。<script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
      );
    await staffPage.locator('#slug').fill(slug);
    await staffPage.locator('#seo_title').fill('ETF 入門指南');
    await staffPage.locator('#seo_description').fill('五分鐘認識 ETF 的基本概念');
    await staffPage
      .getByRole('button', { name: '儲 存' })
      .or(staffPage.getByRole('button', { name: '儲存' }))
      .click();
    await staffPage.getByRole('cell', { name: title }).waitFor();

    // Published with the batch bar.
    await staffPage
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('checkbox')
      .check();
    await Promise.all([
      staffPage.waitForResponse((r) => r.url().endsWith('/api/admin/content/articles/batch')),
      staffPage
        .getByRole('button', { name: '發 布' })
        .or(staffPage.getByRole('button', { name: '發布' }))
        .click(),
    ]);
    await staffPage
      .getByRole('row', { name: new RegExp(title) })
      .getByText('已發布')
      .waitFor();
    await staffPage.screenshot({ path: join(screenshotDir, 'content-admin.png'), fullPage: true });

    const { page } = browser;
    await page.goto(`${baseUrl()}/articles`);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`${baseUrl()}/articles/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByTestId('article-body').getByRole('heading', { name: '什麼是 ETF' }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('ETF 入門指南'));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      '五分鐘認識 ETF 的基本概念',
    );
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked ?? false)).toBe(false);
    expect(await page.getByTestId('article-body').locator('script, [onerror]').count()).toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'content-member-article.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
