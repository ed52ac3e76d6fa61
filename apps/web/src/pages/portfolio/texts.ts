import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import { portfolioEnUS } from './locales/en-US.ts';
import { portfolioZhCN } from './locales/zh-CN.ts';
import { portfolioZhTW, type PortfolioTexts } from './locales/zh-TW.ts';

/** The namespace of the portfolio centre's texts, added when its chunk loads. */
const NAMESPACE = 'portfolio';

const bundles = { 'zh-TW': portfolioZhTW, 'zh-CN': portfolioZhCN, 'en-US': portfolioEnUS };

function register(): void {
  for (const [language, texts] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, NAMESPACE)) {
      i18n.addResourceBundle(language, NAMESPACE, texts, true, false);
    }
  }
}

// The store exists only once i18next is initialised; the page's chunk normally loads after that.
if (i18n.isInitialized) register();
else i18n.on('initialized', register);

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A key of the portfolio texts, e.g. `'overview.risk'` (checked against the zh-TW source). */
export type PortfolioKey = Paths<PortfolioTexts>;
export type PortfolioT = (key: PortfolioKey, values?: Record<string, string | number>) => string;

/**
 * The portfolio centre's translate function. The app's typed `t` knows only the shared namespace,
 * so this one is typed by the portfolio texts instead; it re-renders the caller on a language change.
 */
export function usePortfolioT(): PortfolioT {
  const { i18n: instance } = useTranslation();
  register();
  const language = instance.language;
  return useCallback<PortfolioT>(
    (key, values) => {
      const translate = instance.t as unknown as (key: string, options: object) => string;
      return translate(key, { ns: NAMESPACE, lng: language, ...values });
    },
    [instance, language],
  );
}
