import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@alphadesk/ui/plain';
import { useTranslation } from 'react-i18next';

/** The active language; re-renders the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
