import type { Holding } from '@alphadesk/contracts';
import { Empty, Table, Tooltip } from 'antd';
import { gainStyle, money, percent, price, shares, signedMoney } from './format.ts';
import { usePortfolioT, type PortfolioKey } from './texts.ts';

const sectorKeys = new Set([
  'technology',
  'finance',
  'healthcare',
  'energy',
  'consumer',
  'industrial',
  'materials',
  'utilities',
  'realestate',
  'telecom',
  'etf',
  'other',
]);

/** A sector or exchange label from the portfolio texts; an unknown value is shown as it came. */
export function useLabels() {
  const t = usePortfolioT();
  return {
    sector: (value: string | null) =>
      value === null
        ? t('holdings.noSector')
        : sectorKeys.has(value)
          ? t(`sectors.${value}` as PortfolioKey)
          : value,
    market: (value: string) => (value === 'TWSE' || value === 'TPEx' ? t(`markets.${value}`) : value),
  };
}

/** Open positions, largest first, with both cost methods side by side (spec §3 Holding, extended). */
export function HoldingsTable({ holdings }: { holdings: readonly Holding[] }) {
  const t = usePortfolioT();
  const labels = useLabels();
  if (holdings.length === 0) {
    return <Empty description={t('holdings.empty')} data-testid="holdings-empty" />;
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
          title: t('holdings.symbol'),
          key: 'symbol',
          fixed: 'left',
          render: (_, h) => (
            <>
              <strong>{h.symbol}</strong> {h.companyName}
            </>
          ),
        },
        {
          title: t('holdings.quantity'),
          key: 'quantity',
          align: 'right',
          render: (_, h) => (
            <Tooltip title={t('holdings.lots', { lots: h.lots, odd: h.oddShares })}>
              <span data-testid="holding-quantity">{shares(h.quantity)}</span>
            </Tooltip>
          ),
        },
        {
          title: t('holdings.averagePrice'),
          key: 'avg',
          align: 'right',
          render: (_, h) => price(h.averagePrice),
        },
        {
          title: t('holdings.fifoPrice'),
          key: 'fifo',
          align: 'right',
          render: (_, h) => price(h.fifoAveragePrice),
        },
        {
          title: t('holdings.currentPrice'),
          key: 'price',
          align: 'right',
          render: (_, h) => price(h.currentPrice),
        },
        {
          title: t('holdings.totalValue'),
          key: 'value',
          align: 'right',
          render: (_, h) => <span data-testid="holding-value">{money(h.totalValue)}</span>,
        },
        {
          title: t('holdings.dayChange'),
          key: 'day',
          align: 'right',
          render: (_, h) => (
            <span style={gainStyle(h.dayChange)}>
              {signedMoney(h.dayChange)} ({percent(h.dayChangePercent, true)})
            </span>
          ),
        },
        {
          title: t('holdings.unrealizedGain'),
          key: 'unrealized',
          align: 'right',
          render: (_, h) => (
            <span style={gainStyle(h.unrealizedGain)} data-testid="holding-unrealized">
              {signedMoney(h.unrealizedGain)} ({percent(h.unrealizedGainPercent, true)})
            </span>
          ),
        },
        {
          title: t('holdings.realizedGain'),
          key: 'realized',
          align: 'right',
          render: (_, h) => <span style={gainStyle(h.realizedGain)}>{signedMoney(h.realizedGain)}</span>,
        },
        {
          title: t('holdings.dividends'),
          key: 'dividends',
          align: 'right',
          render: (_, h) => money(h.dividends),
        },
        {
          title: t('holdings.weight'),
          key: 'weight',
          align: 'right',
          render: (_, h) => <span data-testid="holding-weight">{percent(h.weight)}</span>,
        },
        { title: t('holdings.sector'), key: 'sector', render: (_, h) => labels.sector(h.sector) },
        { title: t('holdings.market'), key: 'market', render: (_, h) => labels.market(h.exchange) },
      ]}
    />
  );
}
