import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

interface RunView {
  status: string;
  result?: string | null;
}

describe('analysis history', () => {
  let browser: BrowserSession;
  let errors: string[];
  const stamp = Date.now();
  const testId = (id: string) => browser.page.getByTestId(id);
  const shot = (name: string) => browser.page.screenshot({ path: join(screenshotDir, name), fullPage: true });

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Calls the API from the page with the signed-in member's token. */
  const callApi = (method: string, path: string, body?: unknown) =>
    browser.page.evaluate(
      async ({ method, path, body }) => {
        const token = localStorage.getItem('alphadesk.accessToken');
        const response = await fetch(path, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      },
      { method, path, body },
    );

  it('signs up, runs two analyses, filters by symbol and result, then deletes both', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/auth?mode=register`);
    await page.locator('#register-name').fill('歷史測試');
    await page.locator('#register-email').fill(`e2e-history-${stamp}@example.com`);
    await page.locator('#register-password').fill('Abcdefgh1');
    await page.locator('#register-confirmPassword').fill('Abcdefgh1');
    await page.locator('#register-agreeToTerms').check();
    await testId('register-submit').click();
    await page.waitForURL(/\/dashboard/);

    // An empty history links to the analysts.
    await page.goto(`${baseUrl()}/analysis/history`);
    await testId('history-empty').waitFor();
    expect(await page.locator('a[href="/analysts"]').count()).toBeGreaterThan(0);

    // Two real analyses through the runs endpoint.
    const runs: Record<string, RunView> = {};
    for (const symbol of ['2330', '2317']) {
      const started = await callApi('POST', '/api/analysis/runs', {
        symbol,
        analysts: ['technical'],
        analysisType: 'quick',
      });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const id = String(started.body.id);
      const deadline = Date.now() + 60_000;
      let run: RunView = { status: 'queued' };
      while (run.status !== 'completed' && run.status !== 'failed' && Date.now() < deadline) {
        await page.waitForTimeout(500);
        const answer = await callApi('GET', `/api/analysis/runs/${id}`);
        run = (answer.body.run ?? answer.body) as RunView;
      }
      expect(run.status).toBe('completed');
      const detail = await callApi('GET', `/api/analysis/${id}`);
      expect(detail.status).toBe(200);
      runs[symbol] = { status: 'completed', result: (detail.body.analysis as { result: string }).result };
    }

    await page.reload();
    await testId('history-performance').waitFor();
    await expect.poll(() => testId('history-item').count()).toBe(2);
    await shot('history-cards.png');

    // Text search by symbol.
    await testId('history-search').locator('input').fill('2330');
    await testId('history-search').locator('input').press('Enter');
    await expect.poll(() => testId('history-item').count()).toBe(1);
    expect(await testId('history-item').first().getAttribute('data-symbol')).toBe('2330');
    await testId('history-search').locator('input').fill('');
    await testId('history-search').locator('input').press('Enter');
    await expect.poll(() => testId('history-item').count()).toBe(2);

    // Exact filter by result: the 2330 call's recommendation.
    const labels: Record<string, string> = { buy: '買進', hold: '持有觀望', sell: '賣出' };
    const wanted = runs['2330']!.result!;
    await page.getByRole('combobox', { name: '建議' }).click();
    await page.locator(`.ant-select-item-option[title="${labels[wanted]}"]`).click();
    const expected = Object.values(runs).filter((run) => run.result === wanted).length;
    await expect.poll(() => testId('history-item').count()).toBe(expected);
    await page.getByRole('combobox', { name: '建議' }).click();
    await page.locator('.ant-select-item-option').first().click();
    await expect.poll(() => testId('history-item').count()).toBe(2);

    // The detail opens from ?id= (the outcome is pending until the horizon passes).
    const firstId = String(
      ((await callApi('GET', '/api/analysis/history')).body.analyses as { id: string }[])[0]!.id,
    );
    await page.goto(`${baseUrl()}/analysis/history?id=${firstId}`);
    await testId('history-detail-outcome').waitFor();
    expect(await testId('history-detail-outcome').textContent()).toBe('等待中');
    await page.keyboard.press('Escape');
    await page.getByText('分析', { exact: true }).click();
    await testId('history-analytics').waitFor();
    await shot('history-analytics.png');
    await page.getByText('卡片', { exact: true }).click();
    await expect.poll(() => testId('history-item').count()).toBe(2);

    // Select the two and delete them with the spec's confirmation.
    for (const box of await testId('history-item').locator('input[type="checkbox"]').all()) await box.check();
    expect(await testId('history-selected-count').textContent()).toContain('2');
    await testId('history-delete').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('確定要刪除 2 個分析記錄嗎？此操作無法復原。');
    await shot('history-delete-confirm.png');
    await dialog.locator('.ant-btn-dangerous').click();
    await testId('history-empty').waitFor();
    const after = await callApi('GET', '/api/analysis/history');
    expect(after.body.total).toBe(0);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  }, 180_000);
});
