import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, type BrowserSession } from './browser.ts';
import { memberPassword, registerMember } from './member.ts';

const phone = { width: 390, height: 844 };

/**
 * Every path of the member site, read from its route table (so a new page is checked without
 * editing this test). Parameters get a sample value; an unknown one still renders its page.
 */
async function sitePaths(): Promise<string[]> {
  const source = await readFile(join(process.cwd(), 'apps/web/src/routes.tsx'), 'utf8');
  const table = [...source.matchAll(/^\s*\['([^']+)',\s*\w+\],?$/gm)].map((match) => match[1]!);
  const extra = [...source.matchAll(/\{ path: '([^'*]+)'/g)].map((match) => match[1]!);
  if (table.length < 20) throw new Error(`the route table was not read (${table.length} paths)`);
  const samples: Record<string, string> = { orderNumber: 'AD202601010000001', shareId: 'e2e-missing-share' };
  return [
    '/',
    ...[...table, ...extra].map(
      (path) => `/${path.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? 'x')}`,
    ),
  ];
}

interface Overflow {
  path: string;
  scrollWidth: number;
  clientWidth: number;
  culprits: string[];
}

/** Loads a path and measures whether the document scrolls sideways; names the widest elements if so. */
async function measure(page: Page, path: string): Promise<Overflow | null> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Lazy chunks and late data settle the layout.
  await page.waitForTimeout(400);
  const result = await page.evaluate(() => {
    const root = document.scrollingElement!;
    const clientWidth = root.clientWidth;
    const culprits: string[] = [];
    if (root.scrollWidth > clientWidth) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= clientWidth + 0.5) continue;
        // Report the outermost offender only: skip an element whose parent already overflows.
        const parent = element.parentElement?.getBoundingClientRect();
        if (parent && parent.right > clientWidth + 0.5) continue;
        const id = element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : '';
        const classes =
          typeof element.className === 'string'
            ? element.className.trim().split(/\s+/).slice(0, 3).join('.')
            : '';
        culprits.push(
          `${element.tagName.toLowerCase()}${id}${classes ? '.' + classes : ''} → ${Math.round(box.right)}px`,
        );
        if (culprits.length >= 5) break;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth, culprits };
  });
  if (result.scrollWidth <= result.clientWidth) return null;
  await page.screenshot({ path: join(screenshotDir, `phone-overflow${path.replace(/\W+/g, '-')}.png`) });
  return { path, ...result };
}

describe('the member site on a 390×844 phone', () => {
  let browser: BrowserSession;
  let paths: string[];

  beforeAll(async () => {
    browser = await openBrowser();
    await browser.page.setViewportSize(phone);
    paths = await sitePaths();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Every page of the site in turn (about a second each on a quiet machine, several under load).
  it('no page scrolls sideways for a visitor', async () => {
    const overflows: Overflow[] = [];
    for (const path of paths) {
      const overflow = await measure(browser.page, path);
      if (overflow) overflows.push(overflow);
    }
    expect(overflows).toEqual([]);
  }, 180_000);

  it('the menu signs a visitor in, and out again', async () => {
    const { page } = browser;
    const member = await registerMember('phone-menu', '手機選單');
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu-login').click();
    await page.waitForURL(/\/auth\?mode=login/);
    await page.locator('#login-email').fill(member.email);
    await page.locator('#login-password').fill(memberPassword);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/dashboard/);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu-logout').click();
    await page.waitForFunction(() => !localStorage.getItem('alphadesk.accessToken'));
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu-login').waitFor();
  });

  it('no page scrolls sideways for a signed-in member', async () => {
    const { page } = browser;
    const member = await registerMember('phone-layout', '手機版面');
    await page.goto(`${baseUrl()}/auth?mode=login&redirect=%2Fdashboard`);
    await page.locator('#login-email').fill(member.email);
    await page.locator('#login-password').fill(memberPassword);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/dashboard/);
    const overflows: Overflow[] = [];
    for (const path of paths.filter((path) => path !== '/auth')) {
      const overflow = await measure(page, path);
      if (overflow) overflows.push(overflow);
    }
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByTestId('mobile-menu-button').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'phone-dashboard.png'), fullPage: true });
    expect(overflows).toEqual([]);
  }, 180_000);
});
