import type { AdminPermission, AdminSessionUser } from '@alphadesk/contracts';
import { grantsAllow } from '@alphadesk/contracts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { verifySession } from '../api/auth.ts';
import { sessionStore } from '../api/client.ts';

export type SessionState =
  { status: 'restoring' } | { status: 'signed-out' } | { status: 'signed-in'; user: AdminSessionUser };

const SessionContext = createContext<SessionState>({ status: 'signed-out' });

/** Restores a stored session with the server first (a loading screen meanwhile), then follows it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    sessionStore.token() ? { status: 'restoring' } : { status: 'signed-out' },
  );
  useEffect(() => {
    const unsubscribe = sessionStore.subscribe((user) =>
      setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
    );
    if (sessionStore.token()) {
      verifySession()
        .then((user) => setState({ status: 'signed-in', user }))
        .catch(() => sessionStore.clear());
    }
    return () => {
      unsubscribe();
    };
  }, []);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);

/** Whether the signed-in staff member holds a permission (the server decides; this only hides). */
export function useCan(): (permission: AdminPermission) => boolean {
  const session = useSession();
  return (permission) => session.status === 'signed-in' && grantsAllow(session.user.permissions, permission);
}
