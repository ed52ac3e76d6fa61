import { randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Where the server under test listens; set by scripts/e2e.mjs. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set; run the browser tests with `npm run test:e2e`');
  return url.replace(/\/$/, '');
}

/**
 * Headers that make a caller a visitor of its own: the server under test trusts X-Forwarded-For
 * (TRUST_PROXY, as behind a real proxy), so per-address limits such as ten sign-ups an hour count each
 * test file's browser, and each member it registers, as the separate visitors they stand for. The
 * addresses come from 198.18.0.0/15, the range set aside for such tests.
 */
export function visitorHeaders(): Record<string, string> {
  const octet = () => randomInt(1, 255);
  return { 'X-Forwarded-For': `198.${randomInt(18, 20)}.${octet()}.${octet()}` };
}

/**
 * Signs in on the back-office login page (already open) with a demo account. A TOTP code is
 * accepted once: when another test file signed in as the same account within this 30 s step, the
 * server refuses the reused code, so wait for the next step and sign in again.
 */
export async function signInWithDemoAccount(page: Page, label: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId('demo-account').filter({ hasText: label }).click();
    await page.getByTestId('totp-input').waitFor();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/admin/auth/login')),
      page.locator('button[type="submit"]').click(),
    ]);
    if (answer.ok()) break;
    if (attempt === 2) throw new Error(`back-office sign-in refused twice: ${answer.status()}`);
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await page.getByTestId('sidebar').waitFor();
}

export const screenshotDir = join(process.cwd(), 'test-results');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/**
 * Debian's Chromium (never a downloaded browser) with a throw-away profile, so localStorage starts
 * empty and nothing leaks between test files.
 */
export async function openBrowser(): Promise<BrowserSession> {
  const profile = await mkdtemp(join(tmpdir(), 'alphadesk-e2e-profile-'));
  await mkdir(screenshotDir, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: visitorHeaders(),
    // The product's default must not depend on the browser's language.
    locale: 'en-US',
    timezoneId: 'Asia/Taipei',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Collects uncaught page errors and console errors, so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}
