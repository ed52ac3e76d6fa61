/**
 * The three UI languages and how each is remembered and announced. Both apps share one storage key
 * so a visitor who picks English on the member site also gets English in the back-office.
 */
export const SUPPORTED_LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Traditional Chinese is the product's first language, whatever the browser prefers. */
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

export const LANGUAGE_STORAGE_KEY = 'alphadesk.language';

/** BCP 47 tags for `<html lang>`; the script subtag picks the right CJK glyphs and fonts. */
export const HTML_LANG: Record<Language, string> = {
  'zh-TW': 'zh-Hant-TW',
  'zh-CN': 'zh-Hans-CN',
  'en-US': 'en-US',
};

/** Each language is named in itself, so a reader can find theirs whatever is showing. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  'en-US': 'English',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Storage can throw (privacy modes, disabled cookies); the language then simply is not remembered. */
function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredLanguage(): Language {
  try {
    const stored = safeStorage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    safeStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}

export function applyHtmlLang(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}
