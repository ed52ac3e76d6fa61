import {
  ApiError,
  apiErrorMessage,
  DEFAULT_LANGUAGE,
  isApiError,
  isLanguage,
  requestJson,
} from '@alphadesk/ui';
import type { TFunction } from 'i18next';

export { ApiError, isApiError };

/** The back-office's API calls. Kept apart from the member site's client: the two apps share no code but @alphadesk/ui. */
export const api = {
  post<T>(path: string, body?: unknown): Promise<T> {
    return requestJson<T>(path, { method: 'POST', body });
  },
};

/** The server's message in the reader's language, else the contracts' catalogue text for its code. */
export function errorMessage(error: unknown, t: TFunction, language: string): string {
  if (!isApiError(error)) return t('errors.INTERNAL');
  return apiErrorMessage(error, isLanguage(language) ? language : DEFAULT_LANGUAGE);
}
