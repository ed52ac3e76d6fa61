import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

/** How far the document scrolls sideways (0 when it fits the viewport). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

/** Loads /market and waits until the overview's blocks are drawn from the server's answer. */
async function openOverview(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().includes('/api/market/overview'));
  await page.goto(`${baseUrl()}/market`);
  expect((await answer).status()).toBe(200);
  await page.getByTestId('overview-movers').waitFor();
  await page.getByTestId('overview-notices').waitFor();
}

describe('/market, the market overview', () => {
  let browser: BrowserSession;
  let errors: string[];

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows indices, breadth, movers and notices on a desktop screen, labelled simulated', async () => {
    const { page } = browser;
    await openOverview(page);
    expect(await page.getByTestId('overview-index').count()).toBeGreaterThan(1);
    await page.getByTestId('overview-breadth-TWSE').waitFor();
    // The browser tests run the simulator: its data says so, and totals it does not model say 無資料.
    await page.getByTestId('overview-simulated').waitFor();
    expect(await page.getByTestId('overview-institutional').textContent()).toContain('無資料');
    expect(await page.getByTestId('overview-movers-value').getByTestId('overview-mover').count()).toBe(5);
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'market-desktop.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('fits a 390×844 phone: movers become cards and nothing scrolls sideways', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await openOverview(page);
    const head = page.locator('.market-mover--head').first();
    expect(await head.isVisible()).toBe(false);
    const card = page.getByTestId('overview-movers-gainers').getByTestId('overview-mover').first();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'market-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
