import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, Card, Col, Descriptions, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { ops } from './api.ts';
import { Sparkline } from './Sparkline.tsx';
import { usePolling } from './usePolling.ts';

const time = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });
const hours = (seconds: number) => (seconds / 3600).toFixed(1);

function RolesTable({
  roles,
}: {
  roles: { role: string; beats: number; last_processed_at: string; status: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="role"
      size="small"
      pagination={false}
      dataSource={roles}
      locale={{ emptyText: t('ops.noHeartbeats') }}
      columns={[
        { title: t('ops.role'), dataIndex: 'role' },
        { title: t('ops.beats'), dataIndex: 'beats' },
        { title: t('ops.lastBeat'), dataIndex: 'last_processed_at', render: time },
        {
          title: t('ops.state'),
          dataIndex: 'status',
          render: (status: string) => <Tag color={status === 'healthy' ? 'green' : 'red'}>{status}</Tag>,
        },
      ]}
    />
  );
}

/** DevOps (spec §2.11, §7.7): the running version, when it started, its roles and the open alerts. */
export function DevopsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const overview = usePolling(ops.devopsOverview, 30);
  const deployments = usePolling(ops.deployments, 60);
  const alerts = usePolling(ops.devopsAlerts, 30);
  const data = overview.data;
  return (
    <>
      <Typography.Title level={2}>{t('nav.devops_automation')}</Typography.Title>
      {overview.error ? (
        <Alert type="error" showIcon title={apiErrorMessage(overview.error, language)} />
      ) : null}
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('ops.version')} value={data?.version ?? '—'} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('ops.uptimeHours')} value={data ? hours(data.uptime_seconds) : '—'} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('ops.healthScore')} value={data?.health_score ?? '—'} suffix="/100" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('ops.openAlerts')} value={data?.active_alerts ?? '—'} />
          </Card>
        </Col>
      </Row>
      <Card title={t('ops.deployments')} style={{ marginTop: 16 }} data-testid="deployments">
        <Table
          rowKey="started_at"
          size="small"
          pagination={false}
          dataSource={deployments.data?.deployments ?? []}
          columns={[
            { title: t('ops.version'), dataIndex: 'version' },
            { title: t('ops.startedAt'), dataIndex: 'started_at', render: time },
            { title: t('ops.roles'), dataIndex: 'roles', render: (roles: string[]) => roles.join(', ') },
            { title: 'PID', dataIndex: 'pid' },
            {
              title: t('ops.state'),
              dataIndex: 'status',
              render: (status: string) => <Tag color="green">{status}</Tag>,
            },
          ]}
        />
      </Card>
      <Card title={t('ops.roleHeartbeats')} style={{ marginTop: 16 }}>
        <RolesTable roles={data?.roles ?? []} />
      </Card>
      <Card title={t('ops.alertCentre')} style={{ marginTop: 16 }}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={alerts.data?.alerts ?? []}
          columns={[
            { title: t('ops.severity'), dataIndex: 'severity' },
            { title: t('ops.message'), dataIndex: 'message' },
            { title: t('ops.state'), dataIndex: 'status' },
            { title: t('ops.time'), dataIndex: 'raised_at', render: time },
          ]}
        />
      </Card>
    </>
  );
}

/** Routing (spec §2.11): every route that answered since start, its rate, errors, time and limit. */
export function RoutingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const routes = usePolling(ops.routes, 30);
  return (
    <>
      <Typography.Title level={2}>{t('nav.routing_management')}</Typography.Title>
      {routes.error ? <Alert type="error" showIcon title={apiErrorMessage(routes.error, language)} /> : null}
      <Typography.Paragraph type="secondary">
        {t('ops.routesSince', { hours: routes.data ? hours(routes.data.window_seconds) : '—' })}
      </Typography.Paragraph>
      <Table
        rowKey={(route) => `${route.method} ${route.route}`}
        size="small"
        data-testid="route-table"
        dataSource={routes.data?.routes ?? []}
        pagination={{ pageSize: 50 }}
        columns={[
          { title: t('ops.method'), dataIndex: 'method' },
          { title: t('ops.route'), dataIndex: 'route' },
          { title: t('ops.requests'), dataIndex: 'requests', sorter: (a, b) => a.requests - b.requests },
          {
            title: t('ops.requestsPerMinute'),
            dataIndex: 'requests_per_minute',
            render: (v: number) => v.toFixed(2),
          },
          { title: t('ops.errors'), dataIndex: 'errors' },
          {
            title: t('ops.avgMs'),
            dataIndex: 'avg_ms',
            render: (v: number | null) => (v === null ? '—' : v.toFixed(1)),
          },
          {
            title: t('ops.limit'),
            key: 'limit',
            render: (_, route) =>
              route.limit_per_window === null ? (
                '—'
              ) : (
                <>
                  {route.limit_per_window}
                  {route.limit_overridden ? <Tag color="orange">{t('ops.overriddenTag')}</Tag> : null}
                </>
              ),
          },
        ]}
      />
    </>
  );
}

/** Service coordinator (spec §2.11): this process, its roles, and every role's heartbeat. */
export function CoordinatorPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const processes = usePolling(ops.processes, 30);
  const here = processes.data?.this_process;
  return (
    <>
      <Typography.Title level={2}>{t('nav.service_coordinator')}</Typography.Title>
      {processes.error ? (
        <Alert type="error" showIcon title={apiErrorMessage(processes.error, language)} />
      ) : null}
      {here ? (
        <Descriptions bordered size="small" column={2} title={t('ops.thisProcess')}>
          <Descriptions.Item label="PID">{here.pid}</Descriptions.Item>
          <Descriptions.Item label={t('ops.roles')}>{here.roles.join(', ')}</Descriptions.Item>
          <Descriptions.Item label={t('ops.version')}>{here.version}</Descriptions.Item>
          <Descriptions.Item label={t('ops.startedAt')}>{time(here.started_at)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Card title={t('ops.roleHeartbeats')} style={{ marginTop: 16 }} data-testid="roles">
        <RolesTable roles={processes.data?.roles ?? []} />
      </Card>
    </>
  );
}

/** Analytics dashboard (spec §2.11): the site's measured traffic over the stored samples. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const traffic = usePolling(ops.analytics, 300);
  const data = traffic.data;
  return (
    <>
      <Typography.Title level={2}>{t('nav.analytics_dashboard')}</Typography.Title>
      {traffic.error ? (
        <Alert type="error" showIcon title={apiErrorMessage(traffic.error, language)} />
      ) : null}
      <Row gutter={16}>
        <Col xs={12} md={8}>
          <Card>
            <Statistic title={t('ops.requests24h')} value={data?.requests_24h ?? '—'} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card>
            <Statistic title={t('ops.serverErrors')} value={data?.server_errors_24h ?? '—'} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card>
            <Statistic
              title={t('ops.avgMs')}
              value={data?.avg_response_ms === null || !data ? '—' : data.avg_response_ms.toFixed(1)}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('ops.requestsPerMinute')} style={{ marginTop: 16 }} data-testid="traffic">
        <Sparkline
          label="requests"
          colour="#13c2c2"
          values={data?.series.map((point) => point.requests_per_minute) ?? []}
        />
        <Typography.Paragraph type="secondary">
          {t('ops.samplesCount', { count: data?.series.length ?? 0 })}
        </Typography.Paragraph>
      </Card>
      <Card title={t('ops.topRoutes')} style={{ marginTop: 16 }}>
        <Table
          rowKey={(route) => `${route.method} ${route.route}`}
          size="small"
          pagination={false}
          dataSource={data?.top_routes ?? []}
          columns={[
            { title: t('ops.method'), dataIndex: 'method' },
            { title: t('ops.route'), dataIndex: 'route' },
            { title: t('ops.requests'), dataIndex: 'requests' },
            { title: t('ops.errors'), dataIndex: 'errors' },
          ]}
        />
      </Card>
    </>
  );
}
