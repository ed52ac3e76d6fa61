import { ApiError, isApiError, requestJson } from '@alphadesk/ui';

export { ApiError, isApiError };

/** The back-office's API calls. Kept apart from the member site's client: the two apps share no code but @alphadesk/ui. */
export const api = {
  post<T>(path: string, body?: unknown): Promise<T> {
    return requestJson<T>(path, { method: 'POST', body });
  },
};
