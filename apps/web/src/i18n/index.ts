import { createAppI18n } from '@alphadesk/ui';
import { zhTW, type Resources } from './zh-TW.ts';

/**
 * The member site's i18next instance (see createAppI18n). The texts of lazily loaded pages come
 * with them: every lazy route awaits `loadDeferredTexts()` (routes.tsx).
 */
export const { i18n, setupI18n, changeLanguage, currentLanguage, loadDeferredTexts } = createAppI18n<
  Resources,
  typeof zhTW
>(
  zhTW,
  {
    'zh-CN': () => import('./zh-CN.ts'),
    'en-US': () => import('./en-US.ts'),
  },
  () => import('./zh-TW.pages.ts'),
);
