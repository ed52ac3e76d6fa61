import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { onStorageChange, startSession, userQueryKey } from './session.ts';
import { sessionStore } from './store.ts';

/**
 * Starts the session when the site opens, follows sign-ins and sign-outs in other tabs, and drops
 * the previous user's cached data whenever a session ends.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    startSession();
    window.addEventListener('storage', onStorageChange);
    let lastUserId = sessionStore.getState().user?.id ?? null;
    const unsubscribe = sessionStore.subscribe(() => {
      const userId = sessionStore.getState().user?.id ?? null;
      if (userId !== lastUserId) queryClient.removeQueries({ queryKey: userQueryKey });
      lastUserId = userId;
    });
    return () => {
      window.removeEventListener('storage', onStorageChange);
      unsubscribe();
    };
  }, [queryClient]);

  return children;
}
