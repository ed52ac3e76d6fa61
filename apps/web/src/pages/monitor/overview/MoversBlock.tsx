import type { OverviewMover, OverviewMovers } from '@alphadesk/contracts';
import { formatCompact, formatPercent, marketTone } from '@alphadesk/ui/plain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlockEmpty } from './OverviewBlocks.tsx';
import { BlockHeader } from './BlockHeader.tsx';

/**
 * One ranking as a list of rows: a four-column table on wide screens, stacked cards on a phone
 * (CSS grid areas), so nothing scrolls sideways.
 */
function MoverList({ id, title, rows }: { id: string; title: string; rows: OverviewMover[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="market-movers__list" data-testid={`overview-movers-${id}`}>
      <h3 className="market-movers__title">{title}</h3>
      {rows.length === 0 ? (
        <p className="market-movers__empty">{t('marketOverview.movers.empty')}</p>
      ) : (
        <ol className="market-movers__rows">
          <li className="market-mover market-mover--head" aria-hidden="true">
            <span className="market-mover__stock">{t('marketOverview.movers.stock')}</span>
            <span className="market-mover__price">{t('marketOverview.movers.price')}</span>
            <span className="market-mover__change">{t('marketOverview.movers.change')}</span>
            <span className="market-mover__value">{t('marketOverview.movers.value')}</span>
          </li>
          {rows.map((row) => (
            <li key={row.symbol} className="market-mover" data-testid="overview-mover">
              <span className="market-mover__stock">
                <Link to={`/stock-search?symbol=${encodeURIComponent(row.symbol)}`}>
                  {row.symbol} {row.name}
                </Link>
                <small>{t(`marketOverview.exchanges.${row.exchange}`)}</small>
              </span>
              <span className="market-mover__price">{row.price.toLocaleString('en-US')}</span>
              <span className="market-mover__change" style={{ color: marketTone(row.change) }}>
                {formatPercent(row.changePercent, { signed: true })}
              </span>
              <span className="market-mover__value">
                <span className="market-mover__label">{t('marketOverview.movers.value')} </span>
                {formatCompact(row.value, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function MoversBlock({ movers }: { movers: OverviewMovers }) {
  const { t } = useTranslation();
  const count = { count: Math.max(movers.gainers.length, movers.losers.length, movers.byValue.length) };
  return (
    <section className="market-block" data-testid="overview-movers">
      <BlockHeader
        title={t('marketOverview.sections.movers')}
        asOf={movers.asOf}
        sources={[movers.source]}
        simulated={movers.simulated}
      >
        <span>{t('marketOverview.movers.ranked', { count: movers.ranked })}</span>
      </BlockHeader>
      {movers.status === 'ok' ? (
        <>
          <div className="market-movers">
            <MoverList id="gainers" title={t('marketOverview.movers.gainers', count)} rows={movers.gainers} />
            <MoverList id="losers" title={t('marketOverview.movers.losers', count)} rows={movers.losers} />
            <MoverList id="value" title={t('marketOverview.movers.byValue', count)} rows={movers.byValue} />
          </div>
          <p className="market-block__note">{t('marketOverview.movers.valueNote')}</p>
        </>
      ) : (
        <BlockEmpty status={movers.status} />
      )}
    </section>
  );
}
