import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { Sparkline } from '../operations/Sparkline.tsx';
import { usePolling } from '../operations/usePolling.ts';
import { perf } from './api.ts';

const refreshSeconds = 30;
const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${value} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }) : '—';

/** Performance centre (admin spec §2.20): measured figures, self-targeted load tests, caches, database. */
export function PerformancePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const writable = can({ module: 'performance_optimization', action: 'write' });
  const overview = usePolling(perf.overview, refreshSeconds);
  const realtime = usePolling(perf.realtime, refreshSeconds);
  const tests = usePolling(perf.loadTests, 5);
  const scaling = usePolling(perf.scaling, refreshSeconds);
  const caches = usePolling(perf.caches, refreshSeconds);
  const database = usePolling(perf.database, 300);
  const [plan, setPlan] = useState({ target_path: '/api/health', users: 2, duration_seconds: 10, rate: 20 });
  const failure = overview.error ?? tests.error;

  const act = async (run: () => Promise<unknown>, done: string, reload: () => Promise<void>) => {
    try {
      await run();
      void message.success(done);
      void reload();
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };

  const points = realtime.data?.points ?? [];
  const o = overview.data;
  const latestTest = tests.data?.tests[0];

  return (
    <div>
      <Typography.Title level={3}>{t('nav.performance_optimization')}</Typography.Title>
      {failure ? (
        <Alert
          type="error"
          showIcon
          message={t('perf.load_failed')}
          description={apiErrorMessage(failure, language)}
          action={<Button onClick={() => void overview.reload()}>{t('perf.retry')}</Button>}
        />
      ) : null}
      <Tabs
        items={[
          {
            key: 'overview',
            label: t('perf.tabs.overview'),
            children: o ? (
              <>
                <Row gutter={16}>
                  <Col span={6}>
                    <Statistic title={t('perf.requests_per_minute')} value={o.requests_per_minute ?? '—'} />
                  </Col>
                  <Col span={6}>
                    <Statistic title={t('perf.p95')} value={ms(o.latency.p95_ms)} />
                  </Col>
                  <Col span={6}>
                    <Statistic title={t('perf.event_loop_lag')} value={ms(o.event_loop_lag_ms)} />
                  </Col>
                  <Col span={6}>
                    <Statistic title={t('perf.memory')} value={mb(o.memory.rss_bytes)} />
                  </Col>
                </Row>
                <Typography.Paragraph type="secondary">{o.percentile_basis}</Typography.Paragraph>
                <Table
                  rowKey={(row) => `${row.method} ${row.route}`}
                  size="small"
                  dataSource={o.routes}
                  pagination={{ pageSize: 10 }}
                  columns={[
                    { title: t('perf.route'), render: (_, row) => `${row.method} ${row.route}` },
                    { title: t('perf.requests'), dataIndex: 'requests' },
                    { title: t('perf.errors'), dataIndex: 'errors' },
                    { title: 'P50', render: (_, row) => ms(row.p50_ms) },
                    { title: 'P95', render: (_, row) => ms(row.p95_ms) },
                    { title: 'P99', render: (_, row) => ms(row.p99_ms) },
                  ]}
                />
              </>
            ) : null,
          },
          {
            key: 'realtime',
            label: t('perf.tabs.realtime'),
            children: (
              <Row gutter={16}>
                <Col span={12}>
                  <Card title={t('perf.requests_per_minute')}>
                    <Sparkline
                      label={t('perf.requests_per_minute')}
                      values={points.map((p) => p.requests_per_minute ?? 0)}
                    />
                  </Card>
                </Col>
                <Col span={12}>
                  <Card title={t('perf.avg_response')}>
                    <Sparkline
                      label={t('perf.avg_response')}
                      values={points.map((p) => p.avg_response_ms ?? 0)}
                    />
                  </Card>
                </Col>
              </Row>
            ),
          },
          {
            key: 'load',
            label: t('perf.tabs.load_test'),
            children: (
              <>
                <Alert type="info" showIcon message={t('perf.load_test_scope')} />
                <Form layout="inline" style={{ margin: '16px 0' }}>
                  <Form.Item label={t('perf.target')}>
                    <Input
                      value={plan.target_path}
                      onChange={(e) => setPlan({ ...plan, target_path: e.target.value })}
                    />
                  </Form.Item>
                  <Form.Item label={t('perf.users')}>
                    <InputNumber
                      min={1}
                      max={50}
                      value={plan.users}
                      onChange={(v) => setPlan({ ...plan, users: v ?? 1 })}
                    />
                  </Form.Item>
                  <Form.Item label={t('perf.duration')}>
                    <InputNumber
                      min={1}
                      max={60}
                      value={plan.duration_seconds}
                      onChange={(v) => setPlan({ ...plan, duration_seconds: v ?? 1 })}
                    />
                  </Form.Item>
                  <Form.Item label={t('perf.rate')}>
                    <InputNumber
                      min={1}
                      max={200}
                      value={plan.rate}
                      onChange={(v) => setPlan({ ...plan, rate: v ?? 1 })}
                    />
                  </Form.Item>
                  <Button
                    type="primary"
                    disabled={!writable}
                    onClick={() => void act(() => perf.startLoadTest(plan), t('perf.started'), tests.reload)}
                  >
                    {t('perf.start')}
                  </Button>
                </Form>
                {latestTest && latestTest.timeline.length > 0 ? (
                  <Card title={`${t('perf.timeline')} ${latestTest.test_id}`}>
                    <Sparkline
                      label={t('perf.timeline')}
                      values={latestTest.timeline.map((b) => b.requests)}
                    />
                  </Card>
                ) : null}
                <Table
                  rowKey="test_id"
                  size="small"
                  dataSource={tests.data?.tests ?? []}
                  columns={[
                    { title: 'ID', dataIndex: 'test_id' },
                    {
                      title: t('perf.status'),
                      render: (_, row) => <Tag>{t(`perf.test_status.${row.status}`)}</Tag>,
                    },
                    { title: t('perf.target'), dataIndex: 'target_path' },
                    { title: t('perf.transport'), dataIndex: 'transport' },
                    { title: t('perf.started_at'), render: (_, row) => time(row.started_at) },
                    { title: t('perf.requests'), dataIndex: 'requests' },
                    { title: t('perf.errors'), dataIndex: 'errors' },
                    { title: 'P50', render: (_, row) => ms(row.p50_ms) },
                    { title: 'P95', render: (_, row) => ms(row.p95_ms) },
                    { title: 'P99', render: (_, row) => ms(row.p99_ms) },
                    { title: 'req/s', render: (_, row) => row.requests_per_second ?? '—' },
                    {
                      title: '',
                      render: (_, row) =>
                        row.status === 'running' && writable ? (
                          <Button
                            size="small"
                            danger
                            onClick={() =>
                              void act(
                                () => perf.cancelLoadTest(row.test_id),
                                t('perf.cancelled'),
                                tests.reload,
                              )
                            }
                          >
                            {t('perf.cancel')}
                          </Button>
                        ) : null,
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'scaling',
            label: t('perf.tabs.scaling'),
            children: (
              <>
                {scaling.data?.message ? <Alert type="info" showIcon message={scaling.data.message} /> : null}
                <Table
                  rowKey={(row) => `${row.role}-${row.timestamp}`}
                  size="small"
                  dataSource={scaling.data?.events ?? []}
                  columns={[
                    { title: t('perf.time'), render: (_, row) => time(row.timestamp) },
                    { title: t('perf.action'), dataIndex: 'action' },
                    { title: t('perf.detail'), dataIndex: 'detail' },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'cache',
            label: t('perf.tabs.cache'),
            children: (
              <Row gutter={16}>
                {(caches.data?.caches ?? []).map((cache) => (
                  <Col span={8} key={cache.name}>
                    <Card
                      title={cache.name}
                      extra={
                        cache.optimisable && writable ? (
                          <Button
                            size="small"
                            onClick={() =>
                              void act(
                                async () =>
                                  message.info((await perf.optimiseCache(cache.name, false)).message),
                                t('perf.optimised'),
                                caches.reload,
                              )
                            }
                          >
                            {t('perf.optimise')}
                          </Button>
                        ) : null
                      }
                    >
                      <Statistic
                        title={t('perf.hit_ratio')}
                        value={cache.hit_ratio === null ? '—' : `${(cache.hit_ratio * 100).toFixed(1)}%`}
                      />
                      <div>
                        {t('perf.hits')} {cache.hits} · {t('perf.misses')} {cache.misses}
                        {cache.size !== null
                          ? ` · ${t('perf.size')} ${cache.size} · ${t('perf.expired')} ${cache.expired}`
                          : ''}
                      </div>
                    </Card>
                  </Col>
                ))}
              </Row>
            ),
          },
          {
            key: 'database',
            label: t('perf.tabs.database'),
            children: database.data ? (
              <>
                <Tag>{database.data.engine}</Tag>
                {(['slow_queries', 'table_sizes', 'unused_indexes', 'missing_indexes'] as const).map(
                  (part) => {
                    const section = database.data![part];
                    return (
                      <Card key={part} title={t(`perf.db.${part}`)} style={{ marginTop: 16 }}>
                        {section.available ? (
                          <Table
                            rowKey={(row) => JSON.stringify(row)}
                            size="small"
                            pagination={false}
                            dataSource={section.items as Record<string, unknown>[]}
                            columns={Object.keys(section.items[0] ?? {}).map((key) => ({
                              title: key,
                              dataIndex: key,
                              render: (value: unknown) => String(value),
                            }))}
                          />
                        ) : (
                          <Alert type="warning" showIcon message={section.reason} />
                        )}
                      </Card>
                    );
                  },
                )}
              </>
            ) : null,
          },
        ]}
      />
    </div>
  );
}
