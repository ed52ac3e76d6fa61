import { Sector, type Holding } from '@alphadesk/contracts';
import { Empty, Table, Tooltip } from 'antd';
import { gainStyle, money, percent, price, shares, signedMoney } from './format.ts';
import { useTranslation } from 'react-i18next';

const sectors = new Set<string>(Sector.options);
const isSector = (value: string): value is Sector => sectors.has(value);
/** The portfolio's own groups beside the contracts' sectors. */
const isGroup = (value: string): value is 'etf' | 'other' => value === 'etf' || value === 'other';

/** A sector or exchange label from the portfolio texts; an unknown value is shown as it came. */
export function useLabels() {
  const { t } = useTranslation();
  return {
    sector: (value: string | null) =>
      value === null
        ? t('portfolio.holdings.noSector')
        : isSector(value)
          ? t(`sectors.${value}`)
          : isGroup(value)
            ? t(`portfolio.sectorGroups.${value}`)
            : value,
    market: (value: string) =>
      value === 'TWSE' || value === 'TPEx' ? t(`portfolio.markets.${value}`) : value,
  };
}

/** Open positions, largest first, with both cost methods side by side (spec §3 Holding, extended). */
export function HoldingsTable({ holdings }: { holdings: readonly Holding[] }) {
  const { t } = useTranslation();
  const labels = useLabels();
  if (holdings.length === 0) {
    return <Empty description={t('portfolio.holdings.empty')} data-testid="holdings-empty" />;
  }
  return (
    <Table<Holding>
      rowKey="id"
      size="middle"
      pagination={false}
      scroll={{ x: 1400 }}
      dataSource={[...holdings]}
      data-testid="holdings-table"
      columns={[
        {
          title: t('portfolio.holdings.symbol'),
          key: 'symbol',
          fixed: 'left',
          render: (_, h) => (
            <>
              <strong>{h.symbol}</strong> {h.companyName}
            </>
          ),
        },
        {
          title: t('portfolio.holdings.quantity'),
          key: 'quantity',
          align: 'right',
          render: (_, h) => (
            <Tooltip title={t('portfolio.holdings.lots', { lots: h.lots, odd: h.oddShares })}>
              <span data-testid="holding-quantity">{shares(h.quantity)}</span>
            </Tooltip>
          ),
        },
        {
          title: t('portfolio.holdings.averagePrice'),
          key: 'avg',
          align: 'right',
          render: (_, h) => price(h.averagePrice),
        },
        {
          title: t('portfolio.holdings.fifoPrice'),
          key: 'fifo',
          align: 'right',
          render: (_, h) => price(h.fifoAveragePrice),
        },
        {
          title: t('portfolio.holdings.currentPrice'),
          key: 'price',
          align: 'right',
          render: (_, h) => price(h.currentPrice),
        },
        {
          title: t('portfolio.holdings.totalValue'),
          key: 'value',
          align: 'right',
          render: (_, h) => <span data-testid="holding-value">{money(h.totalValue)}</span>,
        },
        {
          title: t('portfolio.holdings.dayChange'),
          key: 'day',
          align: 'right',
          render: (_, h) => (
            <span style={gainStyle(h.dayChange)}>
              {signedMoney(h.dayChange)} ({percent(h.dayChangePercent, true)})
            </span>
          ),
        },
        {
          title: t('portfolio.holdings.unrealizedGain'),
          key: 'unrealized',
          align: 'right',
          render: (_, h) => (
            <span style={gainStyle(h.unrealizedGain)} data-testid="holding-unrealized">
              {signedMoney(h.unrealizedGain)} ({percent(h.unrealizedGainPercent, true)})
            </span>
          ),
        },
        {
          title: t('portfolio.holdings.realizedGain'),
          key: 'realized',
          align: 'right',
          render: (_, h) => <span style={gainStyle(h.realizedGain)}>{signedMoney(h.realizedGain)}</span>,
        },
        {
          title: t('portfolio.holdings.dividends'),
          key: 'dividends',
          align: 'right',
          render: (_, h) => money(h.dividends),
        },
        {
          title: t('portfolio.holdings.weight'),
          key: 'weight',
          align: 'right',
          render: (_, h) => <span data-testid="holding-weight">{percent(h.weight)}</span>,
        },
        { title: t('portfolio.holdings.sector'), key: 'sector', render: (_, h) => labels.sector(h.sector) },
        { title: t('portfolio.holdings.market'), key: 'market', render: (_, h) => labels.market(h.exchange) },
      ]}
    />
  );
}
