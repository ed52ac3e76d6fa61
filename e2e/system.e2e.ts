import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  openBrowser,
  screenshotDir,
  type BrowserSession,
  signInWithDemoAccount,
} from './browser.ts';

/** Activity for the screens to show: requests, a failed sign-in, a refused call. */
async function seedActivity() {
  for (let i = 0; i < 5; i++) await fetch(`${baseUrl()}/api/plans`);
  await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, password: 'wrong-password' }),
  });
  await fetch(`${baseUrl()}/api/admin/system/status`);
}

describe('back-office operations screens', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    await seedActivity();
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/admin/login`);
    await signInWithDemoAccount(page, '超級管理員');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the system monitor shows measured health, services and resources', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/admin/system_monitor`);
    await page.getByRole('heading', { level: 2, name: '系統監控' }).waitFor();
    const services = page.locator('.ant-table-row').filter({ hasText: 'database' });
    await services.getByText('正常').waitFor();
    await page.getByTestId('health-score').locator('.ant-progress').waitFor();
    await page.getByText('啟動後請求數').waitFor();
    // Measured now: CPU, memory, disk and the event loop, coloured by the stored thresholds.
    await page.getByText('事件迴圈延遲').waitFor();
    await page.getByTestId('error-stats').getByText('24 小時錯誤').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'admin-system-monitor.png'), fullPage: true });
  });

  it('the configuration lowers a route limit, which the server applies at once', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/admin/config_management`);
    await page.getByTestId('config-table').waitFor();
    // Secrets are shown masked only.
    await page
      .locator('.ant-table-row')
      .filter({ hasText: 'metrics.scrape_token' })
      .getByText('未設定')
      .waitFor();
    // The server reads its own environment's settings (the browser tests run it as `test`).
    await page.getByRole('combobox', { name: '環境' }).click();
    await page.locator('.ant-select-item-option[title="test"]').click();
    const row = page.locator('.ant-table-row').filter({ hasText: 'http.rate_limits' });
    await row.getByRole('button', { name: /編\s*輯/ }).click();
    await row.locator('input').fill('{"GET /api/help/faq": 1}');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/admin/config/settings/') && r.request().method() === 'PUT',
      ),
      row.getByRole('button', { name: /儲\s*存/ }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const first = await fetch(`${baseUrl()}/api/help/faq`);
    const second = await fetch(`${baseUrl()}/api/help/faq`);
    expect([first.status, second.status]).toContain(429);
    await page.screenshot({ path: join(screenshotDir, 'admin-config.png'), fullPage: true });

    await row.getByRole('button', { name: '恢復預設' }).click();
    await row.getByText('預設', { exact: true }).waitFor();
    await page.getByText('管理員更新').first().waitFor();
  });

  it('the security centre lists compliance checks and the audit log', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/admin/security_center`);
    await page.getByTestId('compliance').getByText('雙重驗證', { exact: true }).waitFor();
    await page.getByText('staff.login_failed').first().waitFor();
    await page.screenshot({ path: join(screenshotDir, 'admin-security.png'), fullPage: true });
  });

  it('devops, routing and the coordinator show the running process and measured routes', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/admin/devops_automation`);
    await page.getByTestId('deployments').getByText('running').waitFor();
    await page.goto(`${baseUrl()}/admin/routing_management`);
    const plans = page
      .getByTestId('route-table')
      .locator('.ant-table-row')
      .filter({ hasText: '/api/plans' })
      .first();
    await plans.waitFor();
    expect(Number(await plans.locator('td').nth(2).textContent())).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: join(screenshotDir, 'admin-routing.png'), fullPage: true });
    await page.goto(`${baseUrl()}/admin/service_coordinator`);
    await page.getByText('本程序').waitFor();
    await page.goto(`${baseUrl()}/admin/analytics_dashboard`);
    await page.getByTestId('traffic').waitFor();
    await page.getByText('24 小時請求數').waitFor();
  });
});
