import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from './InfoPage.tsx';

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <InfoPage page="help">
      <Link to="/pricing">{t('nav.pricing')}</Link>
      <Link to="/contact">{t('footer.contact')}</Link>
    </InfoPage>
  );
}
