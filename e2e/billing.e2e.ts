import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

describe('membership and payments', () => {
  let browser: BrowserSession;
  let errors: string[];
  let faviconMisses = 0;
  const member = { name: '付款會員', email: `e2e-pay-${Date.now()}@example.com`, password: 'Abcdefgh1' };

  const shot = (name: string) => browser.page.screenshot({ path: join(screenshotDir, name), fullPage: true });
  const testId = (id: string) => browser.page.getByTestId(id);

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
    // The sandbox's own HTML pages name no icon, so Chromium asks for /favicon.ico there (a 404).
    browser.page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.endsWith('/favicon.ico')) faviconMisses += 1;
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers a free member', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/auth?mode=register`);
    await page.locator('#register-name').fill(member.name);
    await page.locator('#register-email').fill(member.email);
    await page.locator('#register-password').fill(member.password);
    await page.locator('#register-confirmPassword').fill(member.password);
    await page.locator('#register-agreeToTerms').check();
    await testId('register-submit').click();
    await testId('dashboard').waitFor();
    expect(await testId('tier-badge').textContent()).toBe('免費會員');
    expect(await testId('usage-value').textContent()).toBe('0 / 5');
  });

  it("shows the server's prices on /pricing, monthly and yearly", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/pricing`);
    await testId('plan-gold-price').waitFor();
    const plans = (await (await fetch(`${baseUrl()}/api/plans`)).json()) as {
      plans: { id: string; monthlyPrice: number; yearlyPrice: number }[];
    };
    const gold = plans.plans.find((plan) => plan.id === 'gold')!;
    const twd = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;
    // The page may open on yearly prices (the pricing_annual_default flag, which flags.e2e.ts
    // switches on and off while other files run): choose monthly first.
    await page.getByRole('button', { name: '月繳' }).click();
    expect(await testId('plan-gold-price').textContent()).toBe(twd(gold.monthlyPrice));
    expect(await testId('plan-free').textContent()).toContain('目前方案');
    await page.getByRole('button', { name: '年繳' }).click();
    expect(await testId('plan-gold-price').textContent()).toBe(twd(gold.yearlyPrice));
    await testId('plan-gold-notes').getByText('年繳省').waitFor();
    await page.getByRole('button', { name: '月繳' }).click();
    await shot('pricing.png');
  });

  it('upgrades to gold through the sandbox gateway, choosing a mobile barcode for the e-invoice', async () => {
    const { page } = browser;
    await testId('buy-gold').click();
    // No invoice choice yet: asked before the first payment.
    await testId('invoice-choice-form').waitFor();
    await page.locator('#carrierNumber').fill('/ABC1234');
    await shot('invoice-choice.png');
    await page.getByRole('button', { name: '儲存並前往付款' }).click();
    await page.waitForURL(/\/payuni-sandbox\/upp$/);
    await page.getByText('測試模式・不會實際扣款').waitFor();
    await page.getByRole('button', { name: '模擬付款成功' }).click();

    await page.waitForURL(/\/payment\/success\?/);
    await page.getByRole('heading', { name: '測試付款成功' }).waitFor({ timeout: 30_000 });
    expect(await testId('order-plan').textContent()).toBe('黃金會員');
    expect(await testId('order-amount').textContent()).toBe('NT$1,999');
    expect(await testId('test-mode-note').textContent()).toContain('沒有實際扣款');
    await shot('payment-success.png');

    await testId('success-dashboard').click();
    await testId('dashboard').waitFor();
    await page.locator('[data-testid="tier-badge"]', { hasText: '黃金會員' }).waitFor();
    expect(await testId('usage-value').textContent()).toBe('0 / 50');
    await shot('dashboard-gold.png');
  });

  it('shows the subscription and lists the payment', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/subscription`);
    await testId('subscription-tier').waitFor();
    expect(await testId('subscription-tier').textContent()).toBe('黃金會員');
    expect(await testId('subscription-status').textContent()).toBe('有效');
    expect(await testId('subscription-usage').textContent()).toBe('0 / 50');
    await testId('billing-history').getByText('NT$1,999').waitFor();
    await shot('subscription.png');

    await page.goto(`${baseUrl()}/payments`);
    const table = testId('payments-table');
    await table.getByText('NT$1,999').first().waitFor();
    expect(await table.textContent()).toContain('已完成');
    expect(await table.textContent()).toContain('測試');
    // The invoice is issued by a job after the payment: the page shows it once it exists.
    await expect
      .poll(
        async () => {
          await page.reload();
          await testId('invoice-cell').first().waitFor();
          return testId('invoice-cell').first().textContent();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/[A-Z]{2}\d{8}/);
    expect(await testId('invoice-cell').first().textContent()).toContain('手機條碼載具 /ABC1234');
    await shot('payments.png');
    await testId('invoice-cell').first().getByRole('button', { name: '查看發票' }).click();
    await testId('invoice-certificate').waitFor();
    expect(await testId('invoice-certificate').textContent()).toContain('測試發票');
    await shot('invoice-certificate.png');
    expect(errors).toHaveLength(faviconMisses);
  });
});
