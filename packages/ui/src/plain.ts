/**
 * Everything in this package that does not render antd: theme constants, number formats, languages,
 * price colours, the API client's errors and i18n setup. Pages that load without antd (the member
 * site's public pages and shell) import from `@alphadesk/ui/plain`, so antd stays out of their chunks.
 */
export { alphadeskTheme, brandColors, darkLayout, fontFamily } from './theme/theme.ts';
export {
  marketColors,
  marketColor,
  marketDirection,
  marketPalette,
  marketColorVariables,
  marketTone,
  type MarketPalette,
  type MarketDirection,
  type MarketColorOptions,
} from './theme/marketColors.ts';
export { formatTwd, formatPercent, formatCompact, type PercentOptions } from './format/numbers.ts';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  HTML_LANG,
  LANGUAGE_LABELS,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  applyHtmlLang,
  type Language,
} from './i18n/languages.ts';
export { loadAntdLocale, antdLocaleFor } from './i18n/antdLocale.ts';
export { LanguagePicker, type LanguagePickerProps } from './i18n/LanguagePicker.tsx';
export type { Appearance } from './i18n/appearance.ts';
export {
  MarketColorsProvider,
  useMarketPalette,
  type MarketColorsProviderProps,
} from './theme/MarketColorsProvider.tsx';
export { requestJson, type RequestOptions } from './api/http.ts';
export {
  ApiError,
  isApiError,
  apiErrorMessage,
  errorFromResponse,
  errorFromBody,
  clientError,
  type ApiErrorCode,
} from './api/errors.ts';
export { createAppI18n, type AppI18n, type LocaleLoaders } from './i18n/createAppI18n.ts';
