import { errorMessage, type Tier } from '@alphadesk/contracts';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePlans } from '../pricing/usePlans.ts';
import { useSession } from '../../auth/session.ts';
import { PlainAlert } from '../../components/PlainAlert.tsx';
import { PlainButton, PlainLink } from '../../components/PlainButton.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import './auth.css';
import { LoginView } from './LoginView.tsx';
import { parseView, safeRedirect, welcomePath, type AuthView } from './redirect.ts';
import type { SignedInResponse, SignInKind } from './types.ts';
import { useTimedNotice } from './useTimedNotice.ts';
import { AntdScope } from '../../layout/AntdScope.ts';

// /auth opens on the login view, drawn in plain markup; the other views use antd's forms and load,
// with antd's theme, when the visitor goes to them.
const ForgotView = lazy(() => import('./ForgotView.tsx').then((module) => ({ default: module.ForgotView })));
const GuestView = lazy(() => import('./GuestView.tsx').then((module) => ({ default: module.GuestView })));
const RegisterView = lazy(() =>
  import('./RegisterView.tsx').then((module) => ({ default: module.RegisterView })),
);
const ResetView = lazy(() => import('./ResetView.tsx').then((module) => ({ default: module.ResetView })));
const TierSelectionView = lazy(() =>
  import('./TierSelectionView.tsx').then((module) => ({ default: module.TierSelectionView })),
);

function WithAntd({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loading = (
    <div className="auth-card__leaving" role="status">
      <span className="spinner" aria-hidden />
      <span>{t('common.loading')}</span>
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <AntdScope>{children}</AntdScope>
    </Suspense>
  );
}

/** After a success the message stays readable this long before the next page (spec §4). */
export const REDIRECT_DELAY_MS: Record<SignInKind, number> = {
  login: 1500,
  google: 1500,
  guest: 1500,
  register: 2000,
};

const tiers: readonly Tier[] = ['free', 'gold', 'diamond'];
const parseTier = (value: string | null): Tier | null =>
  tiers.includes(value as Tier) ? (value as Tier) : null;

/**
 * /auth: login, register, forgot password, tier selection, guest start and password reset, chosen
 * by `?mode=`. `redirect` (a path on this site) is where a successful sign-in goes.
 */
export default function AuthPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user, signIn, signOut } = useSession();
  const notify = useTimedNotice();
  const plans = usePlans();
  const view = parseView(params.get('mode'));
  const redirect = safeRedirect(params.get('redirect'));
  const selectedTier = parseTier(params.get('tier'));
  const [leavingTo, setLeavingTo] = useState<{ path: string; delayMs: number } | null>(null);
  usePageTitle(t(`auth.titles.${view}`));

  // Messages the visitor arrives with: a failed third-party sign-in, or a session that expired.
  const oauthError = params.get('oauth_error');
  const sessionExpired = (location.state as { sessionExpired?: boolean } | null)?.sessionExpired === true;
  const { show } = notify;
  useEffect(() => {
    if (oauthError) show('error', t('auth.messages.oauthError', { reason: oauthError.slice(0, 200) }));
    else if (sessionExpired) show('error', errorMessage('SESSION_EXPIRED', language));
  }, [oauthError, sessionExpired, show, t, language]);

  useEffect(() => {
    if (!leavingTo) return;
    const timer = setTimeout(() => void navigate(leavingTo.path, { replace: true }), leavingTo.delayMs);
    return () => clearTimeout(timer);
  }, [leavingTo, navigate]);

  const goTo = useCallback(
    (next: AuthView, tier?: Tier) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('mode', next);
        if (next !== 'reset') updated.delete('token');
        if (tier) updated.set('tier', tier);
        updated.delete('oauth_error');
        return updated;
      });
    },
    [setParams],
  );

  const onSignedIn = useCallback(
    (response: SignedInResponse, kind: SignInKind) => {
      signIn(response);
      const paidPlan =
        kind === 'register' && selectedTier && selectedTier !== 'free'
          ? (plans.data?.find((plan) => plan.id === selectedTier)?.name ??
            t(`dashboard.tier.${selectedTier}`))
          : null;
      const message = language === 'zh-TW' ? response.message : t(`auth.success.${kind}`);
      show('success', paidPlan ? t('auth.register.paidTierSuccess', { message, plan: paidPlan }) : message);
      const isNew = kind === 'register' || response.is_new_user === true;
      let path = redirect ?? (isNew ? welcomePath : '/dashboard');
      if (kind === 'guest') path = redirect ?? '/dashboard?mode=guest';
      // Payments are a separate step: a paid plan chosen at sign-up is bought on the pricing page.
      if (paidPlan) path = '/pricing';
      setLeavingTo({ path, delayMs: REDIRECT_DELAY_MS[kind] });
    },
    [signIn, selectedTier, plans.data, language, t, show, redirect],
  );

  const viewProps = { notify, goTo, onSignedIn };
  const signedInMember = status === 'authenticated' && user && !leavingTo;
  let content;
  if (leavingTo) {
    content = (
      <div className="auth-card__leaving" role="status">
        <span className="spinner" aria-hidden />
        <span>{t('auth.redirecting')}</span>
      </div>
    );
  } else if (view === 'reset') {
    content = (
      <WithAntd>
        <ResetView {...viewProps} token={params.get('token') ?? ''} />
      </WithAntd>
    );
  } else if (view === 'forgot') {
    content = (
      <WithAntd>
        <ForgotView {...viewProps} />
      </WithAntd>
    );
  } else if (signedInMember) {
    content = (
      <div className="auth-card__signed-in" data-testid="auth-signed-in">
        <h1 className="auth-card__title">{t('auth.signedIn.title', { name: user.name })}</h1>
        <PlainLink to={redirect ?? '/dashboard'} kind="primary" size="large" block>
          {t('auth.signedIn.continue')}
        </PlainLink>
        <PlainButton size="large" block onClick={() => void signOut()}>
          {t('common.logout')}
        </PlainButton>
      </div>
    );
  } else if (view === 'register') {
    content = (
      <WithAntd>
        <RegisterView {...viewProps} selectedTier={selectedTier} />
      </WithAntd>
    );
  } else if (view === 'tier-selection') {
    content = (
      <WithAntd>
        <TierSelectionView
          goTo={goTo}
          selectedTier={selectedTier}
          onSelect={(tier) => goTo('register', tier)}
        />
      </WithAntd>
    );
  } else if (view === 'guest') {
    content = (
      <WithAntd>
        <GuestView {...viewProps} />
      </WithAntd>
    );
  } else {
    content = <LoginView {...viewProps} />;
  }

  return (
    <div className="auth-page">
      <div className={view === 'tier-selection' && !leavingTo ? 'auth-card auth-card--wide' : 'auth-card'}>
        {notify.notice ? (
          <PlainAlert
            type={notify.notice.kind}
            title={notify.notice.text}
            className="auth-card__alert"
            data-testid="auth-notice"
          />
        ) : null}
        {content}
      </div>
    </div>
  );
}
