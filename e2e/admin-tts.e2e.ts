import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  openBrowser,
  screenshotDir,
  watchErrors,
  type BrowserSession,
  signInWithDemoAccount,
} from './browser.ts';

describe('back-office text-to-speech', () => {
  let browser: BrowserSession;
  let errors: string[];

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds a local voice, tests it, and the sample plays from its signed link', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL(`${baseUrl()}/admin/login`);
    await signInWithDemoAccount(page, '超級管理員');
    // Watched from here: a sign-in retried for a reused TOTP code logs its refused 401 before.
    errors = watchErrors(page);

    await page.goto(`${baseUrl()}/admin/tts_management`);
    await page.getByTestId('tts-page').waitFor();
    await page.locator('.ant-tabs-tab').filter({ hasText: '語音模型' }).click();
    await page.getByTestId('tts-add-voice').click();
    const save = page.locator('#tts-voice-save');
    // The Add button stays disabled until model ID and name are filled (spec §5).
    expect(await save.isDisabled()).toBe(true);
    const modelId = `e2e-${randomUUID().slice(0, 8)}`;
    await page.getByTestId('tts-model-id').fill(modelId);
    await page.getByTestId('tts-name').fill('瀏覽器測試聲');
    // Language, gender, voice type, provider: the fourth select is the provider.
    await page.locator('.ant-modal .ant-select').nth(3).click();
    await page.locator('.ant-select-item-option[title="local"]').click();
    await save.click();
    await page.getByText('✅ 語音模型新增成功！').waitFor();

    const [audioResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/tts/audio/'), { timeout: 30_000 }),
      page.getByTestId(`tts-test-${modelId}`).click(),
    ]);
    expect(audioResponse.status()).toBe(200);
    expect(audioResponse.headers()['content-type']).toBe('audio/wav');
    const audio = page.getByTestId('tts-sample-audio');
    await audio.waitFor();
    const duration = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          if (element.readyState >= 1) return resolve(element.duration);
          element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
          element.addEventListener('error', () => reject(new Error('audio failed to load')), { once: true });
          element.load();
        }),
    );
    expect(duration).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshotDir, 'admin-tts-voice-test.png') });
    expect(errors).toEqual([]);
  }, 120_000);
});
