import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  message,
} from 'antd';
import {
  analysisTypes,
  analystIds,
  analystModels,
  analystStatuses,
  type AdminAnalyst,
} from '@alphadesk/contracts';
import { api, isApiError } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useLoad } from '../finance/useLoad.ts';
import { analystsCopy } from './copy.ts';

const base = '/api/admin/analysts';
interface Registry {
  analysts: AdminAnalyst[];
  available_to_add: { id: string; name: string }[];
}
interface Health {
  status: 'healthy' | 'degraded' | 'abnormal';
  active_sessions: number;
  queued_tasks: number;
  avg_response_time: number | null;
}
interface Task {
  session_id: string;
  stock_id: string;
  analysis_types: string[];
  status: string;
  progress: number;
  result: { result?: string } | null;
  error: string | null;
  created_at: string;
}
const reason = (error: unknown) => (isApiError(error) ? error.message : '未知錯誤');

/** Analyst management (admin spec §2.6): status cards, analyst cards, add/edit/delete; reloads every 30 s. */
export function AnalystsPage() {
  const c = analystsCopy[useLanguage()];
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  const data = useLoad(async () => {
    const [registry, health, tasks] = await Promise.all([
      api.get<Registry>(`${base}/registry`),
      api.get<{ health: Health }>(`${base}/coordinator/health`),
      api.get<{ tasks: Task[] }>(`${base}/analysis?limit=10`),
    ]);
    return { registry, health: health.health, tasks: tasks.tasks };
  }, [tick]);
  const [editing, setEditing] = useState<AdminAnalyst | null>(null);
  const [adding, setAdding] = useState(false);
  const [starting, setStarting] = useState(false);

  if (data.error)
    return (
      <Alert
        type="error"
        title={c.loadError}
        description={reason(data.error)}
        action={<Button onClick={() => window.location.reload()}>{c.retry}</Button>}
      />
    );
  const registry = data.data?.registry;
  const health = data.data?.health;

  const remove = (analyst: AdminAnalyst) =>
    Modal.confirm({
      title: c.delete,
      content: '確定要刪除這個分析師嗎？此操作不可逆。',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.delete(`${base}/${analyst.id}`);
          void data.reload();
        } catch (error) {
          void message.error(`刪除失敗：${reason(error)}`);
        }
      },
    });

  return (
    <div data-testid="analysts-page">
      <h2>{c.title}</h2>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Card>
            <Statistic title={c.systemStatus} value={health ? c[health.status] : '—'} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={c.activeSessions} value={health?.active_sessions ?? 0} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={c.queuedTasks} value={health?.queued_tasks ?? 0} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={c.avgResponse} value={health?.avg_response_time ?? '—'} />
          </Card>
        </Col>
      </Row>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setAdding(true)}>
          {c.add}
        </Button>
        <Button onClick={() => setStarting(true)}>{c.startAnalysis}</Button>
      </Space>
      <Row gutter={[16, 16]}>
        {(registry?.analysts ?? []).map((analyst) => (
          <Col span={8} key={analyst.id}>
            <Card
              data-testid={`analyst-${analyst.id}`}
              title={analyst.name}
              extra={
                <Tag
                  color={
                    analyst.status === 'active'
                      ? 'green'
                      : analyst.status === 'maintenance'
                        ? 'orange'
                        : 'default'
                  }
                >
                  {c.statuses[analyst.status]}
                </Tag>
              }
              actions={[
                <Button key="edit" size="small" onClick={() => setEditing(analyst)}>
                  {c.edit}
                </Button>,
                <Button key="delete" size="small" danger onClick={() => remove(analyst)}>
                  {c.delete}
                </Button>,
              ]}
            >
              <div>
                {analyst.type} · {c.priority} {c.priorities[analyst.priority]} · {c.model} {analyst.model} (
                {c.effective[analyst.effective_model]})
              </div>
              <div>
                {c.load}: <Progress percent={analyst.current_load} size="small" style={{ width: 120 }} />{' '}
                {analyst.running_tasks}/{analyst.maxConcurrentTasks}
                {analyst.queued_tasks > 0 && (
                  <Tag style={{ marginLeft: 8 }}>{c.waiting(analyst.queued_tasks)}</Tag>
                )}
              </div>
              <div>
                {c.weight}: {analyst.weight === null ? c.equalWeight : analyst.weight.toFixed(2)}
              </div>
              <div>
                {c.accuracy}:{' '}
                {analyst.performance.accuracy === null
                  ? c.noRecord
                  : `${(analyst.performance.accuracy * 100).toFixed(1)}%（n=${analyst.performance.sample_size}）`}
              </div>
              <div>
                {c.analyses}: {analyst.analysis_count} · {c.lastActivity}:{' '}
                {analyst.last_activity ? new Date(analyst.last_activity).toLocaleString() : '—'}
              </div>
            </Card>
          </Col>
        ))}
      </Row>
      <h3 style={{ marginTop: 24 }}>{c.tasks}</h3>
      <Table
        rowKey="session_id"
        pagination={false}
        dataSource={data.data?.tasks ?? []}
        columns={[
          { title: c.stock, dataIndex: 'stock_id' },
          { title: c.analyst, dataIndex: 'analysis_types', render: (ids: string[]) => ids.join(', ') },
          {
            title: c.status,
            dataIndex: 'status',
            render: (s: string, task: Task) => <span title={task.error ?? ''}>{s}</span>,
          },
          { title: c.progress, dataIndex: 'progress', render: (p: number) => `${p}%` },
          { title: c.result, dataIndex: 'result', render: (r: Task['result']) => r?.result ?? '—' },
          {
            title: c.created,
            dataIndex: 'created_at',
            render: (at: string) => new Date(at).toLocaleString(),
          },
        ]}
      />
      {(editing || adding) && (
        <AnalystModal
          analyst={editing}
          addable={registry?.available_to_add ?? []}
          onClose={() => {
            setEditing(null);
            setAdding(false);
          }}
          onSaved={() => {
            setEditing(null);
            setAdding(false);
            void data.reload();
          }}
        />
      )}
      {starting && (
        <StartModal
          onClose={() => setStarting(false)}
          onStarted={() => {
            setStarting(false);
            void data.reload();
          }}
        />
      )}
    </div>
  );
}

function AnalystModal(props: {
  analyst: AdminAnalyst | null;
  addable: { id: string; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const c = analystsCopy[useLanguage()];
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const editing = props.analyst !== null;
  const submit = async () => {
    const values = form.getFieldsValue() as Record<string, unknown>;
    let configuration: unknown;
    try {
      configuration = JSON.parse(String(values.configuration || '{}'));
    } catch {
      setError(c.badConfig);
      return;
    }
    const tasks = Number(values.maxConcurrentTasks);
    const body = {
      status: values.status,
      priority: values.priority,
      model: values.model,
      configuration,
      description: values.description ? String(values.description) : null,
      // Spec §5: an invalid number becomes 1.
      maxConcurrentTasks: Number.isInteger(tasks) && tasks >= 1 && tasks <= 20 ? tasks : 1,
    };
    try {
      if (editing) await api.put(`${base}/${props.analyst!.id}`, body);
      else await api.post(base, { id: values.id, ...body });
      props.onSaved();
    } catch (caught) {
      setError(`操作失敗：${reason(caught)}`);
    }
  };
  const initial = props.analyst
    ? { ...props.analyst, configuration: JSON.stringify(props.analyst.configuration) }
    : {
        id: props.addable[0]?.id,
        status: 'active',
        maxConcurrentTasks: 5,
        priority: 1,
        model: 'default',
        configuration: '{}',
      };
  return (
    <Modal
      open
      title={editing ? c.edit : c.add}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !editing && props.addable.length === 0 }}
    >
      {error && <Alert type="error" title={error} style={{ marginBottom: 12 }} />}
      {!editing && props.addable.length === 0 && (
        <Alert type="info" title={c.nothingToAdd} style={{ marginBottom: 12 }} />
      )}
      <Form form={form} layout="vertical" initialValues={initial}>
        {!editing && (
          <Form.Item name="id" label={c.analyst}>
            <Select options={props.addable.map((a) => ({ value: a.id, label: a.name }))} />
          </Form.Item>
        )}
        <Form.Item name="status" label={c.status}>
          <Select options={analystStatuses.map((s) => ({ value: s, label: c.statuses[s] }))} />
        </Form.Item>
        <Form.Item name="maxConcurrentTasks" label={c.maxTasks}>
          <InputNumber min={1} max={20} />
        </Form.Item>
        <Form.Item name="priority" label={c.priority}>
          <Select options={[1, 2, 3].map((p) => ({ value: p, label: c.priorities[p] }))} />
        </Form.Item>
        <Form.Item name="model" label={c.model}>
          <Select options={analystModels.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="configuration" label={c.configuration}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="description" label={c.description}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function StartModal(props: { onClose: () => void; onStarted: () => void }) {
  const c = analystsCopy[useLanguage()];
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const values = form.getFieldsValue() as {
      stock_id: string;
      analysis_types: string[];
      time_range: string;
    };
    try {
      await api.post(`${base}/analysis`, {
        stock_id: values.stock_id,
        analysis_types: values.analysis_types,
        parameters: { time_range: values.time_range },
      });
      props.onStarted();
    } catch (caught) {
      setError(`操作失敗：${reason(caught)}`);
    }
  };
  return (
    <Modal open title={c.startAnalysis} onCancel={props.onClose} onOk={() => void submit()}>
      {error && <Alert type="error" title={error} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ stock_id: '2330', analysis_types: ['technical'], time_range: 'quick' }}
      >
        <Form.Item name="stock_id" label={c.stock}>
          <Input />
        </Form.Item>
        <Form.Item name="analysis_types" label={c.analyst}>
          <Select mode="multiple" options={analystIds.map((id) => ({ value: id, label: id }))} />
        </Form.Item>
        <Form.Item name="time_range" label={c.depth}>
          <Select options={analysisTypes.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
