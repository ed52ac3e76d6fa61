import type { Language } from '@alphadesk/ui/plain';
import type analysis from '../pages/analysis/locales/zh-TW.ts';
import type auth from '../pages/auth/locales/zh-TW.ts';
import type billing from '../pages/billing/locales/zh-TW.ts';
import type dashboard from '../pages/dashboard/locales/zh-TW.ts';
import type info from '../pages/info/locales/zh-TW.ts';
import type portfolio from '../pages/portfolio/locales/zh-TW.ts';
import type search from '../pages/search/locales/zh-TW.ts';
import type monitor from '../pages/monitor/locales/zh-TW.ts';
import type personality from '../pages/personality/locales/zh-TW.ts';
import type developer from '../pages/developer/locales/zh-TW.ts';
import type desk from '../pages/support/locales/zh-TW.ts';

type Loader = () => Promise<{ default: object }>;

/**
 * The texts of each lazily loaded area, one chunk per area and language, in
 * pages/<area>/locales/{zh-TW,zh-CN,en-US}.ts. A route names the areas it shows (routes.tsx) and
 * they arrive with its chunk, in the reader's language.
 */
export const areaTexts = {
  analysis: {
    'zh-TW': () => import('../pages/analysis/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/analysis/locales/zh-CN.ts'),
    'en-US': () => import('../pages/analysis/locales/en-US.ts'),
  },
  auth: {
    'zh-TW': () => import('../pages/auth/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/auth/locales/zh-CN.ts'),
    'en-US': () => import('../pages/auth/locales/en-US.ts'),
  },
  billing: {
    'zh-TW': () => import('../pages/billing/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/billing/locales/zh-CN.ts'),
    'en-US': () => import('../pages/billing/locales/en-US.ts'),
  },
  dashboard: {
    'zh-TW': () => import('../pages/dashboard/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/dashboard/locales/zh-CN.ts'),
    'en-US': () => import('../pages/dashboard/locales/en-US.ts'),
  },
  info: {
    'zh-TW': () => import('../pages/info/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/info/locales/zh-CN.ts'),
    'en-US': () => import('../pages/info/locales/en-US.ts'),
  },
  portfolio: {
    'zh-TW': () => import('../pages/portfolio/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/portfolio/locales/zh-CN.ts'),
    'en-US': () => import('../pages/portfolio/locales/en-US.ts'),
  },
  search: {
    'zh-TW': () => import('../pages/search/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/search/locales/zh-CN.ts'),
    'en-US': () => import('../pages/search/locales/en-US.ts'),
  },
  monitor: {
    'zh-TW': () => import('../pages/monitor/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/monitor/locales/zh-CN.ts'),
    'en-US': () => import('../pages/monitor/locales/en-US.ts'),
  },
  personality: {
    'zh-TW': () => import('../pages/personality/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/personality/locales/zh-CN.ts'),
    'en-US': () => import('../pages/personality/locales/en-US.ts'),
  },
  developer: {
    'zh-TW': () => import('../pages/developer/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/developer/locales/zh-CN.ts'),
    'en-US': () => import('../pages/developer/locales/en-US.ts'),
  },
  desk: {
    'zh-TW': () => import('../pages/support/locales/zh-TW.ts'),
    'zh-CN': () => import('../pages/support/locales/zh-CN.ts'),
    'en-US': () => import('../pages/support/locales/en-US.ts'),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type Area = keyof typeof areaTexts;
export const areas = Object.keys(areaTexts) as Area[];

/** Every area's Traditional Chinese texts together: what `t()` keys are checked against. */
export type AreaTexts = typeof analysis &
  typeof auth &
  typeof billing &
  typeof dashboard &
  typeof info &
  typeof portfolio &
  typeof search &
  typeof monitor &
  typeof personality &
  typeof developer &
  typeof desk;
