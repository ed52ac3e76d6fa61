import type { Locale } from 'antd/es/locale';
import zhTW from 'antd/es/locale/zh_TW';
import type { Language } from './languages.ts';

/**
 * antd's own texts (pagination, date pickers, form validation) per language. Traditional Chinese
 * ships with the first page; the other two load only when someone switches to them.
 */
const cache = new Map<Language, Locale>([['zh-TW', zhTW]]);

const loaders: Record<Exclude<Language, 'zh-TW'>, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'en-US': () => import('antd/es/locale/en_US'),
};

export async function loadAntdLocale(language: Language): Promise<Locale> {
  const cached = cache.get(language);
  if (cached) return cached;
  const { default: locale } = await loaders[language as Exclude<Language, 'zh-TW'>]();
  cache.set(language, locale);
  return locale;
}

/** The locale if it has been loaded, else Traditional Chinese (the first-paint default). */
export function antdLocaleFor(language: Language): Locale {
  return cache.get(language) ?? zhTW;
}
