import { ApiError, isApiError, requestJson, type ApiErrorCode, type RequestOptions } from '@alphadesk/ui';
import type { TFunction } from 'i18next';

export { ApiError, isApiError, type ApiErrorCode };

/**
 * The member site's API client. Every call goes to the same origin (`/api/...`), which the server
 * answers directly in production and Vite proxies in development. Failures throw `ApiError` with the
 * server's typed code and zh-TW message.
 */
export const api = {
  get<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return requestJson<T>(path, { ...options, method: 'GET' });
  },
  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return requestJson<T>(path, { ...options, method: 'POST', body });
  },
};

/**
 * What to show a user for a failed call. In zh-TW the server's own message is the most specific;
 * in other languages the code's translation is used, since the server only speaks zh-TW.
 */
export function errorMessage(error: unknown, t: TFunction, language: string): string {
  if (!isApiError(error)) return t('errors.INTERNAL');
  return language === 'zh-TW' ? error.message : t(`errors.${error.code}`);
}
