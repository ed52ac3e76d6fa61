import { ClockCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { zhTW } from '../i18n/zh-TW.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { usePageTitle } from './usePageTitle.ts';

export type ComingSoonFeature = keyof (typeof zhTW)['comingSoon']['features'];

/**
 * The honest placeholder for a page whose feature is not built yet: it says so, shows no sample
 * data, and offers the way home.
 */
export function ComingSoon({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useTranslation();
  const name = t(`comingSoon.features.${feature}`);
  usePageTitle(name);
  return (
    <div className="container page">
      <Result
        icon={<ClockCircleOutlined />}
        title={<h1 className="coming-soon__title">{t('comingSoon.title')}</h1>}
        subTitle={t('comingSoon.description', { feature: name })}
        extra={
          <ButtonLink to="/" type="primary">
            {t('common.backHome')}
          </ButtonLink>
        }
        data-testid="coming-soon"
      />
    </div>
  );
}
