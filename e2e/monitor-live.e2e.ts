import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  openBrowser,
  screenshotDir,
  visitorHeaders,
  watchErrors,
  type BrowserSession,
} from './browser.ts';
import { registerMember, signInThroughPage, type TestMember } from './member.ts';

interface WatchedQuote {
  symbol: string;
  currentPrice: number;
  previousClose: number;
}

/**
 * A price alert crossed by a live tick, seen in the browser. The server under test runs in test mode
 * at any hour, while the simulator's prices move only in the trading session: the ticks come from
 * the test-mode endpoint, which hands them to the live pump's own delivery (feed, evaluation).
 */
describe('market monitor: a tick crossing a price alert', () => {
  let browser: BrowserSession;
  let member: TestMember;
  let errors: string[];
  let faviconMisses = 0;
  const testId = (id: string) => browser.page.getByTestId(id);
  const shot = (name: string) => browser.page.screenshot({ path: join(screenshotDir, name), fullPage: true });
  const message = `台積電突破測試 ${Date.now()}`;

  /** Calls the API with the signed-in member's token (the page keeps it in localStorage). */
  const fromPage = (path: string) =>
    browser.page.evaluate(async (path) => {
      const token = localStorage.getItem('alphadesk.accessToken');
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()) as Record<string, unknown>;
    }, path);

  /** A simulated tick through the test-mode endpoint, as the member. */
  async function tick(symbol: string, price: number): Promise<{ fired: number }> {
    const token = await browser.page.evaluate(() => localStorage.getItem('alphadesk.accessToken'));
    const response = await fetch(`${baseUrl()}/api/test/market/ticks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...visitorHeaders() },
      body: JSON.stringify({ symbol, price }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { fired: number };
  }

  /** The notifications the page created, recorded by the init script below. */
  const notifications = () =>
    browser.page.evaluate(
      () => (window as unknown as { __notifications: { title: string; body: string }[] }).__notifications,
    );

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
    browser.page.on('console', (entry) => {
      if (entry.type() === 'error' && entry.location().url.endsWith('/favicon.ico')) faviconMisses += 1;
    });
    await browser.context.grantPermissions(['notifications'], { origin: baseUrl() });
    // Records every Notification the page creates (headless Chromium shows none on screen).
    await browser.context.addInitScript(() => {
      const Native = window.Notification;
      const seen: { title: string; body: string }[] = [];
      (window as unknown as { __notifications: typeof seen }).__notifications = seen;
      class Recorded extends Native {
        constructor(title: string, options?: NotificationOptions) {
          seen.push({ title, body: options?.body ?? '' });
          super(title, options);
        }
      }
      window.Notification = Recorded;
    });
    member = await registerMember('monitor-live', '監控測試');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('upgrades a member to diamond through the sandbox gateway', async () => {
    const { page } = browser;
    await signInThroughPage(page, member);
    await page.goto(`${baseUrl()}/pricing`);
    await testId('buy-diamond').click();
    await testId('invoice-choice-form').waitFor();
    await page.locator('#carrierNumber').fill('/ABC1234');
    await page.getByRole('button', { name: '儲存並前往付款' }).click();
    await page.waitForURL(/\/payuni-sandbox\/upp$/);
    await page.getByRole('button', { name: '模擬付款成功' }).click();
    await page.waitForURL(/\/payment\/success\?/);
    await testId('success-dashboard').click({ timeout: 30_000 });
    await page.locator('[data-testid="tier-badge"]', { hasText: '鑽石會員' }).waitFor();
  });

  it('adds 2330, sets an alert just above the price, and a crossing tick fires it live with a notification', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/monitor`);
    await testId('monitor-open-add').click();
    await testId('monitor-add-symbol').fill('2330');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await testId('monitor-watchlist').getByText('台積電').waitFor();

    const watchlist = (await fromPage('/api/market/watchlist')).watchlist as WatchedQuote[];
    const quote = watchlist.find((item) => item.symbol === '2330')!;
    const limitUp = Math.floor(quote.previousClose * 1.1);
    expect(quote.currentPrice, 'room above the price for an alert').toBeLessThan(limitUp - 1);
    const round2 = (value: number) => Math.round(value * 100) / 100;
    const threshold = round2(quote.currentPrice + 1);

    await testId('monitor-open-alert').click();
    await testId('monitor-alert-symbol').fill('2330');
    await testId('monitor-alert-condition').fill(String(threshold));
    await testId('monitor-alert-message').fill(message);
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await testId('monitor-alerts').getByText(message).waitFor();
    const alerts = (await fromPage('/api/market/alerts')).alerts as { id: string; message: string }[];
    const alertId = alerts.find((alert) => alert.message === message)!.id;
    await expect.poll(() => testId('monitor-connection').textContent()).toBe('即時連線中');

    // A tick below the threshold until the page shows it: the feed is subscribed to 2330.
    const below = round2(quote.currentPrice - 1);
    await expect
      .poll(
        async () => {
          expect((await tick('2330', below)).fired).toBe(0);
          return testId('monitor-watchlist').textContent();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain(String(below));
    expect(await notifications()).toEqual([]);

    expect((await tick('2330', threshold)).fired).toBe(1);
    await testId(`monitor-alert-${alertId}`).getByText('已觸發').waitFor();
    await expect.poll(() => testId('monitor-watchlist').textContent()).toContain(String(threshold));
    await expect.poll(async () => (await notifications()).length).toBe(1);
    const [shown] = await notifications();
    expect(shown!.title).toContain('2330');
    expect(shown!.body).toContain(message);
    await shot('monitor-alert-triggered.png');
  });

  it('keeps the triggered alert after a reload', async () => {
    const { page } = browser;
    await page.reload();
    await testId('monitor-page').waitFor();
    await page.getByRole('tab', { name: '預警' }).click();
    const alerts = (await fromPage('/api/market/alerts')).alerts as {
      id: string;
      message: string;
      isActive: boolean;
      triggeredAt: string | null;
    }[];
    const alert = alerts.find((item) => item.message === message)!;
    expect(alert.triggeredAt).not.toBeNull();
    expect(alert.isActive).toBe(false);
    const row = testId(`monitor-alert-${alert.id}`);
    await row.getByText('已觸發').waitFor();
    expect(await row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(errors).toHaveLength(faviconMisses);
  });
});
