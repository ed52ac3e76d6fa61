import type {
  OptimisationApplyResponse,
  OptimisationChange,
  OptimisationModel,
  OptimisationPrediction,
  OptimisationRecommendation,
} from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  List,
  Row,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePolling } from '../operations/usePolling.ts';
import { optimisationApi } from './api.ts';

type Recommendation = z.infer<typeof OptimisationRecommendation>;
type Change = z.infer<typeof OptimisationChange>;
type Prediction = z.infer<typeof OptimisationPrediction>;
type Model = z.infer<typeof OptimisationModel>;
type Plan = z.infer<typeof OptimisationApplyResponse>['plan'];

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
/** §9: AI real-time refresh 30 s. */
const refreshSeconds = 30;

function ErrorAlert({ error }: { error: unknown }) {
  const language = useLanguage();
  return error ? <Alert type="error" showIcon title={apiErrorMessage(error, language)} /> : null;
}

function DashboardTab() {
  const { t } = useTranslation();
  const { data, error } = usePolling(optimisationApi.dashboard, refreshSeconds);
  const health = data?.system_health;
  return (
    <>
      <ErrorAlert error={error} />
      <Row gutter={[16, 16]}>
        <Col xs={12} md={4}>
          <Statistic
            title={t('optimisation.overallScore')}
            value={health?.overall_score ?? '—'}
            suffix="/100"
          />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('optimisation.cpu')} value={percent(health?.cpu_utilization ?? null)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('optimisation.memory')} value={percent(health?.memory_usage ?? null)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('optimisation.disk')} value={percent(health?.disk_usage ?? null)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('optimisation.errorRate')} value={percent(health?.error_rate ?? null)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic
            title={t('optimisation.responseTime')}
            value={health?.response_time_avg ?? '—'}
            suffix="ms"
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={12} md={6}>
          <Statistic
            title={t('optimisation.opportunities')}
            value={data?.counts.optimization_opportunities ?? 0}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('optimisation.anomalyAlerts')} value={data?.counts.anomaly_alerts ?? 0} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('optimisation.predictiveAlerts')} value={data?.counts.predictive_alerts ?? 0} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('optimisation.pending')} value={data?.counts.pending_recommendations ?? 0} />
        </Col>
      </Row>
      <Card
        size="small"
        title={t('optimisation.anomalies', { threshold: data?.threshold ?? 3.5 })}
        style={{ marginTop: 16 }}
      >
        <List
          dataSource={data?.anomalies ?? []}
          locale={{ emptyText: t('optimisation.noAnomalies') }}
          renderItem={(anomaly) => (
            <List.Item data-testid={`anomaly-${anomaly.id}`}>
              <List.Item.Meta
                title={
                  <Space>
                    <Tag
                      color={
                        anomaly.severity === 'critical'
                          ? 'red'
                          : anomaly.severity === 'high'
                            ? 'orange'
                            : 'gold'
                      }
                    >
                      {anomaly.severity}
                    </Tag>
                    {anomaly.type} · {anomaly.metric} · {anomaly.affected_components.join(', ')}
                  </Space>
                }
                description={
                  <>
                    <div>{anomaly.description}</div>
                    <div>{new Date(anomaly.detected_at).toLocaleString()}</div>
                    <div>{anomaly.suggested_actions.slice(0, 3).join('；')}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Card>
      {data ? (
        <Card size="small" title={t('optimisation.autoDefaults')} style={{ marginTop: 16 }}>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('optimisation.applyThreshold')}>
              {data.auto_optimization.apply_threshold}
            </Descriptions.Item>
            <Descriptions.Item label={t('optimisation.maxPerDay')}>
              {data.auto_optimization.max_changes_per_day}
            </Descriptions.Item>
            <Descriptions.Item label={t('optimisation.monitoringHours')}>
              {data.auto_optimization.monitoring_hours}
            </Descriptions.Item>
            <Descriptions.Item label={t('optimisation.allowed')} span={3}>
              {data.auto_optimization.allowed_settings.join(', ')}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
    </>
  );
}

function PlanView({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={1} data-testid="optimisation-plan">
      <Descriptions.Item label={t('optimisation.setting')}>{plan.setting_key}</Descriptions.Item>
      <Descriptions.Item label={t('optimisation.oldValue')}>{show(plan.old_value)}</Descriptions.Item>
      <Descriptions.Item label={t('optimisation.newValue')}>{show(plan.new_value)}</Descriptions.Item>
      <Descriptions.Item label={t('optimisation.watch')}>
        {plan.watch_metric} · ±{plan.tolerance_percent}% · {plan.window_minutes} min
      </Descriptions.Item>
    </Descriptions>
  );
}

function RecommendationsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'ai_optimization', action: 'write' });
  const { data, error, reload } = usePolling(optimisationApi.recommendations, refreshSeconds);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(rec: Recommendation, dryRun: boolean) {
    setBusy(rec.id);
    try {
      const answer = await optimisationApi.apply(rec.id, dryRun);
      if (dryRun)
        modal.info({
          title: t('optimisation.dryRunTitle'),
          content: <PlanView plan={answer.plan} />,
          width: 640,
        });
      else message.success(t('optimisation.applied', { id: answer.application_id ?? '' }));
      await reload();
    } catch (caught) {
      message.error(`${t('optimisation.applyFailed')}：${apiErrorMessage(caught, language)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <ErrorAlert error={error} />
      <Space style={{ marginBottom: 16 }}>
        <Statistic title={t('optimisation.pending')} value={data?.stats.pending ?? 0} />
        <Statistic title={t('optimisation.appliedCount')} value={data?.stats.applied ?? 0} />
        <Statistic title={t('optimisation.avgConfidence')} value={data?.stats.average_confidence ?? '—'} />
      </Space>
      <List
        dataSource={data?.recommendations ?? []}
        locale={{ emptyText: t('optimisation.noRecommendations') }}
        renderItem={(rec) => (
          <Card
            size="small"
            style={{ marginBottom: 12 }}
            title={rec.title}
            data-testid={`recommendation-${rec.id}`}
            extra={
              rec.status === 'pending' && mayWrite ? (
                <Space>
                  <Button loading={busy === rec.id} onClick={() => void run(rec, true)}>
                    {t('optimisation.testRun')}
                  </Button>
                  <Button
                    type="primary"
                    loading={busy === rec.id}
                    onClick={() =>
                      modal.confirm({
                        title: t('optimisation.confirmApply'),
                        content: t('optimisation.confirmApplyText'),
                        onOk: () => run(rec, false),
                      })
                    }
                  >
                    {t('optimisation.apply')}
                  </Button>
                </Space>
              ) : (
                <Tag>{t(`optimisation.status.${rec.status}`)}</Tag>
              )
            }
          >
            <Space wrap>
              <Tag>{rec.category}</Tag>
              <Tag color={rec.priority === 'high' ? 'red' : 'blue'}>{rec.priority}</Tag>
              <span>
                {t('optimisation.confidence')} {rec.confidence_level}
              </span>
              <span>
                {t('optimisation.impact')} {rec.impact_score}/100
              </span>
              <span>
                {t('optimisation.complexity')} {rec.complexity}
              </span>
            </Space>
            <Typography.Paragraph style={{ marginTop: 8 }}>{rec.description}</Typography.Paragraph>
            <ol>
              {rec.implementation_steps.slice(0, 3).map((step) => (
                <li key={step.description}>
                  {step.description}（{step.risk_level}）
                </li>
              ))}
            </ol>
            <Typography.Text type="secondary">{rec.expected_outcomes.slice(0, 3).join('；')}</Typography.Text>
          </Card>
        )}
      />
    </>
  );
}

function PredictionsTab() {
  const { t } = useTranslation();
  const { data, error } = usePolling(optimisationApi.predictions, refreshSeconds);
  return (
    <>
      <ErrorAlert error={error} />
      <Table<Prediction>
        rowKey="resource"
        size="small"
        pagination={false}
        dataSource={data?.predictions ?? []}
        columns={[
          { title: t('optimisation.resource'), dataIndex: 'title' },
          { title: t('optimisation.threshold'), render: (_, p) => `${p.threshold}${p.unit}` },
          {
            title: t('optimisation.predictionStatus'),
            render: (_, p) => t(`optimisation.forecast.${p.status}`),
          },
          {
            title: t('optimisation.timeToEvent'),
            render: (_, p) => (p.time_to_event_hours === null ? '—' : `${p.time_to_event_hours} h`),
          },
          { title: t('optimisation.description'), dataIndex: 'description' },
          { title: t('optimisation.samples'), render: (_, p) => `${p.samples} / ${p.min_samples}` },
        ]}
      />
    </>
  );
}

function HistoryTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'ai_optimization', action: 'write' });
  const { data, error, reload } = usePolling(optimisationApi.history, refreshSeconds);
  async function evaluate(id: string) {
    try {
      await optimisationApi.evaluate(id);
      await reload();
    } catch (caught) {
      message.error(apiErrorMessage(caught, language));
    }
  }
  return (
    <>
      <ErrorAlert error={error} />
      <Space style={{ marginBottom: 16 }}>
        <Statistic title={t('optimisation.total')} value={data?.summary.total_optimizations ?? 0} />
        <Statistic
          title={t('optimisation.successRate')}
          value={percent(data?.summary.success_rate ?? null)}
        />
        <Statistic
          title={t('optimisation.avgImprovement')}
          value={data?.summary.average_improvement ?? '—'}
          suffix="%"
        />
      </Space>
      <Table<Change>
        rowKey="id"
        size="small"
        dataSource={data?.changes ?? []}
        pagination={false}
        columns={[
          { title: t('optimisation.titleColumn'), dataIndex: 'title' },
          {
            title: t('optimisation.predictionStatus'),
            render: (_, c) => <Tag>{t(`optimisation.status.${c.status}`)}</Tag>,
          },
          { title: t('optimisation.initiatedBy'), dataIndex: 'initiated_by' },
          { title: t('optimisation.startedAt'), render: (_, c) => new Date(c.started_at).toLocaleString() },
          {
            title: t('optimisation.change'),
            render: (_, c) => `${c.setting_key}: ${show(c.old_value)} → ${show(c.new_value)}`,
          },
          {
            title: t('optimisation.watch'),
            render: (_, c) => `${c.watch_metric}: ${c.value_before ?? '—'} → ${c.value_after ?? '—'}`,
          },
          {
            title: t('optimisation.improvement'),
            render: (_, c) => (c.improvement_percentage === null ? '—' : `${c.improvement_percentage}%`),
          },
          {
            title: '',
            render: (_, c) =>
              c.status === 'monitoring' && mayWrite ? (
                <Button size="small" onClick={() => void evaluate(c.id)}>
                  {t('optimisation.evaluate')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}

function ModelsTab() {
  const { t } = useTranslation();
  const { data, error } = usePolling(optimisationApi.models, refreshSeconds);
  return (
    <>
      <ErrorAlert error={error} />
      <Statistic title={t('optimisation.avgAccuracy')} value={percent(data?.average_accuracy ?? null)} />
      <Typography.Paragraph type="secondary">{data?.basis}</Typography.Paragraph>
      <Table<Model>
        rowKey="model_name"
        size="small"
        pagination={false}
        dataSource={data?.models ?? []}
        columns={[
          { title: t('optimisation.model'), dataIndex: 'model_name' },
          { title: t('optimisation.calls'), dataIndex: 'calls' },
          { title: t('optimisation.accuracy'), render: (_, m) => percent(m.accuracy) },
          { title: t('optimisation.precision'), render: (_, m) => percent(m.precision) },
          { title: t('optimisation.recall'), render: (_, m) => percent(m.recall) },
          { title: 'F1', render: (_, m) => percent(m.f1_score) },
        ]}
      />
    </>
  );
}

/** AI optimisation (admin spec §2.19). */
export function OptimisationPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={2}>{t('nav.ai_optimization')}</Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'dashboard', label: t('optimisation.tabDashboard'), children: <DashboardTab /> },
          {
            key: 'recommendations',
            label: t('optimisation.tabRecommendations'),
            children: <RecommendationsTab />,
          },
          { key: 'predictions', label: t('optimisation.tabPredictions'), children: <PredictionsTab /> },
          { key: 'history', label: t('optimisation.tabHistory'), children: <HistoryTab /> },
          { key: 'models', label: t('optimisation.tabModels'), children: <ModelsTab /> },
        ]}
      />
    </>
  );
}
