import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';
import { registerMember } from './member.ts';

const notFound = '找不到相關股票，請檢查股票代碼或名稱';

/** The unknown query answers 404 on purpose. */
const expectedConsoleErrors = /Failed to load resource: the server responded with a status of 404/;

/** Weekday and minutes after midnight in Taipei, to know what the Taiwan market must be doing. */
function taipeiClock(now = new Date()): { weekend: boolean; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Taipei',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekend: parts.weekday === 'Sat' || parts.weekday === 'Sun',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const phaseLabels: Record<string, string> = { open: '交易中', 'pre-open': '盤前', closed: '已收盤' };

describe('stock search', () => {
  let browser: BrowserSession;
  let errors: string[];

  const shot = (name: string) => browser.page.screenshot({ path: join(screenshotDir, name), fullPage: true });
  const testId = (id: string) => browser.page.getByTestId(id);

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens with example searches, the trial call-to-action, hot stocks and indices', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/stock-search`);
    await testId('search-empty').waitFor();
    expect(await testId('example-2330').textContent()).toBe('2330 台積電');
    expect(await testId('trial-cta').locator('a[href="/trial"]').count()).toBe(1);
    expect(await testId('trial-cta').locator('a[href="/pricing"]').count()).toBe(1);
    await testId('hot-stocks').locator('[data-testid^="hot-"]').first().waitFor();
    await testId('index-^TWII').waitFor();
    await testId('index-^TWOII').waitFor();
    await testId('market-status').waitFor();
    await shot('search-empty.png');
  });

  it('shows the Taiwan market status, 已收盤 with the next opening outside trading hours', async () => {
    const status = (await (await fetch(`${baseUrl()}/api/market/status`)).json()) as { phase: string };
    const phase = testId('market-phase');
    expect(await phase.textContent()).toBe(phaseLabels[status.phase]);
    const { weekend, minutes } = taipeiClock();
    // 08:30–09:00 is the pre-open; from 13:30 to the next 08:30, and all weekend, the market is closed.
    if (weekend || minutes < 8 * 60 + 25 || minutes > 13 * 60 + 35) {
      expect(await phase.textContent()).toBe('已收盤');
      expect(await testId('market-next-open').textContent()).toMatch(/^下次開盤 .+ 09:00$/);
    }
  });

  it('suggests 2330 台積電 for 台積 and shows its result card with price and chart', async () => {
    const { page } = browser;
    const input = testId('search-input');
    await input.click();
    await input.pressSequentially('台積', { delay: 60 });
    const suggestion = testId('suggestion-2330');
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain('台積電');
    await suggestion.click();

    await page.waitForURL(`${baseUrl()}/stock-search?symbol=2330`);
    await testId('result-card').waitFor();
    expect(await testId('result-name').textContent()).toBe('台積電');
    expect(await testId('result-symbol').textContent()).toBe('2330');
    expect(await testId('result-price').textContent()).toMatch(/^[\d,]+\.\d{2}$/);
    // The simulator is the default provider, and the card says so.
    await testId('result-card').getByTestId('simulated-tag').first().waitFor();
    // The AI preview comes from the latest real analysis of the stock: other browser tests may
    // already have analysed 2330 on this server, so either state is right, but one must show.
    const preview = page.locator('[data-testid="ai-preview-empty"], [data-testid="ai-preview"]').first();
    await preview.waitFor();
    if ((await preview.getAttribute('data-testid')) === 'ai-preview-empty') {
      expect(await preview.textContent()).toContain('尚無 AI 分析');
    }

    await testId('chart').locator('canvas').first().waitFor();
    expect(await testId('chart').locator('canvas').count()).toBeGreaterThan(0);
    expect(await testId('chart-legend').textContent()).toContain('MA60');
    await shot('search-result.png');
  });

  it('switches the chart range', async () => {
    const { page } = browser;
    const bars = page.waitForResponse((response) => /\/api\/stocks\/2330\/bars\?/.test(response.url()));
    await testId('chart-panel').getByText('3個月', { exact: true }).click();
    expect((await bars).status()).toBe(200);
    await testId('chart').locator('canvas').first().waitFor();
  });

  it('says so when nothing matches', async () => {
    const input = testId('search-input');
    await input.fill('');
    await input.pressSequentially('zzqxjv', { delay: 30 });
    await testId('suggestions-empty').waitFor();
    expect(await testId('suggestions-empty').textContent()).toBe(notFound);
    await input.press('Enter');
    await testId('search-error').waitFor();
    expect(await testId('search-error').textContent()).toBe(notFound);
  });

  it("records a signed-in member's search and lists it in the search history", async () => {
    const { page } = browser;
    const auth = await registerMember('search', '搜尋會員');
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('alphadesk.accessToken', token);
        localStorage.setItem('alphadesk.user', user);
      },
      [auth.accessToken, JSON.stringify(auth.user)] as const,
    );

    const recorded = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/stocks/search-history') && answer.request().method() === 'POST',
    );
    await page.goto(`${baseUrl()}/search?symbol=2317`);
    await testId('result-card').waitFor();
    expect(await testId('result-name').textContent()).toBe('鴻海');
    expect((await recorded).status()).toBe(200);
    await testId('search-history').getByTestId('history-2317').waitFor();
    expect(await testId('history-2317').textContent()).toMatch(
      /^2317 鴻海台股\d{4}\/\d{2}\/\d{2}\s\d{2}:\d{2}分析 0 次$/,
    );
    await shot('search-member.png');
  });

  it('ran without page errors', () => {
    expect(errors.filter((error) => !expectedConsoleErrors.test(error))).toEqual([]);
  });
});
