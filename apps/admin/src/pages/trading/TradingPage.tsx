import { tradingOrderStatuses } from '@alphadesk/contracts';
import type { RiskMetrics, TradingStats } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, Card, Col, Descriptions, Input, Row, Select, Space, Statistic, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { rate, taipeiDateTime, twd } from '../money-format.ts';
import { listOrders, riskMetrics, tradingStats, type OrderFilters, type TradingOrder } from './api.ts';

/** Spec §9: the trading screen reloads every 60 s. */
const refreshMs = 60_000;
const fixed = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? '—' : value.toFixed(digits);

/** Trading management (admin spec §2.13): members' recorded trades, their totals and the book's risk. */
export function TradingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useState<OrderFilters>({ page: 1 });
  const [orders, setOrders] = useState<{ orders: TradingOrder[]; total: number }>({ orders: [], total: 0 });
  const [stats, setStats] = useState<TradingStats | null>(null);
  const [risk, setRisk] = useState<RiskMetrics | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  const loadSummary = useCallback(async () => {
    try {
      const [s, r] = await Promise.all([tradingStats(), riskMetrics()]);
      setStats(s.stats);
      setRisk(r.metrics);
    } catch (caught) {
      setError(caught);
    }
  }, []);
  useEffect(() => {
    void loadSummary();
    const timer = setInterval(() => void loadSummary(), refreshMs);
    return () => clearInterval(timer);
  }, [loadSummary]);
  useEffect(() => {
    setLoading(true);
    listOrders(filters)
      .then(setOrders, setError)
      .finally(() => setLoading(false));
  }, [filters]);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error, language)} /> : null}
      <Row gutter={[16, 16]}>
        {(
          [
            ['money.trading.orders', stats?.total_orders ?? 0],
            ['money.trading.executed', stats?.executed_orders ?? 0],
            ['money.trading.pending', stats?.pending_orders ?? 0],
            ['money.trading.volume', stats?.total_volume ?? 0],
            ['money.trading.value', twd(stats?.total_value)],
            ['money.trading.members', stats?.members ?? 0],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} xs={12} md={4}>
            <Card size="small">
              <Statistic title={t(key)} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        title={t('money.trading.risk')}
        extra={risk?.simulated ? <Tag color="orange">{t('money.trading.simulated')}</Tag> : null}
      >
        <Row gutter={[16, 16]}>
          {(
            [
              ['money.trading.exposure', twd(risk?.total_exposure)],
              ['money.trading.var', twd(risk?.var_95)],
              ['money.trading.drawdown', rate(risk?.max_drawdown)],
              ['money.trading.sharpe', fixed(risk?.sharpe_ratio)],
              ['money.trading.beta', fixed(risk?.beta)],
              ['money.trading.volatility', rate(risk?.volatility)],
            ] as const
          ).map(([key, value]) => (
            <Col key={key} xs={12} md={4}>
              <Statistic title={t(key)} value={value} />
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              title={() => t('money.trading.bySymbol')}
              dataSource={risk?.concentration_by_symbol ?? []}
              columns={[
                { title: t('money.trading.symbol'), dataIndex: 'key' },
                { title: t('money.trading.value'), dataIndex: 'value', render: twd },
                { title: '%', dataIndex: 'weight', render: rate },
              ]}
            />
          </Col>
          <Col xs={24} md={12}>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              title={() => t('money.trading.byMember')}
              dataSource={risk?.concentration_by_member ?? []}
              columns={[
                { title: t('money.member'), dataIndex: 'key' },
                { title: t('money.trading.value'), dataIndex: 'value', render: twd },
                { title: '%', dataIndex: 'weight', render: rate },
              ]}
            />
          </Col>
          <Col span={24}>
            <Descriptions size="small" column={1} title={t('money.finance.formulas')}>
              {Object.entries(risk?.formulas ?? {}).map(([key, text]) => (
                <Descriptions.Item key={key} label={key}>
                  {text}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Col>
        </Row>
      </Card>
      <Card title={t('money.trading.recent')}>
        <Space style={{ marginBottom: 12 }} wrap>
          <Select
            allowClear
            placeholder={t('money.status')}
            style={{ width: 160 }}
            options={tradingOrderStatuses.map((value) => ({ value, label: value }))}
            onChange={(status?: string) => setFilters((f) => ({ ...f, page: 1, status }))}
          />
          <Input.Search
            allowClear
            placeholder={t('money.trading.symbol')}
            style={{ width: 160 }}
            onSearch={(symbol) =>
              setFilters((f) => ({ ...f, page: 1, symbol: symbol.trim().toUpperCase() || undefined }))
            }
          />
          <Input.Search
            allowClear
            placeholder={t('money.trading.memberId')}
            style={{ width: 320 }}
            onSearch={(userId) => setFilters((f) => ({ ...f, page: 1, user_id: userId.trim() || undefined }))}
          />
        </Space>
        <Table<TradingOrder>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={orders.orders}
          pagination={{
            current: filters.page,
            pageSize: 10,
            total: orders.total,
            onChange: (page) => setFilters((f) => ({ ...f, page })),
          }}
          columns={[
            { title: t('money.time'), dataIndex: 'trade_date' },
            { title: t('money.trading.symbol'), dataIndex: 'symbol' },
            {
              title: t('money.finance.type'),
              dataIndex: 'order_type',
              render: (v: string) => (
                <Tag color={v === 'buy' ? 'red' : 'green'}>
                  {v === 'buy' ? t('money.trading.buy') : t('money.trading.sell')}
                </Tag>
              ),
            },
            { title: t('money.trading.quantity'), dataIndex: 'quantity' },
            { title: t('money.trading.price'), dataIndex: 'price' },
            { title: t('money.trading.value'), dataIndex: 'value', render: twd },
            { title: t('money.status'), dataIndex: 'status' },
            { title: t('money.member'), dataIndex: 'user_id' },
            { title: t('money.trading.recorded'), dataIndex: 'created_at', render: taipeiDateTime },
          ]}
        />
      </Card>
    </Space>
  );
}
