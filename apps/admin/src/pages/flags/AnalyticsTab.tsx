import type { AdvancedAnalytics } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, Card, Col, Descriptions, Row, Segmented, Space, Table, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { Sparkline } from '../operations/Sparkline.tsx';
import { usePolling } from '../operations/usePolling.ts';
import { flagsApi } from './api.ts';

const timeframes = ['7d', '30d', '90d', '1y'] as const;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const number = (value: number) => value.toLocaleString('zh-TW', { maximumFractionDigits: 2 });

function ForecastCard({ series }: { series: AdvancedAnalytics['forecasts'][number] }) {
  const { t } = useTranslation();
  const title = series.metric === 'revenue' ? t('flags.revenue') : t('flags.activeMembers');
  const values = [...series.history, ...series.forecast].map((point) => point.value);
  return (
    <Card size="small" title={title} data-testid={`forecast-${series.metric}`}>
      <Sparkline values={values} label={title} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('flags.method', { days: series.holdout_days })}
      </Typography.Paragraph>
      {series.mae === null ? (
        <Typography.Text type="secondary">{t('flags.noError')}</Typography.Text>
      ) : (
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t('flags.mae')}>{number(series.mae)}</Descriptions.Item>
          <Descriptions.Item label={t('flags.mape')}>
            {series.mape === null ? '—' : percent(series.mape)}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Text strong>{t('flags.forecast')}</Typography.Text>
      <div>
        {series.forecast.map((point) => (
          <span key={point.date} style={{ marginRight: 12 }}>
            {point.date.slice(5)}: {number(point.value)}
          </span>
        ))}
      </div>
    </Card>
  );
}

/** Predictive analytics (spec §2.17): forecasts with their holdout error, cohorts and the funnel. */
export function AnalyticsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [timeframe, setTimeframe] = useState<(typeof timeframes)[number]>('30d');
  const load = useCallback(() => flagsApi.analytics(timeframe), [timeframe]);
  const report = usePolling(load, 300);
  const data = report.data;
  const longest = Math.max(0, ...(data?.cohorts ?? []).map((cohort) => cohort.retention.length));

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <span>{t('flags.timeframe')}</span>
        <Segmented
          value={timeframe}
          options={[...timeframes]}
          onChange={(value) => setTimeframe(value as (typeof timeframes)[number])}
        />
      </Space>
      {report.error ? <Alert type="error" showIcon title={apiErrorMessage(report.error, language)} /> : null}
      <Row gutter={[16, 16]}>
        {(data?.forecasts ?? []).map((series) => (
          <Col key={series.metric} xs={24} lg={12}>
            <ForecastCard series={series} />
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('flags.funnel')} style={{ marginTop: 16 }}>
        <Table
          rowKey="step"
          size="small"
          pagination={false}
          dataSource={data?.funnel ?? []}
          columns={[
            { title: '', render: (_, step) => t(`flags.step_${step.step}` as 'flags.step_signup') },
            { title: t('flags.members'), dataIndex: 'members' },
            { title: t('flags.rate'), render: (_, step) => percent(step.rate) },
          ]}
        />
      </Card>
      <Card size="small" title={t('flags.cohorts')} style={{ marginTop: 16 }}>
        <Table
          rowKey="cohort"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={data?.cohorts ?? []}
          columns={[
            { title: t('flags.cohort'), dataIndex: 'cohort' },
            { title: t('flags.size'), dataIndex: 'size' },
            ...Array.from({ length: longest }, (_, month) => ({
              key: `m${month}`,
              title: t('flags.month', { n: month }),
              render: (_: unknown, cohort: AdvancedAnalytics['cohorts'][number]) =>
                cohort.retention[month] === undefined ? '' : percent(cohort.retention[month]),
            })),
          ]}
        />
      </Card>
    </>
  );
}
