import type { Tier } from '@alphadesk/contracts';
import { Alert, Empty, Skeleton } from 'antd';
import { errorMessage } from '../../api/client.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { gainStyle, money, percent } from './format.ts';
import './portfolio.css';
import { isPlanGate, usePortfolioStats } from './queries.ts';
import { useTranslation } from 'react-i18next';

/**
 * The dashboard's portfolio stats (spec §3: total value, total and monthly return, win rate,
 * positions) from the member's real portfolios; a plan without portfolios sees the way to upgrade.
 */
export function PortfolioStatsPanel({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A free plan has no portfolios: no request that could only be refused (the server still decides
  // for the others, and a refusal shows the same way to upgrade).
  const stats = usePortfolioStats(tier !== 'free');
  const gated = (
    <div data-testid="portfolio-stats-gated">
      <p className="dashboard-card__muted">{t('portfolio.dashboard.gated')}</p>
      <ButtonLink to="/pricing" type="primary">
        {t('portfolio.dashboard.upgrade')}
      </ButtonLink>
    </div>
  );

  const body = () => {
    if (tier === 'free') return gated;
    if (stats.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (stats.isError) {
      return isPlanGate(stats.error) ? (
        gated
      ) : (
        <Alert type="error" showIcon title={errorMessage(stats.error, language)} />
      );
    }
    const data = stats.data;
    if (data.portfolios === 0) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portfolio.dashboard.empty')}>
          <ButtonLink to="/portfolio" type="primary">
            {t('portfolio.empty.create')}
          </ButtonLink>
        </Empty>
      );
    }
    const item = (id: string, label: string, value: string, colourBy?: number | null) => (
      <div className="portfolio-stat" data-testid={`dashboard-portfolio-${id}`}>
        <dt className="portfolio-stat__label">{label}</dt>
        <dd
          className="portfolio-stat__value"
          style={colourBy === undefined ? undefined : gainStyle(colourBy)}
        >
          {value}
        </dd>
      </div>
    );
    return (
      <>
        <dl className="portfolio-stats">
          {item('value', t('portfolio.dashboard.totalValue'), money(data.totalValue))}
          {item(
            'return',
            t('portfolio.dashboard.totalReturn'),
            percent(data.totalReturn, true),
            data.totalReturn,
          )}
          {item(
            'monthly',
            t('portfolio.dashboard.monthlyReturn'),
            percent(data.monthlyReturn, true),
            data.monthlyReturn,
          )}
          {item('win-rate', t('portfolio.dashboard.winRate'), percent(data.winRate))}
          {item('positions', t('portfolio.dashboard.positions'), String(data.positions))}
        </dl>
        <ButtonLink to="/portfolio" type="link">
          {t('portfolio.dashboard.open')}
        </ButtonLink>
      </>
    );
  };

  return (
    <section
      className="dashboard-card"
      aria-labelledby="portfolio-stats-title"
      data-testid="portfolio-stats-panel"
    >
      <h2 id="portfolio-stats-title" className="dashboard-card__title">
        {t('portfolio.dashboard.title')}
      </h2>
      {body()}
    </section>
  );
}
