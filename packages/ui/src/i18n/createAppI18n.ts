import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antdLocale.ts';
import {
  applyHtmlLang,
  DEFAULT_LANGUAGE,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './languages.ts';

export type LocaleLoaders<Resources> = Record<
  Exclude<Language, 'zh-TW'>,
  () => Promise<{ default: Resources }>
>;

export interface AppI18n {
  i18n: I18n;
  /** Starts i18next in the remembered language (zh-TW unless the visitor chose another). */
  setupI18n(): Promise<I18n>;
  /** Resolves once i18next is initialised (started by the first caller); resources can be added then. */
  ready(): Promise<unknown>;
  /** Switches language: loads its texts first, then remembers it and updates `<html lang>`. */
  changeLanguage(language: Language): Promise<void>;
  /** The active language as one of ours (i18next may report something else before init). */
  currentLanguage(): Language;
  /** Loads the Traditional Chinese texts kept out of the first page (no-op when there are none). */
  loadDeferredTexts(): Promise<void>;
}

/**
 * An app's i18next instance. Traditional Chinese is built in; the other locales are separate
 * chunks fetched when chosen, so the first page stays small. The choice is shared by both apps.
 */
export function createAppI18n<Resources extends object, Core extends object = Resources>(
  zhTW: Core,
  loaders: LocaleLoaders<Resources>,
  /** The rest of the zh-TW texts, when `zhTW` holds only what the first page needs. */
  deferredZhTW?: () => Promise<{ default: object }>,
): AppI18n {
  const i18n = i18next.createInstance();
  let deferred: Promise<void> | null = null;

  // Languages whose shell texts are in. Not `hasResourceBundle`: an area's texts may have been added
  // in a language before its shell was, and the shell must still load.
  const shellLoaded = new Set<Language>(['zh-TW']);

  // One init, whoever asks first: a language switch may come before setupI18n (a test, or a page
  // that switches while the app still starts), and i18next has no resource API before init.
  let initialised: Promise<unknown> | null = null;
  function ensureInitialised(): Promise<unknown> {
    initialised ??= i18n.isInitialized
      ? Promise.resolve()
      : i18n.use(initReactI18next).init({
          lng: DEFAULT_LANGUAGE,
          fallbackLng: DEFAULT_LANGUAGE,
          supportedLngs: ['zh-TW', 'zh-CN', 'en-US'],
          resources: { 'zh-TW': { translation: zhTW } },
          interpolation: { escapeValue: false }, // React already escapes
          returnNull: false,
        });
    return initialised;
  }

  async function ensureResources(language: Language): Promise<void> {
    if (language === 'zh-TW' || shellLoaded.has(language)) return;
    const { default: resources } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', resources, true, true);
    shellLoaded.add(language);
  }

  async function changeLanguage(language: Language): Promise<void> {
    await ensureInitialised();
    await Promise.all([ensureResources(language), loadAntdLocale(language)]);
    // Stored first: requests made as the pages re-render for the new language carry it already.
    storeLanguage(language);
    await i18n.changeLanguage(language);
    applyHtmlLang(language);
  }

  return {
    i18n,
    ready: ensureInitialised,
    changeLanguage,
    async setupI18n() {
      await changeLanguage(readStoredLanguage());
      return i18n;
    },
    currentLanguage: () => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE),
    loadDeferredTexts() {
      if (!deferredZhTW) return Promise.resolve();
      deferred ??= Promise.all([deferredZhTW(), ensureInitialised()]).then(([{ default: texts }]) => {
        i18n.addResourceBundle('zh-TW', 'translation', texts, true, false);
      });
      return deferred;
    },
  };
}
