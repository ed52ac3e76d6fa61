import 'i18next';
import type { ZhTW } from './zh-TW.ts';

// Typed keys: `t('hero.title')` is checked against the Traditional Chinese source.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ZhTW };
  }
}
