import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';

/** A Taiwan broker's statement (ROC dates, thousands separators in quotes, names instead of codes). */
function brokerStatement(): string {
  // Trading days a few weeks back, so the server has closes for them and none is in the future.
  const rocDate = (daysAgo: number) => {
    const date = new Date(Date.now() - daysAgo * 86_400_000);
    while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() - 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getUTCFullYear() - 1911}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
  };
  return (
    '\uFEFF股名,日期,成交股數,淨收付金額,買賣別,成交價,成本,手續費,交易稅,損益\r\n' +
    `台積電,${rocDate(30)},"1,000","-600,855",現買,600,"600,855",855,0,\r\n` +
    `鴻海,${rocDate(29)},"2,000","-300,427",現買,150,"300,427",427,0,\r\n` +
    `台積電,${rocDate(21)},500,"308,629",現賣,620,"300,427",441,930,"8,202"\r\n`
  );
}

describe('portfolio centre', () => {
  let browser: BrowserSession;
  let errors: string[];
  let faviconMisses = 0;
  const stamp = Date.now();
  const testId = (id: string) => browser.page.getByTestId(id);
  const shot = (name: string) => browser.page.screenshot({ path: join(screenshotDir, name), fullPage: true });

  /** GET from the page with the signed-in member's token: what the screen must agree with. */
  const getApi = (path: string) =>
    browser.page.evaluate(async (path) => {
      const token = localStorage.getItem('alphadesk.accessToken');
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }, path);

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
    // The payment sandbox's own pages name no icon, so Chromium asks for /favicon.ico there.
    browser.page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.endsWith('/favicon.ico')) faviconMisses += 1;
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a free member the upgrade gate the server answers with', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/auth?mode=register`);
    await page.locator('#register-name').fill('投資組合測試');
    await page.locator('#register-email').fill(`e2e-portfolio-${stamp}@example.com`);
    await page.locator('#register-password').fill('Abcdefgh1');
    await page.locator('#register-confirmPassword').fill('Abcdefgh1');
    await page.locator('#register-agreeToTerms').check();
    await testId('register-submit').click();
    await testId('dashboard').waitFor();
    await testId('portfolio-stats-gated').waitFor();

    await page.goto(`${baseUrl()}/portfolio`);
    await testId('portfolio-gate').waitFor();
    expect(await testId('portfolio-gate-message').textContent()).toContain('升級');
    expect(await testId('portfolio-upgrade').getAttribute('href')).toBe('/pricing');
    expect((await getApi('/api/simple-portfolios')).status).toBe(403);
    // The gate answer is a 403 the browser reports once; nothing else may fail.
    errors.splice(0, errors.length, ...errors.filter((error) => !error.includes('403')));
    await shot('portfolio-gate.png');
  });

  it('upgrades to gold', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/pricing`);
    await testId('buy-gold').click();
    await testId('invoice-choice-form').waitFor();
    await page.locator('#carrierNumber').fill('/ABC1234');
    await page.getByRole('button', { name: '儲存並前往付款' }).click();
    await page.waitForURL(/\/payuni-sandbox\/upp$/);
    await page.getByRole('button', { name: '模擬付款成功' }).click();
    await page.waitForURL(/\/payment\/success\?/);
    await testId('success-dashboard').click({ timeout: 30_000 });
    await page.locator('[data-testid="tier-badge"]', { hasText: '黃金會員' }).waitFor();
  });

  it('creates a portfolio, imports a broker CSV and shows holdings, risk and analytics', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/portfolio`);
    await testId('portfolio-empty').waitFor();
    await testId('portfolio-create').click();
    await expect.poll(() => testId('portfolio-form-name').inputValue()).toBe('我的投資組合 #1');
    await testId('portfolio-form-submit').click();
    await testId('portfolio-view').waitFor();
    expect(await testId('portfolio-tabs').textContent()).toContain('我的投資組合 #1');

    await testId('open-import').click();
    await testId('import-file').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(brokerStatement(), 'utf8'),
    });
    await testId('import-preview').waitFor();
    expect(await testId('import-summary').textContent()).toBe('可匯入 3 筆，重複 0 筆');
    expect(await testId('import-preview').textContent()).toContain('券商對帳單');
    await shot('portfolio-import-preview.png');
    await testId('import-confirm').click();
    await testId('import-done').waitFor();
    expect(await testId('import-done').textContent()).toContain('已匯入 3 筆交易');
    await page.keyboard.press('Escape');

    const list = (await getApi('/api/simple-portfolios')).body as { portfolios: { id: string }[] };
    const id = list.portfolios[0]!.id;
    const { portfolio } = (await getApi(`/api/simple-portfolios/${id}`)).body as {
      portfolio: {
        totalValue: number;
        riskScore: number | null;
        holdings: { symbol: string; quantity: number }[];
      };
    };
    expect(portfolio.holdings.map((holding) => [holding.symbol, holding.quantity]).sort()).toEqual([
      ['2317', 2000],
      ['2330', 500],
    ]);

    // Overview: the header and the risk card show the server's figures.
    const twd = (amount: number) => `NT$${Math.round(amount).toLocaleString('en-US')}`;
    await page.locator('[data-testid="stat-total-value"]', { hasText: twd(portfolio.totalValue) }).waitFor();
    const riskText = portfolio.riskScore === null ? '—' : portfolio.riskScore.toFixed(1);
    expect(await testId('score-risk-value').textContent()).toBe(riskText);
    expect(await testId('score-risk').textContent()).toContain('最大單一持股權重');
    expect(await testId('top-holdings').locator('li').count()).toBe(2);
    await shot('portfolio-overview.png');

    await page.getByRole('tab', { name: '持股' }).click();
    const table = testId('holdings-table');
    await table.waitFor();
    expect(await table.textContent()).toContain('2330 台積電');
    expect(await table.textContent()).toContain('2317 鴻海');
    expect(await table.textContent()).toContain('2,000');
    await shot('portfolio-holdings.png');

    await page.getByRole('tab', { name: '分析' }).click();
    await testId('chart-returns').locator('canvas').first().waitFor({ timeout: 30_000 });
    await testId('analytics-drawdown').waitFor();
    expect(await testId('analytics-period-return').textContent()).toMatch(/^期間報酬 /);
    await shot('portfolio-analytics.png');

    // While Taiwan trades, quotes move between reads: the dashboard must show the total the
    // server gives for the same moment, so the page and the answer are read again until they agree.
    const dashboardValue = page.locator('[data-testid="dashboard-portfolio-value"]');
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl()}/dashboard`);
          await dashboardValue.waitFor();
          const shown = await dashboardValue.textContent();
          const { stats } = (await getApi('/api/simple-portfolios/stats')).body as {
            stats: { totalValue: number };
          };
          return shown?.includes(twd(stats.totalValue)) ?? false;
        },
        { timeout: 45_000 },
      )
      .toBe(true);
    expect(errors).toHaveLength(faviconMisses);
  }, 120_000);
});
