import { join } from 'node:path';
import type { AnalysisRun } from '@alphadesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';
import { registerMember, signInThroughPage } from './member.ts';

const verdicts: Record<'buy' | 'hold' | 'sell', string> = {
  buy: '買進',
  hold: '持有',
  sell: '賣出',
};

describe('search → analysis → report', () => {
  let browser: BrowserSession;
  let errors: string[];
  const testId = (id: string) => browser.page.getByTestId(id);

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a member finds 台積電, starts an AI analysis from its card and reads the verdict, confidence and target', async () => {
    const { page } = browser;
    const member = await registerMember('journey', '旅程測試');
    await signInThroughPage(page, member, '/stock-search');

    // Search by name, pick the suggestion.
    const input = testId('search-input');
    await input.click();
    await input.pressSequentially('台積', { delay: 50 });
    await testId('suggestion-2330').click();
    await testId('result-card').waitFor();
    expect(await testId('result-name').textContent()).toBe('台積電');

    // 開始 AI 分析 opens the analyst selection with the stock filled in.
    expect((await testId('ai-start').textContent())?.replace(/\s/g, '')).toBe('開始AI分析');
    await testId('ai-start').click();
    await page.waitForURL(/\/analysts\?symbol=2330$/);
    await testId('analysts-symbol').waitFor();
    expect(await testId('analysts-symbol').textContent()).toContain('2330');
    await testId('analyst-card-technical').click();
    await testId('analyst-card-fundamental').click();
    await testId('chip-technical').waitFor();
    await testId('chip-fundamental').waitFor();
    await testId('start-analysis').click();
    expect(await testId('start-symbol').inputValue()).toBe('2330');
    await page.getByRole('button', { name: '開始分析' }).last().click();
    await page.waitForURL(/\/analysis\?/);

    // Progress, then the report.
    await testId('analysis-report').waitFor({ timeout: 60_000 });
    const runId = new URL(page.url()).searchParams.get('run');
    expect(runId).toBeTruthy();
    await testId('verdict').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'journey-report.png'), fullPage: true });

    // What the page shows is what the server reported for this run.
    const run = await page.evaluate(async (id) => {
      const token = localStorage.getItem('alphadesk.accessToken');
      const response = await fetch(`/api/analysis/runs/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { run: AnalysisRun }).run;
    }, runId!);
    expect(run.status).toBe('completed');
    expect(run.symbol).toBe('2330');
    expect(run.analysts.sort()).toEqual(['fundamental', 'technical']);
    const report = run.report!;
    expect((await testId('verdict').textContent())?.trim()).toBe(verdicts[report.result]);
    const confidence = (await testId('report-confidence').textContent())?.trim();
    expect(confidence).toMatch(/^\d{1,3}\.\d{2}%$/);
    expect(confidence).toBe(`${(report.confidence * 100).toFixed(2)}%`);
    expect(report.targetPrice).not.toBeNull();
    expect((await testId('report-target').locator('.evidence-value').textContent())?.trim()).toBe(
      `NT$${report.targetPrice}`,
    );

    // The dashboard's recent analyses list it, from the server.
    await page.goto(`${baseUrl()}/dashboard`);
    const recent = testId('recent-analyses').getByTestId('recent-analysis').first();
    await recent.waitFor();
    expect(await recent.getAttribute('data-symbol')).toBe('2330');
    await testId('panel-insights').getByTestId('insight-call_mix').waitFor();
    expect(errors).toEqual([]);
  });
});
