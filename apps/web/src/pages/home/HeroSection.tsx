import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';

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
          <ButtonLink to="/auth?mode=register" type="primary" size="large">
            {t('hero.startTrial')}
          </ButtonLink>
          <ButtonLink to="/personality-test" size="large" ghost>
            {t('hero.freeTest')}
          </ButtonLink>
          <ButtonLink to="/about" size="large" type="link" className="hero__more">
            {t('hero.learnMore')}
          </ButtonLink>
        </div>
        <p className="hero__notice">{t('common.investmentNotice')}</p>
      </div>
    </section>
  );
}
