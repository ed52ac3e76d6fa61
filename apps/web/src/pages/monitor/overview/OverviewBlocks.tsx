import type {
  BuySell,
  InstitutionalTotals,
  MarginTotals,
  MarketBreadth,
  MarketIndex,
  MarketOverviewResponse,
  OverviewBlockStatus,
} from '@alphadesk/contracts';
import { formatCompact, formatPercent, marketTone } from '@alphadesk/ui/plain';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BlockHeader } from './BlockHeader.tsx';

const signedNumber = (value: number, digits = 2) =>
  `${value > 0 ? '+' : ''}${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;

/** YYYY-MM-DD of an instant in Taipei (the data dates of the other blocks are Taipei dates). */
const taipeiDay = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });

const datesOf = (markets: readonly { date: string }[]) => [...new Set(markets.map((m) => m.date))].join('、');

/** 無資料 with why: the simulator does not model the totals, or the source has nothing. */
export function BlockEmpty({ status }: { status: OverviewBlockStatus }) {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={status === 'not_simulated' ? t('marketOverview.notSimulated') : t('marketOverview.noData')}
    />
  );
}

export function IndicesGrid({ indices }: { indices: MarketIndex[] }) {
  const { t } = useTranslation();
  return (
    <section className="market-block" data-testid="overview-indices">
      <BlockHeader title={t('marketOverview.sections.indices')} />
      {indices.length === 0 ? (
        <BlockEmpty status="no_data" />
      ) : (
        <div className="market-indices">
          {indices.map((index) => (
            <div key={index.symbol} className="market-index" data-testid="overview-index">
              <div className="market-index__name">
                {index.name}
                {index.simulated ? <Tag color="orange">{t('marketOverview.simulated')}</Tag> : null}
              </div>
              <div className="market-index__value">
                {index.value.toLocaleString('en-US', { maximumFractionDigits: 2 })}
              </div>
              <div className="market-index__change" style={{ color: marketTone(index.change) }}>
                {signedNumber(index.change)} ({formatPercent(index.changePercent, { signed: true })})
              </div>
              <div className="market-index__date">{index.asOf ? taipeiDay(index.asOf) : null}</div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function BreadthBar({ market }: { market: MarketBreadth }) {
  const { t } = useTranslation();
  const total = market.advancers + market.decliners + market.unchanged;
  const share = (count: number) => (total > 0 ? `${(count / total) * 100}%` : '0%');
  return (
    <div className="market-breadth" data-testid={`overview-breadth-${market.exchange}`}>
      <div className="market-breadth__label">
        <strong>{t(`marketOverview.exchanges.${market.exchange}`)}</strong>
        <span>{t('marketOverview.dataDate', { date: market.date })}</span>
      </div>
      <div
        className="market-breadth__bar"
        role="img"
        aria-label={`${market.advancers}/${market.unchanged}/${market.decliners}`}
      >
        <span style={{ width: share(market.advancers), background: marketTone(1) }} />
        <span style={{ width: share(market.unchanged), background: marketTone(0) }} />
        <span style={{ width: share(market.decliners), background: marketTone(-1) }} />
      </div>
      <div className="market-breadth__counts">
        <span style={{ color: marketTone(1) }}>
          {t('marketOverview.breadth.advancers')} {market.advancers} ·{' '}
          {t('marketOverview.breadth.limitUp', { count: market.limitUp })}
        </span>
        <span style={{ color: marketTone(0) }}>
          {t('marketOverview.breadth.unchanged')} {market.unchanged}
        </span>
        <span style={{ color: marketTone(-1) }}>
          {t('marketOverview.breadth.decliners')} {market.decliners} ·{' '}
          {t('marketOverview.breadth.limitDown', { count: market.limitDown })}
        </span>
      </div>
    </div>
  );
}

export function BreadthBlock({ block }: { block: MarketOverviewResponse['breadth'] }) {
  const { t } = useTranslation();
  return (
    <section className="market-block" data-testid="overview-breadth">
      <BlockHeader
        title={t('marketOverview.sections.breadth')}
        sources={block.markets.map((market) => market.source)}
        simulated={block.markets.some((market) => market.simulated)}
      />
      {block.status === 'ok' ? (
        block.markets.map((market) => <BreadthBar key={market.exchange} market={market} />)
      ) : (
        <BlockEmpty status={block.status} />
      )}
    </section>
  );
}

function Amount({ value, tone = false }: { value: number; tone?: boolean }) {
  const { i18n } = useTranslation();
  const text = formatCompact(value, i18n.language);
  return (
    <span style={tone ? { color: marketTone(value) } : undefined}>
      {tone && value > 0 ? `+${text}` : text}
    </span>
  );
}

function InstitutionalCard({ market }: { market: InstitutionalTotals }) {
  const { t } = useTranslation();
  const rows: ['foreign' | 'trust' | 'dealers' | 'total', BuySell][] = [
    ['foreign', market.foreign],
    ['trust', market.trust],
    ['dealers', market.dealers],
    ['total', market.total],
  ];
  return (
    <div className="market-card" data-testid={`overview-institutional-${market.exchange}`}>
      <div className="market-card__title">
        <strong>{t(`marketOverview.exchanges.${market.exchange}`)}</strong>
        <span>{t('marketOverview.dataDate', { date: market.date })}</span>
      </div>
      <dl className="market-flows">
        <dt />
        <dd className="market-flows__head">{t('marketOverview.institutional.buy')}</dd>
        <dd className="market-flows__head">{t('marketOverview.institutional.sell')}</dd>
        <dd className="market-flows__head">{t('marketOverview.institutional.net')}</dd>
        {rows.map(([key, values]) => [
          <dt key={`${key}-name`}>{t(`marketOverview.institutional.${key}`)}</dt>,
          <dd key={`${key}-buy`}>
            <Amount value={values.buy} />
          </dd>,
          <dd key={`${key}-sell`}>
            <Amount value={values.sell} />
          </dd>,
          <dd key={`${key}-net`}>
            <Amount value={values.net} tone />
          </dd>,
        ])}
      </dl>
    </div>
  );
}

export function InstitutionalBlock({ block }: { block: MarketOverviewResponse['institutional'] }) {
  const { t } = useTranslation();
  return (
    <section className="market-block" data-testid="overview-institutional">
      <BlockHeader
        title={t('marketOverview.sections.institutional')}
        date={datesOf(block.markets)}
        sources={block.markets.map((market) => market.source)}
      />
      {block.status === 'ok' ? (
        <div className="market-cards">
          {block.markets.map((market) => (
            <InstitutionalCard key={market.exchange} market={market} />
          ))}
        </div>
      ) : (
        <BlockEmpty status={block.status} />
      )}
    </section>
  );
}

function MarginCard({ market }: { market: MarginTotals }) {
  const { t } = useTranslation();
  const change = (today: number, before: number) => {
    const delta = today - before;
    return (
      <span style={{ color: marketTone(delta) }}>
        {t('marketOverview.margin.change', {
          change: `${delta > 0 ? '+' : ''}${delta.toLocaleString('en-US')}`,
        })}
      </span>
    );
  };
  return (
    <div className="market-card" data-testid={`overview-margin-${market.exchange}`}>
      <div className="market-card__title">
        <strong>{t(`marketOverview.exchanges.${market.exchange}`)}</strong>
        <span>{t('marketOverview.dataDate', { date: market.date })}</span>
      </div>
      <dl className="market-margin">
        <dt>{t('marketOverview.margin.marginBalance')}</dt>
        <dd>
          {market.marginBalance.toLocaleString('en-US')} {change(market.marginBalance, market.marginPrevious)}
        </dd>
        <dt>{t('marketOverview.margin.shortBalance')}</dt>
        <dd>
          {market.shortBalance.toLocaleString('en-US')} {change(market.shortBalance, market.shortPrevious)}
        </dd>
        {market.marginAmount !== null ? (
          <>
            <dt>{t('marketOverview.margin.marginAmount')}</dt>
            <dd>
              NT$ <Amount value={market.marginAmount} />
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

export function MarginBlock({ block }: { block: MarketOverviewResponse['margin'] }) {
  const { t } = useTranslation();
  return (
    <section className="market-block" data-testid="overview-margin">
      <BlockHeader
        title={t('marketOverview.sections.margin')}
        date={datesOf(block.markets)}
        sources={block.markets.map((market) => market.source)}
      />
      {block.status === 'ok' ? (
        <div className="market-cards">
          {block.markets.map((market) => (
            <MarginCard key={market.exchange} market={market} />
          ))}
        </div>
      ) : (
        <BlockEmpty status={block.status} />
      )}
    </section>
  );
}

export function NoticesBlock({ notices }: { notices: MarketOverviewResponse['notices'] }) {
  const { t } = useTranslation();
  return (
    <section className="market-block" data-testid="overview-notices">
      <BlockHeader title={t('marketOverview.sections.notices')} date={notices.date} />
      {notices.events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('marketOverview.notices.empty')} />
      ) : (
        <ul className="market-notices">
          {notices.events.map((event) => (
            <li key={event.id} className="market-notice">
              <Tag color={event.type.startsWith('disposition') ? 'red' : 'gold'}>
                {event.type.startsWith('disposition')
                  ? t('marketOverview.notices.disposition')
                  : t('marketOverview.notices.attention')}
              </Tag>
              <strong>{event.affectedSymbols.join('、')}</strong> {event.title}
              {event.simulated ? <Tag color="orange">{t('marketOverview.simulated')}</Tag> : null}
              <div className="market-notice__description">{event.description}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
