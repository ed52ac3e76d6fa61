import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Progress,
  Row,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { ops } from './api.ts';
import { Sparkline } from './Sparkline.tsx';
import { usePolling } from './usePolling.ts';

const bandColour = { excellent: '#52c41a', good: '#1677ff', fair: '#faad14', poor: '#ff4d4f' } as const;
const serviceColour = { up: 'green', degraded: 'orange', down: 'red', not_configured: 'default' } as const;
const severityColour = { low: 'default', medium: 'blue', high: 'orange', critical: 'red' } as const;
/** The spec's colour thresholds (§9): warning and critical, read from the server's settings. */
const levelColour = (value: number | null, limits: { warning: number; critical: number }) =>
  value === null
    ? undefined
    : value > limits.critical
      ? '#ff4d4f'
      : value > limits.warning
        ? '#faad14'
        : '#52c41a';
const time = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });
const refreshSeconds = 10;

/** System monitor (admin spec §2.14): every number measured by the server or read from its samples. */
export function SystemMonitorPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const status = usePolling(ops.status, refreshSeconds);
  const system = usePolling(ops.systemMetrics, refreshSeconds);
  const application = usePolling(ops.applicationMetrics, refreshSeconds);
  const history = usePolling(ops.history, 60);
  const errors = usePolling(ops.errorStats, refreshSeconds);
  const alerts = usePolling(ops.alerts, refreshSeconds);
  const failure = status.error ?? system.error ?? alerts.error;

  const acknowledge = async (id: string) => {
    try {
      await ops.acknowledge(id);
      void alerts.reload();
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };
  const samples = history.data?.samples ?? [];
  const limits = system.data?.thresholds;

  return (
    <>
      <Typography.Title level={2}>{t('nav.system_monitor')}</Typography.Title>
      {failure ? <Alert type="error" showIcon title={apiErrorMessage(failure, language)} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Card title={t('ops.healthScore')} data-testid="health-score">
            {status.data ? (
              <>
                <Progress
                  type="dashboard"
                  percent={status.data.health_score}
                  strokeColor={bandColour[status.data.status]}
                  format={(percent) => `${percent}`}
                />
                <Typography.Paragraph type="secondary">{status.data.score_basis}</Typography.Paragraph>
              </>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} md={18}>
          <Card title={t('ops.resources')}>
            {system.data && limits ? (
              <Row gutter={16}>
                <Col span={6}>
                  <Statistic
                    title="CPU"
                    value={system.data.cpu_percent}
                    precision={1}
                    suffix="%"
                    styles={{ content: { color: levelColour(system.data.cpu_percent, limits.cpu) } }}
                  />
                </Col>
                <Col span={6}>
                  <Statistic
                    title={t('ops.memory')}
                    value={system.data.memory_percent}
                    precision={1}
                    suffix="%"
                    styles={{ content: { color: levelColour(system.data.memory_percent, limits.memory) } }}
                  />
                </Col>
                <Col span={6}>
                  <Statistic
                    title={t('ops.disk')}
                    value={system.data.disk_percent ?? '—'}
                    precision={1}
                    suffix={system.data.disk_percent === null ? '' : '%'}
                    styles={{ content: { color: levelColour(system.data.disk_percent, limits.disk) } }}
                  />
                </Col>
                <Col span={6}>
                  <Statistic
                    title={t('ops.eventLoopLag')}
                    value={system.data.event_loop_lag_ms}
                    precision={1}
                    suffix="ms"
                  />
                </Col>
              </Row>
            ) : null}
            {application.data ? (
              <Row gutter={16} style={{ marginTop: 16 }}>
                <Col span={6}>
                  <Statistic title={t('ops.requestsTotal')} value={application.data.requests_total} />
                </Col>
                <Col span={6}>
                  <Statistic title={t('ops.websocketClients')} value={application.data.websocket_clients} />
                </Col>
                <Col span={6}>
                  <Statistic
                    title={t('ops.queueDepth')}
                    value={application.data.queues.reduce((total, queue) => total + queue.queued, 0)}
                  />
                </Col>
                <Col span={6}>
                  <Statistic
                    title={t('ops.queueFailed')}
                    value={application.data.queues.reduce((total, queue) => total + queue.failed, 0)}
                  />
                </Col>
              </Row>
            ) : null}
          </Card>
        </Col>
      </Row>

      <Card title={t('ops.services')} style={{ marginTop: 16 }}>
        <Table
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={status.data?.services ?? []}
          columns={[
            { title: t('ops.service'), dataIndex: 'name' },
            {
              title: t('ops.state'),
              dataIndex: 'status',
              render: (value: keyof typeof serviceColour) => (
                <Tag color={serviceColour[value]}>{t(`ops.serviceStatus.${value}`)}</Tag>
              ),
            },
            {
              title: t('ops.latency'),
              dataIndex: 'latency_ms',
              render: (value: number | null) => (value === null ? '—' : `${value} ms`),
            },
            { title: t('ops.detail'), dataIndex: 'detail' },
          ]}
        />
      </Card>

      <Card title={t('ops.charts24h')} style={{ marginTop: 16 }}>
        {samples.length === 0 ? (
          <Typography.Text type="secondary">{t('ops.noSamples')}</Typography.Text>
        ) : (
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Typography.Text>CPU %</Typography.Text>
              <Sparkline label="CPU" max={100} values={samples.map((sample) => sample.cpu_percent)} />
            </Col>
            <Col xs={24} md={8}>
              <Typography.Text>{t('ops.memory')} %</Typography.Text>
              <Sparkline
                label="memory"
                max={100}
                colour="#722ed1"
                values={samples.map((sample) => sample.memory_percent)}
              />
            </Col>
            <Col xs={24} md={8}>
              <Typography.Text>{t('ops.requestsPerMinute')}</Typography.Text>
              <Sparkline
                label="requests"
                colour="#13c2c2"
                values={samples.map((sample) => sample.requests_per_minute)}
              />
            </Col>
          </Row>
        )}
        <Typography.Paragraph type="secondary">
          {t('ops.samplesCount', { count: samples.length })}
        </Typography.Paragraph>
      </Card>

      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={10}>
          <Card title={t('ops.errorStats')} data-testid="error-stats">
            {errors.data ? (
              <>
                <Row>
                  <Col span={8}>
                    <Statistic title={t('ops.errors24h')} value={errors.data.total} />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('ops.serverErrors')} value={errors.data.server} />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('ops.browserErrors')} value={errors.data.browser} />
                  </Col>
                </Row>
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={errors.data.recent}
                  columns={[
                    { title: t('ops.time'), dataIndex: 'occurred_at', render: time },
                    { title: t('ops.source'), dataIndex: 'source' },
                    { title: t('ops.message'), dataIndex: 'message', ellipsis: true },
                  ]}
                />
              </>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} md={14}>
          <Card title={t('ops.alertCentre')} data-testid="alert-centre">
            {alerts.data ? (
              <Typography.Paragraph>{t('ops.alertCounts', alerts.data.counts)}</Typography.Paragraph>
            ) : null}
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={alerts.data?.alerts ?? []}
              columns={[
                {
                  title: t('ops.severity'),
                  dataIndex: 'severity',
                  render: (value: keyof typeof severityColour) => (
                    <Tag color={severityColour[value]}>{value}</Tag>
                  ),
                },
                { title: t('ops.message'), dataIndex: 'message' },
                { title: t('ops.state'), dataIndex: 'status' },
                { title: t('ops.time'), dataIndex: 'raised_at', render: time },
                {
                  title: '',
                  key: 'actions',
                  render: (_, alert) =>
                    alert.status === 'active' && can({ module: 'system_monitor', action: 'write' }) ? (
                      <Button size="small" onClick={() => void acknowledge(alert.id)}>
                        {t('ops.acknowledge')}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
