import type { PortfolioDetail, ScoreCard, ScoreRule } from '@alphadesk/contracts';
import { Empty, Table, Tag } from 'antd';
import { gainStyle, money, percent, points, ruleValue, score, signedMoney } from './format.ts';
import { useLabels } from './HoldingsTable.tsx';
import { useTranslation } from 'react-i18next';

function ScorePanel({ id, title, card }: { id: 'risk' | 'diversification'; title: string; card: ScoreCard }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const rules = card.rules.map((rule) => ({ ...rule, key: rule.id }));
  return (
    <section className="portfolio-card" aria-labelledby={`${id}-title`} data-testid={`score-${id}`}>
      <h2 id={`${id}-title`} className="portfolio-card__title">
        {title}
      </h2>
      <p className="portfolio-score">
        <span className="portfolio-score__value" data-testid={`score-${id}-value`}>
          {score(card.score)}
        </span>{' '}
        {card.score === null ? t('portfolio.overview.notMeasured') : t('portfolio.overview.outOf')}
      </p>
      <Table<ScoreRule & { key: string }>
        size="small"
        pagination={false}
        dataSource={rules}
        rowClassName={(rule) => (rule.applies ? '' : 'portfolio-rule--off')}
        columns={[
          {
            title: t('portfolio.overview.rule'),
            key: 'rule',
            render: (_, rule) => (
              <>
                {t(`portfolio.overview.rules.${rule.id}`)}
                {rule.subject ? (
                  <span className="portfolio__muted">
                    {' '}
                    （{rule.id === 'sector-concentration' ? labels.sector(rule.subject) : rule.subject}）
                  </span>
                ) : null}
              </>
            ),
          },
          {
            title: t('portfolio.overview.value'),
            key: 'value',
            render: (_, rule) => ruleValue(rule.value, rule.unit),
          },
          {
            title: t('portfolio.overview.threshold'),
            key: 'threshold',
            render: (_, rule) =>
              `${ruleValue(rule.threshold, rule.unit)} → ${ruleValue(rule.full, rule.unit)}`,
          },
          {
            title: t('portfolio.overview.contribution'),
            key: 'contribution',
            align: 'right',
            render: (_, rule) =>
              rule.applies ? (
                <span data-testid={`rule-${id}-${rule.id}`}>{points(rule.contribution)}</span>
              ) : (
                <Tag>{t('portfolio.overview.notApplicable')}</Tag>
              ),
          },
        ]}
      />
    </section>
  );
}

/** Risk /10 and diversification /10 rule by rule, and the four largest holdings (spec §2). */
export function Overview({ portfolio }: { portfolio: PortfolioDetail }) {
  const { t } = useTranslation();
  const top = portfolio.holdings.slice(0, 4);
  return (
    <div className="portfolio-overview" data-testid="portfolio-overview">
      <div className="portfolio-overview__scores">
        <ScorePanel id="risk" title={t('portfolio.overview.risk')} card={portfolio.risk} />
        <ScorePanel
          id="diversification"
          title={t('portfolio.overview.diversification')}
          card={portfolio.diversification}
        />
      </div>
      <section className="portfolio-card" aria-labelledby="top-title" data-testid="top-holdings">
        <h2 id="top-title" className="portfolio-card__title">
          {t('portfolio.overview.topHoldings')}
        </h2>
        {top.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portfolio.overview.noHoldings')} />
        ) : (
          <ol className="portfolio-top">
            {top.map((holding) => (
              <li key={holding.id} className="portfolio-top__item" data-testid={`top-${holding.symbol}`}>
                <span className="portfolio-top__name">
                  {holding.symbol} {holding.companyName}
                </span>
                <span>{money(holding.totalValue)}</span>
                <span className="portfolio__muted">{percent(holding.weight)}</span>
                <span style={gainStyle(holding.unrealizedGain)}>
                  {signedMoney(holding.unrealizedGain)} ({percent(holding.unrealizedGainPercent, true)})
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
