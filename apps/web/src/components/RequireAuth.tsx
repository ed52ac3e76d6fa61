import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../auth/session.ts';
import { ButtonLink } from './ButtonLink.tsx';

/** `/auth?mode=login&redirect=<here>`: the sign-in page comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/auth?${new URLSearchParams({ mode: 'login', redirect: path }).toString()}`;
}

/**
 * Wraps a page that needs a session (member or guest). While the stored session is being checked
 * it says so; without one it asks the visitor to sign in. A session the server ended (expired)
 * goes straight to the sign-in page, which returns here afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, ended } = useSession();
  const { pathname, search, hash } = useLocation();
  const loginPath = loginPathFor(`${pathname}${search}${hash}`);

  if (status === 'initializing') {
    return (
      <div className="page-loading" role="status" data-testid="auth-checking">
        <span className="spinner" aria-hidden />
        <span>{t('session.checking')}</span>
      </div>
    );
  }
  if (status === 'anonymous') {
    if (ended === 'expired') return <Navigate to={loginPath} replace state={{ sessionExpired: true }} />;
    return (
      <section className="container page notice" data-testid="auth-required">
        <h1>{t('session.requiredTitle')}</h1>
        <p>{t('session.requiredText')}</p>
        <ButtonLink to={loginPath} type="primary" size="large">
          {t('session.requiredAction')}
        </ButtonLink>
      </section>
    );
  }
  return children;
}
