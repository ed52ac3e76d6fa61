import {
  applyHtmlLang,
  DEFAULT_LANGUAGE,
  isLanguage,
  loadAntdLocale,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from '@alphadesk/ui';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhTW, type Resources } from './zh-TW.ts';

/**
 * The back-office's i18next instance, set up like the member site's: Traditional Chinese is built
 * in, the other locales load when chosen, and the choice is shared with the member site.
 */
export const i18n = i18next.createInstance();

const loaders: Record<Exclude<Language, 'zh-TW'>, () => Promise<{ default: Resources }>> = {
  'zh-CN': () => import('./zh-CN.ts'),
  'en-US': () => import('./en-US.ts'),
};

async function ensureResources(language: Language): Promise<void> {
  if (language === 'zh-TW' || i18n.hasResourceBundle(language, 'translation')) return;
  const { default: resources } = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', resources, true, true);
}

/** Starts i18next in the remembered language (zh-TW unless the visitor chose another). */
export async function setupI18n(): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['zh-TW', 'zh-CN', 'en-US'],
      resources: { 'zh-TW': { translation: zhTW } },
      interpolation: { escapeValue: false }, // React already escapes
      returnNull: false,
    });
  }
  await changeLanguage(readStoredLanguage());
  return i18n;
}

/** Switches language: loads its texts first, then remembers it and updates `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([ensureResources(language), loadAntdLocale(language)]);
  await i18n.changeLanguage(language);
  storeLanguage(language);
  applyHtmlLang(language);
}

/** The active language as one of ours (i18next may report something else before init). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
