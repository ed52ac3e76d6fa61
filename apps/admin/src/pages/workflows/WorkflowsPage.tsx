import type { Workflow, WorkflowExecution, WorkflowTemplate } from '@alphadesk/contracts';
import { WorkflowStep, WorkflowTrigger } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Space,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useLoad } from '../finance/useLoad.ts';
import {
  bulkOperation,
  cancelExecution,
  createWorkflow,
  deleteWorkflow,
  executeWorkflow,
  fromTemplate,
  listExecutions,
  listTemplates,
  listWorkflows,
  updateWorkflow,
  workflowAnalytics,
} from './api.ts';

const statusColour = { active: 'green', inactive: 'default', draft: 'blue' } as const;
const executionColour = {
  running: 'processing',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
} as const;
const stepColour = {
  pending: 'default',
  running: 'processing',
  waiting: 'warning',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
} as const;
const taipeiDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }) : '—';
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

type Fail = (caught: unknown) => void;

function useFail(): Fail {
  const language = useLanguage();
  const { message } = AntApp.useApp();
  return (caught) => void message.error(apiErrorMessage(caught, language));
}

/** The list: status toggle (active ↔ inactive, anything else → active), run, delete, bulk actions. */
function WorkflowsTab({ refreshKey, onChanged }: { refreshKey: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const fail = useFail();
  const mayWrite = can({ module: 'workflow_automation', action: 'write' });
  const mayDelete = can({ module: 'workflow_automation', action: 'delete' });
  const [selected, setSelected] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const { data, error, loading, reload } = useLoad(() => listWorkflows(), [refreshKey]);
  const changed = () => {
    void reload();
    onChanged();
  };

  const toggle = async (workflow: Workflow) => {
    try {
      await updateWorkflow(workflow.id, { status: workflow.status === 'active' ? 'inactive' : 'active' });
      void message.success(t('workflows.statusUpdated'));
      changed();
    } catch (caught) {
      void message.error(`${t('workflows.statusFailed')}：${apiErrorMessage(caught, language)}`);
    }
  };
  const run = async (workflow: Workflow) => {
    try {
      const answer = await executeWorkflow(workflow.id);
      void message.success(t('workflows.executionStarted', { id: answer.execution_id }));
      changed();
    } catch (caught) {
      void message.error(`${t('workflows.executeFailed')}：${apiErrorMessage(caught, language)}`);
    }
  };
  const remove = async (workflow: Workflow) => {
    try {
      await deleteWorkflow(workflow.id);
      changed();
    } catch (caught) {
      fail(caught);
    }
  };
  const bulk = async (operation: 'activate' | 'pause' | 'delete') => {
    try {
      const answer = await bulkOperation(operation, selected);
      void message.success(t('workflows.bulkDone', { count: answer.affected }));
      setSelected([]);
      changed();
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={`${t('workflows.loadFailed')}：${apiErrorMessage(error, language)}`}
          action={<Button onClick={() => void reload()}>{t('workflows.retry')}</Button>}
        />
      ) : null}
      <Space wrap>
        {mayWrite ? (
          <>
            <Button type="primary" onClick={() => setCreating(true)} data-testid="workflow-create">
              {t('workflows.create')}
            </Button>
            <Button disabled={selected.length === 0} onClick={() => void bulk('activate')}>
              {t('workflows.bulkActivate')}
            </Button>
            <Button disabled={selected.length === 0} onClick={() => void bulk('pause')}>
              {t('workflows.bulkPause')}
            </Button>
          </>
        ) : null}
        {mayDelete ? (
          <Popconfirm title={t('workflows.confirmDelete')} onConfirm={() => void bulk('delete')}>
            <Button danger disabled={selected.length === 0}>
              {t('workflows.bulkDelete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      <Table<Workflow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.workflows ?? []}
        pagination={false}
        rowSelection={
          mayWrite
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        columns={[
          { title: t('workflows.name'), dataIndex: 'name' },
          { title: t('workflows.category'), dataIndex: 'category' },
          {
            title: t('workflows.trigger'),
            render: (_, workflow) =>
              workflow.trigger.type === 'event'
                ? t(`workflows.events.${workflow.trigger.event}`)
                : workflow.trigger.cron
                  ? `cron ${workflow.trigger.cron}`
                  : t('workflows.everyMinutes', { count: workflow.trigger.interval_minutes ?? 0 }),
          },
          {
            title: t('workflows.status'),
            render: (_, workflow) => (
              <Space>
                <Tag color={statusColour[workflow.status]}>{t(`workflows.statuses.${workflow.status}`)}</Tag>
                {mayWrite ? (
                  <Switch
                    size="small"
                    checked={workflow.status === 'active'}
                    onChange={() => void toggle(workflow)}
                    aria-label={t('workflows.toggle')}
                  />
                ) : null}
              </Space>
            ),
          },
          {
            title: t('workflows.runs'),
            render: (_, workflow) =>
              `${workflow.execution_stats.successful_executions} / ${workflow.execution_stats.total_executions}`,
          },
          {
            title: t('workflows.actions'),
            render: (_, workflow) => (
              <Space>
                {mayWrite ? (
                  <Button
                    size="small"
                    onClick={() => void run(workflow)}
                    disabled={workflow.status === 'draft'}
                  >
                    {t('workflows.execute')}
                  </Button>
                ) : null}
                {mayDelete ? (
                  <Popconfirm title={t('workflows.confirmDelete')} onConfirm={() => void remove(workflow)}>
                    <Button size="small" danger>
                      {t('workflows.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <CreateWorkflowModal open={creating} onClose={() => setCreating(false)} onCreated={changed} />
    </Space>
  );
}

const sampleSteps = JSON.stringify([{ id: 'notify', type: 'notify', message: '有新的事件' }], null, 2);

/** A definition: name, trigger (event or schedule) and the steps as JSON, checked with the contract. */
function CreateWorkflowModal(props: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm();
  const submit = async (values: { name: string; trigger: string; steps: string }) => {
    let trigger: WorkflowTrigger;
    let steps: WorkflowStep[];
    try {
      trigger = WorkflowTrigger.parse(JSON.parse(values.trigger));
      steps = WorkflowStep.array().min(1).parse(JSON.parse(values.steps));
    } catch {
      void message.error(t('workflows.badJson'));
      return;
    }
    try {
      await createWorkflow({ name: values.name, trigger, steps, status: 'active' });
      void message.success(t('workflows.created'));
      form.resetFields();
      props.onCreated();
      props.onClose();
    } catch (caught) {
      void message.error(`${t('workflows.createFailed')}：${apiErrorMessage(caught, language)}`);
    }
  };
  return (
    <Modal
      open={props.open}
      title={t('workflows.create')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ trigger: '{ "type": "event", "event": "signed_up" }', steps: sampleSteps }}
      >
        <Form.Item
          name="name"
          label={t('workflows.name')}
          rules={[{ required: true, message: t('workflows.nameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="trigger" label={t('workflows.triggerJson')} rules={[{ required: true }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="steps" label={t('workflows.stepsJson')} rules={[{ required: true }]}>
          <Input.TextArea rows={8} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Templates: a name is asked for; an empty name does nothing (admin spec §5). */
function TemplatesTab({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'workflow_automation', action: 'write' });
  const { data, error } = useLoad(() => listTemplates(), []);
  const [chosen, setChosen] = useState<WorkflowTemplate | null>(null);
  const [name, setName] = useState('');
  const create = async () => {
    if (!chosen || !name.trim()) {
      setChosen(null);
      return;
    }
    try {
      await fromTemplate(chosen.id, name.trim());
      void message.success(t('workflows.created'));
      setChosen(null);
      onCreated();
    } catch (caught) {
      void message.error(`${t('workflows.createFailed')}：${apiErrorMessage(caught, language)}`);
    }
  };
  return (
    <>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error, language)} /> : null}
      <Row gutter={[16, 16]}>
        {(data?.templates ?? []).map((template) => (
          <Col key={template.id} xs={24} md={12} xl={8}>
            <Card
              title={template.name}
              data-testid={`template-${template.id}`}
              extra={<Tag>{template.category}</Tag>}
              actions={
                mayWrite
                  ? [
                      <Button
                        key="use"
                        type="link"
                        onClick={() => {
                          setName('');
                          setChosen(template);
                        }}
                      >
                        {t('workflows.useTemplate')}
                      </Button>,
                    ]
                  : []
              }
            >
              <Typography.Paragraph>{template.description}</Typography.Paragraph>
              <Typography.Text type="secondary">
                {t('workflows.popularity', { score: template.popularity_score })}
              </Typography.Text>
              <ul>
                {template.use_cases.map((useCase) => (
                  <li key={useCase}>{useCase}</li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
      <Modal
        open={chosen !== null}
        title={t('workflows.templateName')}
        onCancel={() => setChosen(null)}
        onOk={() => void create()}
      >
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={chosen?.name}
          maxLength={100}
          data-testid="template-name"
        />
      </Modal>
    </>
  );
}

function ExecutionsTab({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const fail = useFail();
  const mayWrite = can({ module: 'workflow_automation', action: 'write' });
  const { data, error, loading, reload } = useLoad(() => listExecutions(), [refreshKey]);
  const cancel = async (execution: WorkflowExecution) => {
    try {
      await cancelExecution(execution.execution_id);
      void reload();
    } catch (caught) {
      fail(caught);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error, language)} /> : null}
      <Button onClick={() => void reload()} data-testid="executions-reload">
        {t('workflows.reload')}
      </Button>
      <div data-testid="executions-table">
        <Table<WorkflowExecution>
          rowKey="execution_id"
          size="small"
          loading={loading}
          dataSource={data?.executions ?? []}
          pagination={false}
          columns={[
            { title: t('workflows.workflow'), dataIndex: 'workflow_name' },
            {
              title: t('workflows.status'),
              render: (_, execution) => (
                <Tag color={executionColour[execution.status]}>
                  {t(`workflows.executionStatuses.${execution.status}`)}
                </Tag>
              ),
            },
            {
              title: t('workflows.steps'),
              render: (_, execution) => (
                <Space wrap size={4}>
                  {execution.steps.map((step) => (
                    <Tag key={step.position} color={stepColour[step.status]} title={step.error ?? undefined}>
                      {step.step_id}・{t(`workflows.stepStatuses.${step.status}`)}
                    </Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: t('workflows.startedAt'),
              render: (_, execution) => taipeiDateTime(execution.started_at),
            },
            {
              title: t('workflows.duration'),
              render: (_, execution) =>
                execution.duration_ms === null ? '—' : `${execution.duration_ms} ms`,
            },
            { title: t('workflows.error'), render: (_, execution) => execution.error ?? '' },
            {
              title: t('workflows.actions'),
              render: (_, execution) =>
                mayWrite && execution.status === 'running' ? (
                  <Button size="small" onClick={() => void cancel(execution)}>
                    {t('workflows.cancelExecution')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </div>
    </Space>
  );
}

function AnalyticsTab({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error } = useLoad(() => workflowAnalytics(), [refreshKey]);
  const analytics = data?.analytics;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error, language)} /> : null}
      {analytics ? (
        <>
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={t('workflows.totalWorkflows')} value={analytics.summary.total_workflows} />
            </Col>
            <Col span={6}>
              <Statistic title={t('workflows.activeWorkflows')} value={analytics.summary.active_workflows} />
            </Col>
            <Col span={6}>
              <Statistic title={t('workflows.totalExecutions')} value={analytics.summary.total_executions} />
            </Col>
            <Col span={6}>
              <Statistic title={t('workflows.successRate')} value={percent(analytics.summary.success_rate)} />
            </Col>
          </Row>
          <Typography.Text type="secondary">
            {t('workflows.meanDuration', {
              value:
                analytics.summary.mean_duration_ms === null
                  ? '—'
                  : `${analytics.summary.mean_duration_ms} ms`,
            })}
          </Typography.Text>
          <Table
            rowKey="workflow_id"
            size="small"
            pagination={false}
            title={() => t('workflows.topWorkflows')}
            dataSource={analytics.top_workflows}
            columns={[
              { title: t('workflows.name'), dataIndex: 'name' },
              { title: t('workflows.totalExecutions'), dataIndex: 'executions' },
              { title: t('workflows.successRate'), render: (_, row) => percent(row.success_rate) },
            ]}
          />
          <Table
            rowKey="error"
            size="small"
            pagination={false}
            title={() => t('workflows.errorAnalysis')}
            dataSource={analytics.error_analysis}
            columns={[
              { title: t('workflows.error'), dataIndex: 'error' },
              { title: t('workflows.count'), dataIndex: 'count' },
            ]}
          />
        </>
      ) : null}
    </Space>
  );
}

/** Workflow automation (admin spec §2.18): workflows, templates, executions, analytics. */
export function WorkflowsPage() {
  const { t } = useTranslation();
  const [refreshKey, setRefreshKey] = useState(0);
  const [tab, setTab] = useState('workflows');
  const bump = () => setRefreshKey((key) => key + 1);
  return (
    <Card title={t('nav.workflow_automation')}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'workflows',
            label: t('workflows.tabs.workflows'),
            children: <WorkflowsTab refreshKey={refreshKey} onChanged={bump} />,
          },
          {
            key: 'templates',
            label: t('workflows.tabs.templates'),
            children: (
              <TemplatesTab
                onCreated={() => {
                  bump();
                  setTab('workflows');
                }}
              />
            ),
          },
          {
            key: 'executions',
            label: t('workflows.tabs.executions'),
            children: <ExecutionsTab refreshKey={refreshKey} />,
          },
          {
            key: 'analytics',
            label: t('workflows.tabs.analytics'),
            children: <AnalyticsTab refreshKey={refreshKey} />,
          },
        ]}
      />
    </Card>
  );
}
