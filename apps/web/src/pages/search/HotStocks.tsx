import { FireOutlined } from '@ant-design/icons';
import type { HotStock } from '@alphadesk/contracts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHotStocks } from './queries.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { Change, SimulatedTag } from './Badges.tsx';
import {
  formatPercentOrDash,
  formatRatio,
  formatSignedPrice,
  formatTaipeiDateTime,
  NO_VALUE,
} from './format.ts';

function HotStockItem({ stock, onPick }: { stock: HotStock; onPick: (stock: HotStock) => void }) {
  const { t } = useTranslation();
  const facts: [key: string, label: string, value: string][] = [
    ['trend', t('search.hot.trendScore'), `${stock.trendScore}/100`],
    ['momentum', t('search.hot.momentum'), t(`search.hot.momentumLevels.${stock.momentumLevel}`)],
    ['upside', t('search.hot.targetUpside'), formatPercentOrDash(stock.targetUpside, true)],
    ['risk-reward', t('search.hot.riskReward'), formatRatio(stock.riskReward)],
    [
      'rating',
      t('search.hot.rating'),
      stock.analystRating ? t(`search.ratings.${stock.analystRating}`) : NO_VALUE,
    ],
    ['analyses', t('search.hot.analysisCount'), String(stock.analysisCount)],
  ];
  return (
    <li>
      <button
        type="button"
        className="side-item"
        onClick={() => onPick(stock)}
        data-testid={`hot-${stock.symbol}`}
      >
        <span className="side-item__row">
          <span className="side-item__title">
            <strong>{stock.symbol}</strong> {stock.name}
            <span className="side-item__market">{t(`search.markets.${stock.market}`)}</span>
          </span>
          <Change value={stock.change} testId={`hot-${stock.symbol}-change`}>
            {`${formatSignedPrice(stock.change)} (${formatPercentOrDash(stock.changePercent, true)})`}
          </Change>
        </span>
        <span className="side-item__reason">{stock.reason}</span>
        <span className="side-item__facts">
          {facts.map(([key, label, value]) => (
            <span key={key} data-testid={`hot-${stock.symbol}-${key}`}>
              {label} {value}
            </span>
          ))}
        </span>
      </button>
    </li>
  );
}

/**
 * The hot stocks of `GET /api/stocks/hot` (ranking and formulas in the market module's README);
 * choosing one searches it.
 */
export function HotStocks({ onPick }: { onPick: (stock: HotStock) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hot = useHotStocks();
  let body;
  if (hot.isError) body = <p className="muted">{t('search.hot.failed')}</p>;
  else if (!hot.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (hot.data.stocks.length === 0) body = <p className="muted">{t('search.hot.empty')}</p>;
  else
    body = (
      <ol className="side-list">
        {hot.data.stocks.map((stock) => (
          <HotStockItem key={`${stock.market}-${stock.symbol}`} stock={stock} onPick={onPick} />
        ))}
      </ol>
    );
  return (
    <section className="side-panel" data-testid="hot-stocks">
      <h2 className="side-panel__title">
        <FireOutlined aria-hidden /> {t('search.hot.title')}
        {hot.data?.simulated ? <SimulatedTag /> : null}
      </h2>
      {hot.data ? (
        <p className="muted small">
          {t('search.hot.asOf', { time: formatTaipeiDateTime(hot.data.asOf, language) })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
