import { useTranslation } from 'react-i18next';

/**
 * Shown while a lazily loaded page's code arrives. A CSS spinner rather than antd's Spin, which
 * would add its styles and motion code to the landing page's first load.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden />
      <span>{t('common.loading')}</span>
    </div>
  );
}
