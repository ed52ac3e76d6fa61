import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The overview: until its statistics exist it only points to the modules (no invented numbers). */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={2}>{t('nav.dashboard')}</Typography.Title>
      <Typography.Paragraph>{t('shell.dashboardIntro')}</Typography.Paragraph>
    </>
  );
}

/** A module the back-office does not have yet: said plainly, with nothing made up. */
export function NotBuiltPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={`${t(titleKey as 'nav.dashboard')}：${t('shell.notBuilt')}`}
      subTitle={t('shell.notBuiltDetail')}
    />
  );
}
