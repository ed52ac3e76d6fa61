import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  baseUrl,
  openBrowser,
  screenshotDir,
  type BrowserSession,
  signInWithDemoAccount,
} from './browser.ts';
import { registerMember, signInThroughPage } from './member.ts';

describe('back-office money screens after a refused payment', () => {
  let browser: BrowserSession;
  let member: Awaited<ReturnType<typeof registerMember>>;

  beforeAll(async () => {
    browser = await openBrowser();
    member = await registerMember('money', '付款失敗會員');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a member’s payment refused at the sandbox gateway shows as a finance alert, with its rule', async () => {
    const { page } = browser;
    await signInThroughPage(page, member, '/pricing');
    await page.getByTestId('buy-gold').click();
    await page.getByTestId('invoice-choice-form').waitFor();
    await page.locator('#carrierNumber').fill('/ABC1234');
    await page.getByRole('button', { name: '儲存並前往付款' }).click();
    await page.waitForURL(/\/payuni-sandbox\/upp$/);
    await page.getByRole('button', { name: '模擬付款失敗' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/payuni-sandbox'));

    await page.goto(`${baseUrl()}/admin/login`);
    await signInWithDemoAccount(page, '超級管理員');
    await page.goto(`${baseUrl()}/admin/financial_management`);
    await page.getByRole('tab', { name: '財務預警' }).click();
    const alert = page.getByTestId('finance-alert-payment_failures');
    await alert.getByText('付款失敗').first().waitFor();
    await alert.getByText(/近 24 小時 \d+ 筆付款失敗，合計 NT\$/).waitFor();
    await page.getByText('近 24 小時付款失敗：1 筆以上為中、5 筆以上為高').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'admin-finance-alerts.png'), fullPage: true });
  });
});
