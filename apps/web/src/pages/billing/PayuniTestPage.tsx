import { CheckCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';

/** A static page that proves the payment route is reachable; it calls nothing. */
export default function PayuniTestPage() {
  const { t } = useTranslation();
  usePageTitle(t('payuniTest.title'));
  return (
    <div className="container page">
      <Result
        status="success"
        icon={<CheckCircleOutlined />}
        title={<h1 className="coming-soon__title">{t('payuniTest.title')}</h1>}
        subTitle={t('payuniTest.description')}
        extra={
          <ButtonLink to="/pricing" type="primary">
            {t('payuniTest.back')}
          </ButtonLink>
        }
      />
    </div>
  );
}
