import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthConfigResponse, AuthResponse } from '@alphadesk/contracts';
import { api } from '../../api/client.ts';
import { PlainButton } from '../../components/PlainButton.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useAuthErrorText } from './messages.ts';
import type { SignedInResponse, ViewProps } from './types.ts';

type AuthConfig = ReturnType<(typeof AuthConfigResponse)['parse']>;
type GoogleLoginAnswer = AuthResponse & { user_id: string; is_new_user: boolean; access_token: string };

/** The part of Google Identity Services (accounts.google.com/gsi/client) this page uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GSI_URL = 'https://accounts.google.com/gsi/client';
let gsiLoading: Promise<GoogleIdentity> | null = null;

/** Loads Google's script once; the server's CSP allows it only when Google sign-in is configured. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  gsiLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_URL;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('gsi missing')));
    script.onerror = () => {
      script.remove();
      gsiLoading = null;
      reject(new Error('gsi failed to load'));
    };
    document.head.append(script);
  });
  return gsiLoading;
}

export const authConfigQueryKey = ['auth-config'] as const;

interface GoogleSignInProps extends Pick<ViewProps, 'notify' | 'onSignedIn'> {
  text: 'signin_with' | 'signup_with';
}

/**
 * Google's own sign-in button when the server has a Google client id; nothing at all otherwise.
 * Google hands us an ID token, which the server verifies and exchanges for our session.
 */
export function GoogleSignIn({ notify, onSignedIn, text }: GoogleSignInProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useAuthErrorText();
  const config = useQuery({
    queryKey: authConfigQueryKey,
    queryFn: ({ signal }) => api.get<AuthConfig>('/api/auth/config', { signal }),
    staleTime: 10 * 60_000,
  });
  const clientId = config.data?.googleClientId ?? null;
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  // The latest callbacks, without re-rendering Google's button when they change.
  const handlers = useRef({ notify, onSignedIn, errorText, t });
  useEffect(() => {
    handlers.current = { notify, onSignedIn, errorText, t };
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    setState('loading');
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            const { notify: show, onSignedIn: signedIn, errorText: text, t: translate } = handlers.current;
            if (!credential) {
              show.show('error', translate('auth.google.cancelled'));
              return;
            }
            setBusy(true);
            try {
              const answer = await api.post<GoogleLoginAnswer>('/api/auth/google-login', {
                google_token: credential,
              });
              signedIn(answer satisfies SignedInResponse, 'google');
            } catch (error) {
              show.show('error', text(error, translate('auth.google.unavailable')));
            } finally {
              setBusy(false);
            }
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          width: Math.min(container.current.offsetWidth || 360, 400),
          locale: language,
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, attempt, text, language]);

  if (!clientId) return null;
  return (
    <div className="google-sign-in" data-testid="google-sign-in" aria-busy={busy}>
      {state === 'loading' ? <p className="google-sign-in__status">{t('auth.google.loading')}</p> : null}
      {state === 'failed' ? (
        <p className="google-sign-in__status" role="alert">
          {t('auth.google.unavailable')}{' '}
          <PlainButton onClick={() => setAttempt((count) => count + 1)}>{t('common.retry')}</PlainButton>
        </p>
      ) : null}
      <div ref={container} className="google-sign-in__button" hidden={state === 'failed'} />
    </div>
  );
}
