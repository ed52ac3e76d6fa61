import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

/** The reset token of the latest mail to `email` in the server's development mailbox. */
async function resetTokenFor(email: string, timeoutMs = 20_000): Promise<string | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mailbox = (await (await fetch(`${baseUrl()}/dev/mailbox.json`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const mail = mailbox.messages.filter((message) => message.to.includes(email)).at(-1);
    const token = /mode=reset&token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

/** Answers the server gives on purpose in these tests (a wrong password is a 401). */
const expectedConsoleErrors = /Failed to load resource: the server responded with a status of 401/;

describe('accounts', () => {
  let browser: BrowserSession;
  let errors: string[];
  const stamp = Date.now();
  const member = { name: '測試會員', email: `e2e-${stamp}@example.com`, password: 'Abcdefgh1' };

  const shot = (name: string) => browser.page.screenshot({ path: join(screenshotDir, name), fullPage: true });
  const testId = (id: string) => browser.page.getByTestId(id);

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers a new member through the form and lands on the dashboard', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.locator('header').getByRole('link', { name: '免費註冊' }).click();
    await page.waitForURL(`${baseUrl()}/auth?mode=register`);

    await page.locator('#register-name').fill(member.name);
    await page.locator('#register-email').fill(member.email);
    await page.locator('#register-password').fill(member.password);
    expect(await testId('password-strength').textContent()).toBe('強');
    await page.locator('#register-confirmPassword').fill(member.password);
    await page.locator('#register-agreeToTerms').check();
    await shot('auth-register.png');

    await testId('register-submit').click();
    await testId('auth-notice').waitFor();
    expect(await testId('auth-notice').textContent()).toContain('註冊成功');
    await page.waitForURL(`${baseUrl()}/dashboard?welcome=true&new_user=true`);

    await testId('dashboard').waitFor();
    expect(await testId('dashboard-user-name').textContent()).toBe(member.name);
    expect(await testId('tier-badge').textContent()).toBe('免費會員');
    expect(await testId('usage-value').textContent()).toBe('0 / 5');
    expect(await testId('dashboard-welcome').textContent()).toContain(`歡迎加入 AlphaDesk，${member.name}！`);
    expect(await testId('recent-analyses').textContent()).toContain('尚無分析紀錄');
    expect(await testId('header-user').textContent()).toBe(member.name);
    await testId('upgrade-pitch').getByText('NT$1,999').waitFor();
    await shot('dashboard.png');
  });

  it('saves a preference and still has it after a reload', async () => {
    const { page } = browser;
    await testId('open-preferences').click();
    const sms = page.locator('#pref-notifications-sms');
    await sms.waitFor();
    expect(await sms.getAttribute('aria-checked')).toBe('false');
    await sms.click();
    await page.getByRole('tab', { name: '顯示' }).click();
    await page.locator('#pref-display-theme-label').waitFor();
    await page.getByRole('dialog').getByText('深色', { exact: true }).click();
    await shot('preferences.png');
    await testId('preferences-save').click();
    await page.locator('[data-testid="preferences-save"][data-state="saved"]').waitFor();
    await page.locator('[data-testid="preferences-save"][data-state="idle"]').waitFor({ timeout: 5000 });

    await page.reload();
    await testId('dashboard').waitFor();
    await testId('open-preferences').click();
    await page.locator('#pref-notifications-sms[aria-checked="true"]').waitFor();
    await page.getByRole('tab', { name: '顯示' }).click();
    expect(await page.getByRole('dialog').getByRole('radio', { name: '深色' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('logs out to the home page; the dashboard then asks to log in', async () => {
    const { page } = browser;
    await testId('dashboard-logout').click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.locator('header').getByRole('link', { name: '免費註冊' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('alphadesk.accessToken'))).toBeNull();

    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: '需要登入' }).waitFor();
    expect(await testId('auth-required').textContent()).toContain('請先登入以存取此頁面');
    await shot('auth-required.png');
  });

  it('shows the spec message for a wrong password', async () => {
    const { page } = browser;
    await testId('auth-required').getByRole('link').click();
    await page.waitForURL(`${baseUrl()}/auth?mode=login&redirect=%2Fdashboard`);
    await page.locator('#login-email').fill(member.email);
    await page.locator('#login-password').fill('Wrong-password-1');
    await testId('login-submit').click();
    await testId('auth-notice').waitFor();
    expect(await testId('auth-notice').textContent()).toBe('帳號或密碼錯誤，請檢查您的登入資訊或先進行註冊');
    await shot('auth-login-error.png');
  });

  it('logs in with the right password and returns to the page that asked', async () => {
    const { page } = browser;
    await page.locator('#login-password').fill(member.password);
    await testId('login-submit').click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    expect(await testId('dashboard-user-name').textContent()).toBe(member.name);
    await testId('header-logout').click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('resets a forgotten password with the link from the mail', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/auth?mode=login`);
    await page.getByRole('button', { name: '忘記密碼？' }).click();
    await page.locator('#forgot-email').fill(member.email);
    await testId('forgot-submit').click();
    await testId('auth-notice').getByText('密碼重置連結已發送到您的信箱').waitFor();
    await page.locator('#login-email').waitFor();

    // Without SMTP the server keeps mail in its development mailbox; a queued job sends it.
    const token = await resetTokenFor(member.email);
    expect(token).toBeTruthy();

    await page.goto(`${baseUrl()}/auth?mode=reset&token=${token}`);
    member.password = 'Newpass2024';
    await page.locator('#reset-password').fill(member.password);
    await page.locator('#reset-confirmPassword').fill(member.password);
    await testId('reset-submit').click();
    await testId('auth-notice').getByText('密碼已重設，請使用新密碼登入').waitFor();

    await page.locator('#login-email').fill(member.email);
    await page.locator('#login-password').fill(member.password);
    await testId('login-submit').click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await testId('dashboard-logout').click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('starts a guest session with 3 analyses left', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/auth?mode=login`);
    await testId('to-guest').click();
    await testId('guest-start').click();
    await page.waitForURL(`${baseUrl()}/dashboard?mode=guest`);
    await testId('guest-banner').waitFor();
    expect(await testId('guest-banner').textContent()).toContain('你還可以使用 3 次分析');
    expect(await testId('tier-badge').textContent()).toBe('訪客');
    await shot('dashboard-guest.png');
  });

  it('fits a phone screen', async () => {
    const { page } = browser;
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.setViewportSize({ width: 390, height: 844 });
    await testId('guest-banner').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot('dashboard-mobile.png');
    await testId('guest-register').click();
    await page.locator('#register-name').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('turns the guest into a member in place when the guest registers', async () => {
    const { page } = browser;
    const userId = () =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('alphadesk.user') ?? '{}') as { id?: string }).id);
    const guestId = await userId();
    expect(guestId).toBeTruthy();
    await page.locator('#register-name').fill('訪客轉會員');
    await page.locator('#register-email').fill(`e2e-guest-${stamp}@example.com`);
    await page.locator('#register-password').fill('Abcdefgh1');
    await page.locator('#register-confirmPassword').fill('Abcdefgh1');
    await page.locator('#register-agreeToTerms').check();
    await testId('register-submit').click();
    await page.waitForURL(`${baseUrl()}/dashboard?welcome=true&new_user=true`);
    expect(await testId('tier-badge').textContent()).toBe('免費會員');
    expect(await userId()).toBe(guestId);
    expect(await page.evaluate(() => localStorage.getItem('alphadesk.guestSessionId'))).toBeNull();
  });

  it('ran without page errors', () => {
    expect(errors.filter((error) => !expectedConsoleErrors.test(error))).toEqual([]);
  });
});
