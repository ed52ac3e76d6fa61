import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { ApiKeyManager } from './ApiKeyManager.tsx';
import { ApiReference } from './ApiReference.tsx';

/** /api: the developer API — limits, authentication, the member's keys and the /api/v1 reference. */
export default function ApiDocsPage() {
  const { t } = useTranslation();
  usePageTitle(t('developer.title'));
  return (
    <article className="container page">
      <Typography.Title level={1}>{t('developer.title')}</Typography.Title>
      <Typography.Paragraph>{t('developer.intro')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('developer.limitsTitle')}</Typography.Title>
      <Typography.Paragraph>{t('developer.limits')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('developer.authTitle')}</Typography.Title>
      <Typography.Paragraph>{t('developer.auth')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('developer.keysTitle')}</Typography.Title>
      <ApiKeyManager />
      <Typography.Title level={2}>{t('developer.referenceTitle')}</Typography.Title>
      <ApiReference />
    </article>
  );
}
