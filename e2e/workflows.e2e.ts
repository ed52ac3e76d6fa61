import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  openBrowser,
  screenshotDir,
  watchErrors,
  type BrowserSession,
  signInWithDemoAccount,
} from './browser.ts';
import { registerMember } from './member.ts';

describe('workflow automation in the back-office', () => {
  let browser: BrowserSession;
  let errors: string[];

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('staff create a workflow from a template and see its execution after the event', async () => {
    const { page } = browser;
    const marker = randomUUID().slice(0, 8);
    const name = `歡迎流程-${marker}`;
    await page.goto(`${baseUrl()}/admin/login`);
    await signInWithDemoAccount(page, '超級管理員');
    // Watched from here: a sign-in retried for a reused TOTP code logs its refused 401 before.
    errors = watchErrors(page);

    await page.goto(`${baseUrl()}/admin/workflow_automation`);
    await page.getByRole('tab', { name: '範本' }).click();
    const card = page.getByTestId('template-new-member-welcome');
    await card.getByRole('button', { name: '使用此範本' }).click();
    await page.getByTestId('template-name').fill(name);
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/admin/workflows/from-template')),
      page.locator('.ant-modal .ant-btn-primary').click(),
    ]);
    expect(created.status()).toBe(200);
    await page.locator('.ant-table-row').filter({ hasText: name }).waitFor();

    // A member signing up through the member API: the event the workflow listens to.
    await registerMember('workflow', `流程測試${marker}`, `e2e-workflow-${marker}@example.com`);
    await page.getByRole('tab', { name: '執行紀錄' }).click();
    // Inactive tabs stay in the page, hidden: only the executions table's rows count.
    const row = page.getByTestId('executions-table').locator('.ant-table-row').filter({ hasText: name });
    for (let attempt = 0; attempt < 30 && (await row.count()) === 0; attempt++) {
      await page.getByTestId('executions-reload').click();
      await page.waitForTimeout(500);
    }
    await row.first().waitFor();
    // The welcome mail and the staff notice run as the durable job; the row shows them done.
    for (let attempt = 0; attempt < 30 && (await row.first().getByText('已完成').count()) === 0; attempt++) {
      await page.getByTestId('executions-reload').click();
      await page.waitForTimeout(500);
    }
    await row.first().getByText('已完成').waitFor();
    expect(await row.first().textContent()).toContain('welcome・完成');
    await page.screenshot({ path: join(screenshotDir, 'admin-workflows.png') });
    expect(errors).toEqual([]);
  });
});
