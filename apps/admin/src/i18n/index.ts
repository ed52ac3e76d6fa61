import { createAppI18n } from '@alphadesk/ui';
import { zhTW, type Resources } from './zh-TW.ts';

/** The back-office's i18next instance, set up like the member site's (see createAppI18n). */
export const { i18n, setupI18n, changeLanguage, currentLanguage } = createAppI18n<Resources>(zhTW, {
  'zh-CN': () => import('./zh-CN.ts'),
  'en-US': () => import('./en-US.ts'),
});
