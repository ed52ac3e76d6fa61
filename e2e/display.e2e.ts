import { join } from 'node:path';
import { defaultPreferences } from '@alphadesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, screenshotDir, watchErrors, type BrowserSession } from './browser.ts';
import { memberPassword as password, registerMember } from './member.ts';

/** A member whose saved preferences are a dark theme, green-up colours and English. */
async function memberWithDarkPreferences(): Promise<{ email: string }> {
  const { email, accessToken } = await registerMember('display', '顯示測試');
  const saved = await fetch(`${baseUrl()}/api/user/preferences`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      preferences: {
        ...defaultPreferences,
        display: { ...defaultPreferences.display, theme: 'dark', redUpGreenDown: false, language: 'en-US' },
      },
    }),
  });
  if (!saved.ok) throw new Error(`saving preferences failed: ${saved.status}`);
  return { email };
}

describe('display preferences in the browser', () => {
  let browser: BrowserSession;
  let errors: string[];

  /** Mean luminance (0–255) of a screenshot, measured by drawing it on a canvas in the page. */
  const screenshotLuminance = async (name: string) => {
    const png = await browser.page.screenshot({ path: join(screenshotDir, name) });
    return browser.page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let sum = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        sum += 0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!;
      }
      return sum / (pixels.length / 4);
    }, png.toString('base64'));
  };

  beforeAll(async () => {
    browser = await openBrowser();
    errors = watchErrors(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a visitor the light page with red-up colours', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/stock-search?symbol=2330`);
    await page.getByTestId('result-change').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--market-up')),
    ).toBe('#e53935');
    expect(await screenshotLuminance('display-light.png')).toBeGreaterThan(170);
  });

  it('after sign-in applies the saved dark theme, swapped colours and language', async () => {
    const { page } = browser;
    const member = await memberWithDarkPreferences();
    await page.goto(`${baseUrl()}/auth?mode=login&redirect=%2Fstock-search%3Fsymbol%3D2330`);
    await page.locator('#login-email').fill(member.email);
    await page.locator('#login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await page.goto(`${baseUrl()}/stock-search?symbol=2330`);
    const change = page.getByTestId('result-change');
    await change.waitFor();
    const direction = Math.sign(Number((await change.textContent())?.replace(/[^\d.+-]/g, '')));
    const colour = await change.evaluate((element) => getComputedStyle(element).color);
    // Green up, red down once the member turned Taiwan's convention off.
    const expected =
      direction > 0 ? 'rgb(46, 125, 50)' : direction < 0 ? 'rgb(229, 57, 53)' : 'rgb(140, 140, 140)';
    expect(colour).toBe(expected);
    expect(await screenshotLuminance('display-dark.png')).toBeLessThan(80);
    expect(errors).toEqual([]);
  });
});
