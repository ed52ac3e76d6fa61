import {
  AreaChartOutlined,
  FundOutlined,
  HistoryOutlined,
  RobotOutlined,
  SearchOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const actions: {
  to: string;
  key: 'search' | 'analysts' | 'portfolio' | 'monitor' | 'history' | 'analysis';
  icon: ReactNode;
}[] = [
  { to: '/stock-search', key: 'search', icon: <SearchOutlined /> },
  { to: '/analysts', key: 'analysts', icon: <RobotOutlined /> },
  { to: '/portfolio', key: 'portfolio', icon: <FundOutlined /> },
  { to: '/market-monitor', key: 'monitor', icon: <AreaChartOutlined /> },
  { to: '/analysis/history', key: 'history', icon: <HistoryOutlined /> },
  { to: '/analysis', key: 'analysis', icon: <ThunderboltOutlined /> },
];

/** The six shortcuts; all disabled, with the reason on hover, once the analysis limit is reached. */
export function QuickActions({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="dashboard-card" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="dashboard-card__title">
        {t('dashboard.quick.title')}
      </h2>
      <div className="quick-actions" data-testid="quick-actions">
        {actions.map((action) => {
          const body = (
            <>
              <span className="quick-action__icon" aria-hidden>
                {action.icon}
              </span>
              <span className="quick-action__name">{t(`dashboard.quick.${action.key}.title`)}</span>
              <span className="quick-action__text">{t(`dashboard.quick.${action.key}.text`)}</span>
            </>
          );
          if (!disabled) {
            return (
              <Link key={action.key} to={action.to} className="quick-action">
                {body}
              </Link>
            );
          }
          return (
            <Tooltip key={action.key} title={t('dashboard.quick.limitReached')}>
              <span
                className="quick-action quick-action--disabled"
                aria-disabled="true"
                tabIndex={0}
                data-testid={`quick-action-${action.key}-disabled`}
              >
                {body}
              </span>
            </Tooltip>
          );
        })}
      </div>
    </section>
  );
}
