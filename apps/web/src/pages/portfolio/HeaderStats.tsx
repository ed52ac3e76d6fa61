import type { PortfolioDetail } from '@alphadesk/contracts';
import type { ReactNode } from 'react';
import { gainStyle, money, percent, signedMoney } from './format.ts';
import { useTranslation } from 'react-i18next';

function Stat({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="portfolio-stat" data-testid={`stat-${id}`}>
      <dt className="portfolio-stat__label">{label}</dt>
      <dd className="portfolio-stat__value">{children}</dd>
    </div>
  );
}

/** The portfolio's totals and its all-time returns, as the server computed them. */
export function HeaderStats({ portfolio }: { portfolio: PortfolioDetail }) {
  const { t } = useTranslation();
  const all = portfolio.returns.find((entry) => entry.period === 'all');
  return (
    <div className="portfolio-stats-block">
      <dl className="portfolio-stats" data-testid="portfolio-stats">
        <Stat id="total-value" label={t('portfolio.stats.totalValue')}>
          {money(portfolio.totalValue)}
        </Stat>
        <Stat id="total-cost" label={t('portfolio.stats.totalCost')}>
          {money(portfolio.totalCost)}
        </Stat>
        <Stat id="total-gain" label={t('portfolio.stats.totalGain')}>
          <span style={gainStyle(portfolio.totalGain)}>
            {signedMoney(portfolio.totalGain)} ({percent(portfolio.totalGainPercent, true)})
          </span>
        </Stat>
        <Stat id="day-change" label={t('portfolio.stats.dayChange')}>
          <span style={gainStyle(portfolio.dayChange)}>
            {signedMoney(portfolio.dayChange)} ({percent(portfolio.dayChangePercent, true)})
          </span>
        </Stat>
        <Stat id="realized-gain" label={t('portfolio.stats.realizedGain')}>
          <span style={gainStyle(portfolio.realizedGain)}>{signedMoney(portfolio.realizedGain)}</span>
        </Stat>
        <Stat id="dividends" label={t('portfolio.stats.dividends')}>
          {money(portfolio.dividends)}
        </Stat>
        {portfolio.trackCash ? (
          <Stat id="cash" label={t('portfolio.stats.cash')}>
            {money(portfolio.cash)}
          </Stat>
        ) : null}
        <Stat id="twr" label={t('portfolio.stats.returnAll')}>
          <span style={gainStyle(all?.timeWeightedReturn ?? null)}>
            {percent(all?.timeWeightedReturn ?? null, true)}
          </span>
        </Stat>
        <Stat id="xirr" label={t('portfolio.stats.xirr')}>
          <span style={gainStyle(all?.xirr ?? null)}>{percent(all?.xirr ?? null, true)}</span>
        </Stat>
      </dl>
      <p className="portfolio__muted">
        {portfolio.asOf ? t('portfolio.asOf', { date: portfolio.asOf }) : null}
        {portfolio.simulated ? ` · ${t('portfolio.simulated')}` : null}
      </p>
    </div>
  );
}
