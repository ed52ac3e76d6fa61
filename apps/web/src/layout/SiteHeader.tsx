import { LanguageSwitcher } from '@alphadesk/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { changeLanguage } from '../i18n/index.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/** The header on every page: brand, section links, language, sign-in. */
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
          <LanguageSwitcher
            value={language}
            label={t('common.language')}
            onChange={(next) => void changeLanguage(next)}
          />
          <ButtonLink to="/auth?mode=login" type="text" className="hide-narrow">
            {t('common.login')}
          </ButtonLink>
          <ButtonLink to="/auth?mode=register" type="primary">
            {t('common.register')}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
