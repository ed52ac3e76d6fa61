import { isLanguage } from '@alphadesk/ui/plain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { sessionStore } from '../auth/store.ts';
import { changeLanguage } from '../i18n/index.ts';
import { displayStore } from './displayStore.ts';
import { preferencesQueryKey, type PreferencesAnswer } from './preferences.ts';

/**
 * Applies a signed-in member's saved display preferences: theme and price colours whenever they
 * load or change (the preferences modal writes the same query), and the saved language once per
 * sign-in — after that, the language switcher is the reader's to use.
 */
export function DisplayPreferencesSync() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  const memberId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const { i18n } = useTranslation();
  const preferences = useQuery({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => api.get<PreferencesAnswer>('/api/user/preferences', { signal }),
    enabled: memberId !== null,
    staleTime: 60_000,
  });
  const display = memberId === null ? null : preferences.data?.preferences.display;

  useEffect(() => {
    if (session.status === 'anonymous') displayStore.update({ languageAppliedFor: null });
  }, [session.status]);

  useEffect(() => {
    if (!display || memberId === null) return;
    displayStore.update({ theme: display.theme, redUpGreenDown: display.redUpGreenDown });
    if (displayStore.getState().languageAppliedFor === memberId) return;
    displayStore.update({ languageAppliedFor: memberId });
    if (isLanguage(display.language) && display.language !== i18n.language) {
      void changeLanguage(display.language);
    }
  }, [display, memberId, i18n]);

  return null;
}
