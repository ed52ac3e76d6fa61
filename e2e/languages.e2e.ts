import { join } from 'node:path';
import { defaultPreferences } from '@alphadesk/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, type BrowserSession } from './browser.ts';
import { registerMember, signInThroughPage, type TestMember } from './member.ts';

/**
 * Forms that exist only in Traditional Chinese: a Simplified page showing any of them kept a
 * zh-TW text. (Each has a different Simplified form: 们 为 从 与 线 价 会 员 说 资 …)
 */
const traditionalOnly = [
  ...'們為從與線價會員說資個這來時對現還發點開關體語設問題資訊請網頁買賣賬帳號礎種護際過選險應當據漲壓項運無讓變權動響績薦標準確認風經濟財務產業報導緊穩實際單雙擬勢態數據號碼幫負載鑽級試驗專屬閱讀',
];
const han = /\p{Script=Han}/u;

/** Saves the member's language (as a member does in the preferences) so sign-in applies it. */
async function saveLanguage(member: TestMember, language: 'zh-CN' | 'en-US') {
  const saved = await fetch(`${baseUrl()}/api/user/preferences`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.accessToken}` },
    body: JSON.stringify({
      preferences: { ...defaultPreferences, display: { ...defaultPreferences.display, language } },
    }),
  });
  if (!saved.ok) throw new Error(`saving preferences failed: ${saved.status}`);
}

/** A completed analysis of 2330 by the two free analysts, started through the API as the member. */
async function completedRun(member: TestMember, language: string): Promise<string> {
  const headers = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${member.accessToken}`,
    'Accept-Language': language,
  };
  const started = await fetch(`${baseUrl()}/api/analysis/runs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ symbol: '2330', analysts: ['technical', 'fundamental'], analysisType: 'quick' }),
  });
  if (started.status !== 202) throw new Error(`start failed: ${started.status} ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = (await (await fetch(`${baseUrl()}/api/analysis/runs/${id}`, { headers })).json()) as {
      run?: { status: string };
      status?: string;
    };
    const status = answer.run?.status ?? answer.status;
    if (status === 'completed') return id;
    if (status === 'failed') throw new Error('the analysis failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the analysis did not finish in 60 s');
}

/** The page's visible text, without the language switcher (whose options name each language in itself). */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const main = document.body;
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[data-testid="language-switcher"], select').forEach((node) => node.remove());
    document.body.appendChild(clone);
    clone.style.position = 'absolute';
    const text = clone.innerText;
    clone.remove();
    return text;
  });

/** Every line holding a Traditional-only character (zh-CN) or any Han character (en-US). */
function offendingLines(text: string, language: 'zh-CN' | 'en-US', data: string[]): string[] {
  return text
    .split('\n')
    .map((line) => data.reduce((rest, name) => rest.split(name).join(''), line).trim())
    .filter((line) =>
      language === 'en-US' ? han.test(line) : traditionalOnly.some((form) => line.includes(form)),
    );
}

describe('Simplified Chinese and English pages', () => {
  let browser: BrowserSession;

  // A fresh browser (no session, no remembered language) for each language.
  beforeEach(async () => {
    browser = await openBrowser();
  });

  afterEach(async () => {
    await browser?.close();
  });

  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`${language}: pricing and an analysis report hold no Traditional-only text`, async () => {
      const { page } = browser;
      const member = await registerMember(`lang-${language.toLowerCase()}`, 'Lang Test');
      await saveLanguage(member, language);
      const run = await completedRun(member, language);
      await signInThroughPage(page, member);
      await page.waitForFunction((wanted) => localStorage.getItem('alphadesk.language') === wanted, language);
      // Stock names are data (listed names), not interface text.
      const names = ['台積電', '台积电'];

      await page.goto(`${baseUrl()}/pricing`);
      await page.locator('.plan__features li').first().waitFor();
      await page.waitForLoadState('networkidle');
      const pricing = offendingLines(await visibleText(page), language, names);
      await page.screenshot({ path: join(screenshotDir, `pricing-${language}.png`), fullPage: true });

      await page.goto(`${baseUrl()}/analysis?run=${run}`);
      await page.getByTestId('analysis-report').waitFor();
      await page.getByTestId('verdict').waitFor();
      await page.waitForLoadState('networkidle');
      // Open every analyst's evidence so its texts are read too.
      for (const summary of await page.locator('[data-testid^="opinion-"] summary').all())
        await summary.click();
      const report = offendingLines(await visibleText(page), language, names);
      await page.screenshot({ path: join(screenshotDir, `report-${language}.png`), fullPage: true });

      expect({ pricing, report }).toEqual({ pricing: [], report: [] });
    }, 120_000);
  }
});
