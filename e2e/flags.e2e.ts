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

const flagKey = 'pricing_annual_default';

describe('feature flags reach the member site', () => {
  let staff: BrowserSession;
  let member: BrowserSession;
  let errors: string[];
  const account = {
    name: '開關測試會員',
    email: `e2e-flags-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Secret123',
  };

  beforeAll(async () => {
    staff = await openBrowser();
    member = await openBrowser();
    errors = watchErrors(member.page);
  });

  afterAll(async () => {
    await staff?.close();
    await member?.close();
  });

  /** The flag's switch on the advanced analytics page, after a reload. */
  async function flagSwitch() {
    const { page } = staff;
    await page.goto(`${baseUrl()}/admin/advanced_analytics`);
    await page.getByTestId('flags-environment').waitFor();
    return page.getByTestId(`flag-toggle-${flagKey}`);
  }

  async function setFlag(on: boolean) {
    const toggle = await flagSwitch();
    if ((await toggle.getAttribute('aria-checked')) === String(on)) return;
    await Promise.all([
      staff.page.waitForResponse(
        (r) => r.url().includes(`/feature-flags/${flagKey}/toggle`) && r.status() === 200,
      ),
      toggle.click(),
    ]);
    await staff.page.waitForSelector(`[data-testid="flag-toggle-${flagKey}"][aria-checked="${on}"]`);
  }

  it('staff turn the flag on at 100 % and the member sees the yearly-first pricing page', async () => {
    // Staff sign in (the demo super administrator, with its TOTP code filled in).
    const { page } = staff;
    await page.goto(`${baseUrl()}/admin/login`);
    await signInWithDemoAccount(page, '超級管理員');

    // The flag exists (created here on a fresh database), is off, and rolls out to everyone.
    await flagSwitch();
    if ((await page.getByTestId(`flag-row-${flagKey}`).count()) === 0) {
      await page.locator('#key').fill(flagKey);
      await page.locator('#name').fill('價格頁預設年繳');
      await page.locator('form button[type="submit"]').click();
      await page.getByTestId(`flag-row-${flagKey}`).waitFor();
    }
    await setFlag(false);
    // antd puts the test id on the input itself or on its wrapper, depending on the version.
    const rollout = page
      .locator(`input[data-testid="flag-rollout-${flagKey}"], [data-testid="flag-rollout-${flagKey}"] input`)
      .first();
    await rollout.fill('100');
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/admin/feature-flags/') && r.request().method() === 'PUT',
      ),
      page.getByTestId(`flag-save-${flagKey}`).click(),
    ]);

    // The member registers and sees the standard page while the flag is off.
    const site = member.page;
    await site.goto(`${baseUrl()}/auth?mode=register`);
    await site.locator('#register-name').fill(account.name);
    await site.locator('#register-email').fill(account.email);
    await site.locator('#register-password').fill(account.password);
    await site.locator('#register-confirmPassword').fill(account.password);
    await site.locator('#register-agreeToTerms').check();
    await site.getByTestId('register-submit').click();
    await site.getByTestId('dashboard').waitFor();
    await site.goto(`${baseUrl()}/pricing`);
    await site.getByTestId('plan-gold-price').waitFor();
    await site.waitForLoadState('networkidle');
    expect(await site.getByTestId('pricing-variant-annual').count()).toBe(0);
    const monthly = await site.getByTestId('plan-gold-price').textContent();

    try {
      await setFlag(true);
      await page.screenshot({ path: join(screenshotDir, 'admin-feature-flags.png') });

      await site.reload();
      await site.getByTestId('pricing-variant-annual').waitFor();
      expect(await site.getByTestId('pricing-variant-annual').textContent()).toContain(
        '已為您預先顯示年繳價格',
      );
      const plans = (await (await fetch(`${baseUrl()}/api/plans`)).json()) as {
        plans: { id: string; yearlyPrice: number }[];
      };
      const gold = plans.plans.find((plan) => plan.id === 'gold')!;
      await site.waitForFunction(
        (expected) => document.querySelector('[data-testid="plan-gold-price"]')?.textContent === expected,
        `NT$${gold.yearlyPrice.toLocaleString('en-US')}`,
      );
      expect(await site.getByTestId('plan-gold-price').textContent()).not.toBe(monthly);
      await site.screenshot({ path: join(screenshotDir, 'pricing-annual-variant.png') });
    } finally {
      // Other browser tests expect the standard pricing page.
      await setFlag(false);
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
