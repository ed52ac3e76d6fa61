import { useTranslation } from 'react-i18next';
import { PlainLink } from '../../components/PlainButton.tsx';

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('hero.title')}
        </h1>
        <p className="hero__subtitle">{t('hero.subtitle')}</p>
        <div className="hero__actions">
          <PlainLink to="/auth?mode=register" kind="primary" size="large">
            {t('hero.startTrial')}
          </PlainLink>
          <PlainLink to="/personality-test" size="large" ghost>
            {t('hero.freeTest')}
          </PlainLink>
          <PlainLink to="/about" size="large" kind="link" className="hero__more">
            {t('hero.learnMore')}
          </PlainLink>
        </div>
        <p className="hero__notice">{t('common.investmentNotice')}</p>
      </div>
    </section>
  );
}
