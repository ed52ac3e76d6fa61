import type { GatewayTransaction } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, Card, Col, Descriptions, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { rate, taipeiDateTime, twd } from '../money-format.ts';
import { financeOverview, type PeriodKind } from './api.ts';
import { RevenueBars } from './RevenueBars.tsx';
import { useLoad } from './useLoad.ts';

export function OverviewTab({ period, refreshKey }: { period: PeriodKind; refreshKey: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, loading } = useLoad(() => financeOverview(period), [period, refreshKey]);
  if (error) return <Alert type="error" showIcon title={apiErrorMessage(error, language)} />;
  const o = data?.overview;
  const cards: [string, string][] = [
    [t('money.totalRevenue'), twd(o?.total_revenue)],
    [t('money.finance.refunds'), twd(o?.refunds)],
    [t('money.finance.net'), twd(o?.net_revenue)],
    [t('money.finance.netProfit'), twd(o?.net_profit)],
    [t('money.finance.margin'), rate(o?.profit_margin)],
    [t('money.growth'), rate(o?.growth_rate)],
    [t('money.finance.mrr'), twd(o?.mrr)],
    [t('money.finance.arr'), twd(o?.arr)],
    [t('money.finance.expenses'), twd(o?.total_expenses)],
    [t('money.finance.arpu'), twd(o?.arpu)],
    [t('money.churn'), rate(o?.churn_rate)],
    [t('money.finance.payers'), String(o?.paying_members ?? '—')],
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>{o ? <strong>{o.period.label}</strong> : null}</Col>
      {cards.map(([key, value]) => (
        <Col key={key} xs={12} md={6} lg={4}>
          <Card size="small" loading={loading && !o}>
            <Statistic title={key} value={value} />
          </Card>
        </Col>
      ))}
      <Col xs={24} lg={12}>
        <Card size="small" title={t('money.finance.trend')}>
          <RevenueBars points={o?.trend ?? []} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('money.finance.formulas')}>
          <Descriptions column={1} size="small">
            {Object.entries(o?.formulas ?? {}).map(([key, text]) => (
              <Descriptions.Item key={key} label={key}>
                {text}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('money.finance.recent')}>
          <Table<GatewayTransaction>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={o?.recent_transactions ?? []}
            columns={[
              { title: t('money.orderNumber'), dataIndex: 'order_number' },
              { title: t('money.member'), dataIndex: 'username' },
              { title: t('money.amount'), dataIndex: 'amount', render: twd },
              { title: t('money.status'), dataIndex: 'status' },
              { title: t('money.paidAt'), dataIndex: 'paid_at', render: taipeiDateTime },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
