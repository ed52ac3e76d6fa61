import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

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
