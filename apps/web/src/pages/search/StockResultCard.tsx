import type { StockDetail } from '@alphadesk/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AiPreview } from './AiPreview.tsx';
import { Change, SimulatedTag, StaleTag, sourceLabel } from './Badges.tsx';
import {
  formatBig,
  formatPercentOrDash,
  formatPrice,
  formatRatio,
  formatSignedPrice,
  formatTaipeiDateTime,
  NO_VALUE,
} from './format.ts';
import { PriceChartPanel } from './PriceChartPanel.tsx';

/**
 * The result of a search (`GET /api/stocks/detail`): identity, quote, valuation, the quote's time and
 * source with its simulated and stale flags, the AI preview and the candlestick chart. Every number
 * is the API's; a missing one shows —.
 */
export function StockResultCard({ stock }: { stock: StockDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const withUnit = (value: string, unit: string) => (value === NO_VALUE ? value : `${value} ${unit}`);
  const stats: [key: string, label: string, value: string][] = [
    ['open', t('search.card.open'), formatPrice(stock.open)],
    ['high', t('search.card.high'), formatPrice(stock.high)],
    ['low', t('search.card.low'), formatPrice(stock.low)],
    ['previous-close', t('search.card.previousClose'), formatPrice(stock.previousClose)],
    ['volume', t('search.card.volume'), withUnit(formatBig(stock.volume, language), t('search.card.shares'))],
    [
      'market-cap',
      t('search.card.marketCap'),
      withUnit(formatBig(stock.marketCap, language), stock.currency),
    ],
    ['pe', t('search.card.peRatio'), formatRatio(stock.peRatio)],
    ['dividend-yield', t('search.card.dividendYield'), formatPercentOrDash(stock.dividendYield)],
  ];

  return (
    <article className="result-card" data-testid="result-card">
      <header className="result-card__header">
        <div className="result-card__identity">
          <h2 className="result-card__name">
            <span data-testid="result-name">{stock.name}</span>
            <span className="result-card__symbol" data-testid="result-symbol">
              {stock.symbol}
            </span>
          </h2>
          {stock.nameEn ? <p className="muted small">{stock.nameEn}</p> : null}
          <div className="result-card__tags">
            <Tag>{stock.exchange}</Tag>
            <Tag>{t(`search.markets.${stock.market}`)}</Tag>
            {stock.sector ? <Tag>{t(`sectors.${stock.sector}`)}</Tag> : null}
            {stock.kind === 'etf' ? <Tag>{t('search.card.etf')}</Tag> : null}
            {stock.simulated ? <SimulatedTag /> : null}
            {stock.stale ? <StaleTag asOf={stock.asOf} /> : null}
          </div>
        </div>
        <div className="result-card__quote">
          <div className="result-card__price">
            <span data-testid="result-price">{formatPrice(stock.price)}</span>
            <span className="result-card__currency">{stock.currency}</span>
          </div>
          <div className="result-card__change">
            <Change value={stock.change} testId="result-change">
              {formatSignedPrice(stock.change)}
            </Change>
            <Change value={stock.changePercent} testId="result-change-percent">
              {formatPercentOrDash(stock.changePercent, true)}
            </Change>
          </div>
          <p className="muted small" data-testid="result-quote-time">
            {t('search.card.quoteTime', { time: formatTaipeiDateTime(stock.asOf, language) })} ·{' '}
            {t('search.card.source', { source: sourceLabel(stock.source, t) })}
          </p>
        </div>
      </header>

      <dl className="stat-grid">
        {stats.map(([key, label, value]) => (
          <div key={key} className="stat-grid__item">
            <dt>{label}</dt>
            <dd data-testid={`result-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>

      <AiPreview stock={stock} />
      <PriceChartPanel key={stock.symbol} symbol={stock.symbol} />
    </article>
  );
}
