import { errorMessage, type Tier } from '@alphadesk/contracts';
import { Alert, Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePlans } from '../pricing/usePlans.ts';
import { useSession } from '../../auth/session.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import './auth.css';
import { ForgotView } from './ForgotView.tsx';
import { GuestView } from './GuestView.tsx';
import { LoginView } from './LoginView.tsx';
import { parseView, safeRedirect, welcomePath, type AuthView } from './redirect.ts';
import { RegisterView } from './RegisterView.tsx';
import { ResetView } from './ResetView.tsx';
import { TierSelectionView } from './TierSelectionView.tsx';
import type { SignedInResponse, SignInKind } from './types.ts';
import { useTimedNotice } from './useTimedNotice.ts';

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
    content = <ResetView {...viewProps} token={params.get('token') ?? ''} />;
  } else if (view === 'forgot') {
    content = <ForgotView {...viewProps} />;
  } else if (signedInMember) {
    content = (
      <div className="auth-card__signed-in" data-testid="auth-signed-in">
        <h1 className="auth-card__title">{t('auth.signedIn.title', { name: user.name })}</h1>
        <ButtonLink to={redirect ?? '/dashboard'} type="primary" size="large" block>
          {t('auth.signedIn.continue')}
        </ButtonLink>
        <Button size="large" block onClick={() => void signOut()}>
          {t('common.logout')}
        </Button>
      </div>
    );
  } else if (view === 'register') {
    content = <RegisterView {...viewProps} selectedTier={selectedTier} />;
  } else if (view === 'tier-selection') {
    content = (
      <TierSelectionView
        goTo={goTo}
        selectedTier={selectedTier}
        onSelect={(tier) => goTo('register', tier)}
      />
    );
  } else if (view === 'guest') {
    content = <GuestView {...viewProps} />;
  } else {
    content = <LoginView {...viewProps} />;
  }

  return (
    <div className="auth-page">
      <div className={view === 'tier-selection' && !leavingTo ? 'auth-card auth-card--wide' : 'auth-card'}>
        {notify.notice ? (
          <Alert
            type={notify.notice.kind}
            showIcon
            title={notify.notice.text}
            role="alert"
            className="auth-card__alert"
            data-testid="auth-notice"
          />
        ) : null}
        {content}
      </div>
    </div>
  );
}
