import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from './InfoPage.tsx';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <InfoPage page="about">
      <Link to="/contact">{t('footer.contact')}</Link>
      <Link to="/careers">{t('footer.careers')}</Link>
    </InfoPage>
  );
}
