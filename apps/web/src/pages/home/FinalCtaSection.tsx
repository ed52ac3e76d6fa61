import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasSession } from '../../auth/session.ts';
import { PlainButton } from '../../components/PlainButton.tsx';

export function FinalCtaSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Decided on click, not render: the visitor may have signed in in another tab meanwhile.
  const start = () => void navigate(hasSession() ? '/pricing' : '/auth?mode=register');
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <h2 id="cta-title">{t('cta.title')}</h2>
        <p>{t('cta.subtitle')}</p>
        <PlainButton kind="primary" size="large" onClick={start} data-testid="final-cta">
          {t('cta.button')}
        </PlainButton>
      </div>
    </section>
  );
}
