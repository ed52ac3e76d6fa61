import 'i18next';
import type { AreaTexts } from './areas.ts';
import type { zhTW } from './zh-TW.ts';

// Typed keys: `t('hero.title')` is checked against the Traditional Chinese source (shell and areas).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhTW & AreaTexts };
  }
}
