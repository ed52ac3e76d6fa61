import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from './createAppI18n.ts';

const zhTW = { greeting: '你好' };
const loaders = {
  'zh-CN': async () => ({ default: { greeting: '你好（简体）' } }),
  'en-US': async () => ({ default: { greeting: 'Hello' } }),
};

describe('createAppI18n', () => {
  afterEach(() => localStorage.clear());

  it('switches language before setup by initialising first', async () => {
    const app = createAppI18n(zhTW, loaders);
    await app.changeLanguage('en-US');
    expect(app.i18n.t('greeting')).toBe('Hello');
    await app.setupI18n(); // the remembered choice
    expect(app.currentLanguage()).toBe('en-US');
  });

  it('initialises once when setup and a switch race', async () => {
    const app = createAppI18n(zhTW, loaders);
    await Promise.all([app.setupI18n(), app.changeLanguage('zh-CN'), app.ready()]);
    expect(app.i18n.isInitialized).toBe(true);
    await app.changeLanguage('zh-TW');
    expect(app.i18n.t('greeting')).toBe('你好');
  });
});
