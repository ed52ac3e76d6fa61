import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

/** Mail the server's development mailbox holds for an address. */
async function mailTo(
  email: string,
  timeoutMs = 20_000,
): Promise<{ subject: string; text: string } | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mailbox = (await (await fetch(`${baseUrl()}/dev/mailbox.json`)).json()) as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = mailbox.messages.find(
      (message) => message.to.includes(email) && message.text.includes('客服'),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

describe('customer service', () => {
  let browser: BrowserSession;
  let staffPage: Page;
  let errors: string[];
  const stamp = Date.now();
  const email = `e2e-support-${stamp}@example.com`;
  const subject = `報告下載失敗 ${stamp}`;
  const answer = `您好，問題已修正，請再試一次。(${stamp})`;

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
    staffPage = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a manager replies to a member’s ticket, and the member sees the reply', async () => {
    const { page } = browser;
    // The member registers and opens a ticket from the member site.
    await page.goto(`${baseUrl()}/auth?mode=register`);
    await page.locator('#register-name').fill('客服測試會員');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill('Abcdefgh1');
    await page.locator('#register-confirmPassword').fill('Abcdefgh1');
    await page.locator('#register-agreeToTerms').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('dashboard').waitFor();
    await page.goto(`${baseUrl()}/support/tickets`);
    await page.locator('#ticket-subject').fill(subject);
    await page.locator('#ticket-message').fill('下載 PDF 報告時一直出現錯誤訊息，請協助。');
    await page.getByRole('button', { name: /^送\s?出$/ }).click();
    await page.waitForURL(/\/support\/tickets\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    expect(await page.getByTestId('ticket-status').textContent()).toBe('待處理');
    const ticketUrl = page.url();

    // A manager signs in to the back-office and answers it.
    await staffPage.goto(`${baseUrl()}/admin/login`);
    await staffPage
      .getByTestId('demo-account')
      .filter({ hasText: /經\s?理/ })
      .click();
    await staffPage.locator('button[type="submit"]').click();
    await staffPage.getByTestId('sidebar').waitFor();
    await staffPage.goto(`${baseUrl()}/admin/customer_service`);
    await staffPage.getByPlaceholder('搜尋主旨、信箱或編號').fill(subject);
    await staffPage.getByPlaceholder('搜尋主旨、信箱或編號').press('Enter');
    await staffPage.getByRole('cell', { name: subject }).click();
    await staffPage.getByLabel('回覆（會寄信給寄件人）').fill(answer);
    await Promise.all([
      staffPage.waitForResponse((r) => r.url().includes('/replies') && r.request().method() === 'POST'),
      staffPage.getByRole('button', { name: '送出回覆' }).click(),
    ]);
    await staffPage.getByText(answer).waitFor();
    await staffPage.screenshot({ path: join(screenshotDir, 'support-staff-reply.png'), fullPage: true });

    // The member is mailed, and sees the reply on the ticket page.
    const mail = await mailTo(email);
    expect(mail?.text).toContain(answer);
    await page.goto(ticketUrl);
    await page.getByTestId('ticket-replies').getByText(answer).waitFor();
    expect(await page.getByTestId('ticket-status').textContent()).toBe('處理中');
    await page.screenshot({ path: join(screenshotDir, 'support-member-sees-reply.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
