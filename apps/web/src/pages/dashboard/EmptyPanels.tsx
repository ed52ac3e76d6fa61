import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';

type Panel = 'alerts' | 'opportunities' | 'insights';

/**
 * Recent analyses. The analysis module does not exist yet, so there is nothing to list: an empty
 * state with the way to start one, never sample rows.
 */
export function RecentAnalyses({ canStart }: { canStart: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="dashboard-card" aria-labelledby="recent-title" data-testid="recent-analyses">
      <h2 id="recent-title" className="dashboard-card__title">
        {t('dashboard.recent.title')}
      </h2>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.recent.empty')}>
        <p className="dashboard-card__muted">{t('dashboard.recent.emptyText')}</p>
        {canStart ? (
          <ButtonLink to="/analysis" type="primary">
            {t('dashboard.recent.start')}
          </ButtonLink>
        ) : null}
      </Empty>
    </section>
  );
}

/** Market alerts, opportunities and AI insights: features still to come, so honest empty states. */
export function UpcomingPanels() {
  const { t } = useTranslation();
  const panels: Panel[] = ['alerts', 'opportunities', 'insights'];
  return (
    <div className="dashboard__panels">
      {panels.map((panel) => (
        <section
          key={panel}
          className="dashboard-card"
          aria-labelledby={`${panel}-title`}
          data-testid={`panel-${panel}`}
        >
          <h2 id={`${panel}-title`} className="dashboard-card__title">
            {t(`dashboard.${panel}.title`)}
          </h2>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`dashboard.${panel}.empty`)}>
            <p className="dashboard-card__muted">{t(`dashboard.${panel}.emptyText`)}</p>
          </Empty>
        </section>
      ))}
    </div>
  );
}
