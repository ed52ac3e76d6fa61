import type { Preferences } from '@alphadesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { userQueryKey } from '../auth/session.ts';

export interface PreferencesAnswer {
  success: true;
  preferences: Preferences;
}

export const preferencesQueryKey = [...userQueryKey, 'preferences'] as const;

/** `GET /api/user/preferences`, fetched afresh each time the modal opens. */
export function usePreferences() {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => api.get<PreferencesAnswer>('/api/user/preferences', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** `PUT /api/user/preferences` with the whole object; the answer becomes the cached value. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      api.put<PreferencesAnswer>('/api/user/preferences', { preferences }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesQueryKey, answer),
  });
}
