import type { AuthResponse } from '@alphadesk/contracts';
import type { AuthView } from './redirect.ts';
import type { Notifier } from './useTimedNotice.ts';

/** How a session was obtained; decides the success message's follow-up and where to go next. */
export type SignInKind = 'login' | 'register' | 'guest' | 'google';

export type SignedInResponse = AuthResponse & { session_id?: string; is_new_user?: boolean };

/** What every view of /auth receives from the page. */
export interface ViewProps {
  notify: Notifier;
  goTo: (view: AuthView) => void;
  onSignedIn: (response: SignedInResponse, kind: SignInKind) => void;
}
