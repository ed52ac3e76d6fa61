import { LanguagePicker } from '@alphadesk/ui/plain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../auth/session.ts';
import { PlainButton, PlainLink } from '../components/PlainButton.tsx';
import { changeLanguage } from '../i18n/index.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { MobileMenu } from './MobileMenu.tsx';

const userNameStyle = {
  color: 'var(--muted)',
  maxWidth: 160,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** Sign-in links for visitors; the member's name, member centre and sign-out once signed in. */
function AccountActions() {
  const { t } = useTranslation();
  const { status, user, signOut } = useSession();
  if (status === 'anonymous' || !user) {
    return (
      <>
        <PlainLink to="/auth?mode=login" kind="text" className="hide-narrow">
          {t('common.login')}
        </PlainLink>
        <PlainLink to="/auth?mode=register" kind="primary" className="hide-phone">
          {t('common.register')}
        </PlainLink>
      </>
    );
  }
  return (
    <>
      <span
        className="hide-narrow"
        style={userNameStyle}
        data-testid="header-user"
        title={user.email ?? undefined}
      >
        {user.name}
      </span>
      <PlainLink to="/dashboard" kind="primary" className="hide-phone">
        {t('common.dashboard')}
      </PlainLink>
      {user.kind === 'guest' ? (
        <PlainLink to="/auth?mode=register" kind="default" className="hide-narrow">
          {t('common.register')}
        </PlainLink>
      ) : null}
      {/* On phones the member centre has its own logout button; the header keeps to one line. */}
      <PlainButton
        kind="text"
        onClick={() => void signOut()}
        className="hide-narrow"
        data-testid="header-logout"
      >
        {t('common.logout')}
      </PlainButton>
    </>
  );
}

/** The header on every page: brand, section links, language, account. */
export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={`${t('common.appName')} ${t('common.tagline')}`}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="brand__name">{t('common.appName')}</span>
          <span className="brand__tagline">{t('common.tagline')}</span>
        </Link>
        <nav className="site-nav" aria-label={t('nav.main')}>
          <Link to={{ pathname: '/', hash: '#analysts' }}>{t('nav.analysts')}</Link>
          <Link to={{ pathname: '/', hash: '#features' }}>{t('nav.features')}</Link>
          <Link to={{ pathname: '/', hash: '#pricing' }}>{t('nav.pricing')}</Link>
          <Link to="/help">{t('nav.help')}</Link>
        </nav>
        <div className="site-header__actions">
          <LanguagePicker
            className="language-select"
            value={language}
            label={t('common.language')}
            onChange={(next) => void changeLanguage(next)}
          />
          <AccountActions />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
