import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';
import { registerMember, signInThroughPage } from './member.ts';

/** Before the first completed test, /api/personality-test/latest answers 404 on purpose. */
const expectedConsoleErrors = /Failed to load resource: the server responded with a status of 404/;

describe('investor personality test', () => {
  let browser: BrowserSession;
  let errors: string[];
  const testId = (id: string) => browser.page.getByTestId(id);

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a member answers every question, sees and shares the result, and finds it again after a reload', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const member = await registerMember('personality', '性格測試');
    await signInThroughPage(page, member);

    await page.goto(`${baseUrl()}/personality-test`);
    expect(await testId('personality-education').textContent()).toContain('風險屬性評估');
    await testId('personality-start').click();
    await testId('personality-question').waitFor();
    expect(await testId('personality-question-of').textContent()).toBe('第 1 / 8 題');

    // Answer in a fixed pattern until the result shows; a contradicted answer is asked again.
    const asked = new Set<string>();
    for (let answered = 0; answered < 16; answered += 1) {
      const result = await testId('personality-result').isVisible();
      if (result) break;
      const position = (await testId('personality-question-of').textContent()) ?? '';
      asked.add(position);
      const option = answered % 4;
      await testId(`personality-option-${option}`).click();
      // The next question (or the result) replaces this one.
      await page.waitForFunction((before) => {
        const now = document.querySelector('[data-testid="personality-question-of"]')?.textContent;
        const busy = document.querySelector('.personality-page .ant-spin-spinning');
        return !busy && (now !== before || document.querySelector('[data-testid="personality-result"]'));
      }, position);
    }
    await testId('personality-result').waitFor();
    expect(asked.size).toBe(8);

    const type = (await testId('personality-type').textContent())?.trim() ?? '';
    expect(['冷靜獵人', '智慧長者', '敏銳雷達', '勇敢戰士', '謹慎守護者', '情緒雲霄飛車']).toContain(type);
    const scores: Record<string, number> = {};
    for (const dimension of [
      'risk_tolerance',
      'emotional_control',
      'analytical_thinking',
      'market_sensitivity',
      'long_term_vision',
    ]) {
      const text = (await testId(`personality-dimension-${dimension}`).textContent()) ?? '';
      const score = Number(/(\d+)\s*$/.exec(text)?.[1]);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      scores[dimension] = score;
    }
    // A first taker on a fresh server: no invented percentile, the sample size is said instead.
    const percentile = testId('personality-percentile');
    const notEnough = testId('personality-not-enough');
    await Promise.race([percentile.waitFor(), notEnough.waitFor()]);
    await page.screenshot({ path: join(screenshotDir, 'personality-result.png'), fullPage: true });

    // Without a share sheet (as on most desktops) the text goes to the clipboard.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await testId('personality-share').click();
    await testId('personality-share-notice').waitFor();
    expect((await testId('personality-share-notice').textContent())?.trim()).toBe('結果已複製到剪貼板！');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(type);

    // The server kept it: a reload shows the same result and scores, not the intro.
    await page.reload();
    await testId('personality-result').waitFor();
    expect((await testId('personality-type').textContent())?.trim()).toBe(type);
    for (const [dimension, score] of Object.entries(scores)) {
      const text = (await testId(`personality-dimension-${dimension}`).textContent()) ?? '';
      expect(Number(/(\d+)\s*$/.exec(text)?.[1])).toBe(score);
    }
    expect(await testId('personality-intro').count()).toBe(0);

    // Retake starts over from the introduction.
    await testId('personality-retake').click();
    await testId('personality-intro').waitFor();
    expect(errors.filter((error) => !expectedConsoleErrors.test(error))).toEqual([]);
  });
});
