import type { AnalystPreferences, AnalystsResponse } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { userQueryKey } from '../../auth/session.ts';

/** The answer of GET and PUT /api/user/analyst-preferences. */
export interface AnalystPreferencesAnswer {
  success: true;
  message?: string;
  preferences: AnalystPreferences;
}

/** `GET /api/analysts`: the catalogue (public; the token, when any, is sent but not needed). */
export function useAnalysts() {
  return useQuery({
    queryKey: ['analysis', 'analysts'],
    queryFn: ({ signal }) => api.get<AnalystsResponse>('/api/analysts', { signal }),
    staleTime: 60_000,
  });
}

export const analystPreferencesKey = [...userQueryKey, 'analyst-preferences'] as const;

export function useAnalystPreferences(enabled: boolean) {
  return useQuery({
    queryKey: analystPreferencesKey,
    queryFn: ({ signal }) => api.get<AnalystPreferencesAnswer>('/api/user/analyst-preferences', { signal }),
    enabled,
  });
}

export const saveAnalystPreferences = (preferences: AnalystPreferences) =>
  api.put<AnalystPreferencesAnswer>('/api/user/analyst-preferences', { preferences });
