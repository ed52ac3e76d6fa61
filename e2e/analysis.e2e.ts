import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

describe('analysis runs', () => {
  let browser: BrowserSession;
  let errors: string[];
  const stamp = Date.now();

  const shot = (name: string) => browser.page.screenshot({ path: join(screenshotDir, name), fullPage: true });
  const testId = (id: string) => browser.page.getByTestId(id);

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, picks two free analysts, starts on 2330 and reads a sourced report', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/auth?mode=register`);
    await page.locator('#register-name').fill('分析測試');
    await page.locator('#register-email').fill(`e2e-analysis-${stamp}@example.com`);
    await page.locator('#register-password').fill('Abcdefgh1');
    await page.locator('#register-confirmPassword').fill('Abcdefgh1');
    await page.locator('#register-agreeToTerms').check();
    await testId('register-submit').click();
    await page.waitForURL(/\/dashboard/);

    await page.goto(`${baseUrl()}/analysts`);
    await testId('analyst-card-technical').waitFor();
    expect(await testId('analyst-card-technical').textContent()).toContain('歷史資料不足');
    expect(await testId('start-analysis').isDisabled()).toBe(true);
    await testId('analyst-card-technical').click();
    await testId('analyst-card-fundamental').click();
    await testId('chip-technical').waitFor();
    await testId('chip-fundamental').waitFor();
    await shot('analysts-selected.png');

    await testId('start-analysis').click();
    await testId('start-symbol').fill('2330');
    await page.getByRole('button', { name: '開始分析' }).last().click();
    await page.waitForURL(/\/analysis\?/);

    // Progress is shown while the run works, then the report replaces it.
    await Promise.race([testId('run-progress').waitFor(), testId('analysis-report').waitFor()]);
    await testId('analysis-report').waitFor({ timeout: 60_000 });
    expect(page.url()).toMatch(/\/analysis\?run=/);
    await testId('verdict').waitFor();
    expect(['買進', '持有', '賣出']).toContain((await testId('verdict').textContent())?.trim());
    expect((await testId('report-summary').textContent())?.length).toBeGreaterThan(10);
    await testId('opinion-technical').waitFor();
    await testId('opinion-fundamental').waitFor();

    // Hover a number of the technical analyst's evidence: its source appears.
    await testId('opinion-technical').locator('summary').click();
    const value = testId('opinion-technical').getByTestId('evidence-value').first();
    await value.scrollIntoViewIfNeeded();
    await value.hover();
    // Keyboard users get the source too; focusing also settles a hover lost to layout shifts.
    await value.focus();
    const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').last();
    await tooltip.waitFor();
    const source = (await tooltip.textContent()) ?? '';
    expect(source).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(source).toContain('模擬資料');
    await shot('analysis-report.png');
    expect(errors).toEqual([]);
  });
});
