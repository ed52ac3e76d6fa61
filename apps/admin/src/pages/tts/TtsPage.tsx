import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  App as AntApp,
} from 'antd';
import type { TtsJob, TtsVoice } from '@alphadesk/contracts';
import { ttsGenders, ttsLanguages, ttsProviders, ttsSampleRates, ttsVoiceTypes } from '@alphadesk/contracts';
import { api, isApiError } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useLoad } from '../finance/useLoad.ts';
import { ttsCopy } from './copy.ts';
import { SettingsPanel, type TtsConfig } from './SettingsPanel.tsx';

const base = '/api/admin/tts';
interface Stats {
  total_jobs: number;
  completed_jobs: number;
  pending_jobs: number;
  failed_jobs: number;
  active_voices: number;
}
interface Queue {
  queue_size: number;
  processing_jobs: number;
  system_load: number;
  is_processing: boolean;
}
const reason = (error: unknown) => (isApiError(error) ? error.message : '未知錯誤');

/** TTS management (admin spec §2.7): overview, voices, jobs, settings; reloads every 30 s. */
export function TtsPage() {
  const c = ttsCopy[useLanguage()];
  // The app's message API (not antd's static one): its notices live and die with this page's tree.
  const { message } = AntApp.useApp();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  const overview = useLoad(async () => {
    const [stats, queue] = await Promise.all([
      api.get<{ stats: Stats }>(`${base}/stats`),
      api.get<{ queue: Queue }>(`${base}/queue-status`),
    ]);
    return { stats: stats.stats, queue: queue.queue };
  }, [tick]);
  const voices = useLoad(() => api.get<{ voices: TtsVoice[] }>(`${base}/voices`), [tick]);
  const jobs = useLoad(() => api.get<{ jobs: TtsJob[] }>(`${base}/jobs?limit=10`), [tick]);
  const config = useLoad(() => api.get<{ config: TtsConfig }>(`${base}/config`), []);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TtsVoice | null>(null);
  const [deleting, setDeleting] = useState<TtsVoice | null>(null);
  const [sample, setSample] = useState<string | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  const reloadAll = () => {
    void overview.reload();
    void voices.reload();
    void jobs.reload();
  };

  if (overview.error || voices.error)
    return (
      <Alert
        type="error"
        title={c.loadError}
        description={reason(overview.error ?? voices.error)}
        action={<Button onClick={reloadAll}>{c.retry}</Button>}
      />
    );

  const testVoice = async (voice: TtsVoice) => {
    setTesting(voice.model_id);
    try {
      const answer = await api.post<{ job: TtsJob }>(
        `${base}/voices/${encodeURIComponent(voice.model_id)}/test`,
        {},
      );
      setSample(answer.job.file_url);
      void jobs.reload();
    } catch {
      void message.error(c.testFailed);
    } finally {
      setTesting(null);
    }
  };

  const stats = overview.data?.stats;
  const queue = overview.data?.queue;
  return (
    <div data-testid="tts-page">
      <h2>{c.title}</h2>
      {sample && (
        <Card size="small" title={c.sample} style={{ marginBottom: 16 }}>
          <audio data-testid="tts-sample-audio" src={sample} controls autoPlay />
        </Card>
      )}
      <Tabs
        items={[
          {
            key: 'overview',
            label: c.overview,
            children: (
              <Row gutter={[16, 16]}>
                <Col span={6}>
                  <Card>
                    <Statistic title={c.total} value={stats?.total_jobs ?? 0} />
                  </Card>
                </Col>
                <Col span={6}>
                  <Card>
                    <Statistic title={c.completed} value={stats?.completed_jobs ?? 0} />
                  </Card>
                </Col>
                <Col span={6}>
                  <Card>
                    <Statistic title={c.pending} value={stats?.pending_jobs ?? 0} />
                  </Card>
                </Col>
                <Col span={6}>
                  <Card>
                    <Statistic title={c.failed} value={stats?.failed_jobs ?? 0} />
                  </Card>
                </Col>
                <Col span={6}>
                  <Card>
                    <Statistic title={c.activeVoices} value={stats?.active_voices ?? 0} />
                  </Card>
                </Col>
                <Col span={6}>
                  <Card>
                    <Statistic title={c.queueSize} value={queue?.queue_size ?? 0} />
                  </Card>
                </Col>
                <Col span={6}>
                  <Card>
                    <Statistic title={c.processing} value={queue?.processing_jobs ?? 0} />
                  </Card>
                </Col>
                <Col span={6}>
                  <Card>
                    <Statistic title={c.load} value={queue?.system_load ?? 0} suffix="%" />
                    <Tag color={queue?.is_processing ? 'green' : 'default'}>
                      {queue?.is_processing ? c.running : c.stopped}
                    </Tag>
                  </Card>
                </Col>
              </Row>
            ),
          },
          {
            key: 'voices',
            label: c.voices,
            children: (
              <>
                <Space style={{ marginBottom: 16 }}>
                  <Button type="primary" onClick={() => setAdding(true)} data-testid="tts-add-voice">
                    {c.addVoice}
                  </Button>
                  {selected.length > 0 && <Tag>{c.selected(selected.length)}</Tag>}
                </Space>
                <Row gutter={[16, 16]}>
                  {(voices.data?.voices ?? []).map((voice) => (
                    <Col span={8} key={voice.model_id}>
                      <Card
                        data-testid={`tts-voice-${voice.model_id}`}
                        title={
                          <Checkbox
                            checked={selected.includes(voice.model_id)}
                            onChange={(e) =>
                              setSelected((ids) =>
                                e.target.checked
                                  ? [...ids, voice.model_id]
                                  : ids.filter((id) => id !== voice.model_id),
                              )
                            }
                          >
                            {voice.name}
                          </Checkbox>
                        }
                        extra={
                          <Tag color={voice.is_active ? 'green' : 'default'}>
                            {voice.is_active ? c.active : c.inactive}
                          </Tag>
                        }
                        actions={[
                          <Button
                            key="test"
                            data-testid={`tts-test-${voice.model_id}`}
                            size="small"
                            loading={testing === voice.model_id}
                            disabled={!voice.synthesizable}
                            onClick={() => void testVoice(voice)}
                          >
                            {c.test}
                          </Button>,
                          <Button key="edit" size="small" onClick={() => setEditing(voice)}>
                            {c.edit}
                          </Button>,
                          <Button key="delete" size="small" danger onClick={() => setDeleting(voice)}>
                            {c.delete}
                          </Button>,
                        ]}
                      >
                        <div>
                          {voice.model_id} · {voice.language} · {voice.gender} · {voice.provider}
                        </div>
                        <div>
                          {voice.sample_rate} Hz · {voice.cost_per_character}/{c.char}
                          {voice.is_premium ? ` · ${c.premium}` : ''}
                        </div>
                        {!voice.synthesizable && <div style={{ color: '#999' }}>{c.notConnected}</div>}
                      </Card>
                    </Col>
                  ))}
                </Row>
              </>
            ),
          },
          {
            key: 'jobs',
            label: c.jobs,
            children: (
              <Table
                rowKey="id"
                pagination={false}
                dataSource={jobs.data?.jobs ?? []}
                columns={[
                  {
                    title: c.text,
                    dataIndex: 'text_content',
                    render: (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text),
                  },
                  {
                    title: c.status,
                    dataIndex: 'status',
                    render: (status: string, job: TtsJob) => (
                      <span title={job.error ?? ''}>{c.statuses[status] ?? c.statuses.pending}</span>
                    ),
                  },
                  {
                    title: c.created,
                    dataIndex: 'created_at',
                    render: (at: string) => new Date(at).toLocaleString(),
                  },
                  {
                    title: '',
                    dataIndex: 'file_url',
                    render: (url: string | null) =>
                      url && (
                        <Button size="small" onClick={() => setSample(url)}>
                          {c.play}
                        </Button>
                      ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'settings',
            label: c.settings,
            children: (
              <SettingsPanel config={config.data?.config ?? null} onSaved={() => void config.reload()} />
            ),
          },
        ]}
      />
      <VoiceModal
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void message.success('✅ 語音模型新增成功！');
          reloadAll();
        }}
        failurePrefix="❌ 新增語音失敗: "
      />
      {editing && (
        <VoiceModal
          open
          voice={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success('✅ 語音模型更新成功！');
            reloadAll();
          }}
          failurePrefix="❌ 更新語音失敗: "
        />
      )}
      <Modal
        open={deleting !== null}
        title={c.delete}
        onCancel={() => setDeleting(null)}
        onOk={async () => {
          try {
            await api.delete(`${base}/voices/${encodeURIComponent(deleting!.model_id)}`);
            void message.success('語音模型已成功刪除');
            reloadAll();
          } catch (error) {
            void message.error(`刪除語音失敗${isApiError(error) ? error.message : '未知錯誤'}`);
          }
          setDeleting(null);
        }}
      >
        {c.confirmDelete(deleting?.name ?? '')}
      </Modal>
    </div>
  );
}

function VoiceModal(props: {
  open: boolean;
  voice?: TtsVoice;
  onClose: () => void;
  onSaved: () => void;
  failurePrefix: string;
}) {
  const c = ttsCopy[useLanguage()];
  const [form] = Form.useForm();
  const modelId = Form.useWatch('model_id', form) as string | undefined;
  const name = Form.useWatch('name', form) as string | undefined;
  const [error, setError] = useState<string | null>(null);
  const editing = props.voice !== undefined;
  const submit = async () => {
    const values = form.getFieldsValue() as Record<string, unknown>;
    if (editing ? !values.name || !values.language : !values.model_id || !values.name || !values.language) {
      setError(editing ? '請填寫所有必填欄位（名稱、語言）' : '請填寫所有必填欄位（模型ID、名稱、語言）');
      return;
    }
    const cost = Number(values.cost_per_character);
    const body = {
      ...values,
      cost_per_character: Number.isFinite(cost) ? cost : 0,
      sample_rate: Number.parseInt(String(values.sample_rate), 10),
    };
    try {
      // The form holds only its own fields (no model_id when editing).
      if (editing) await api.put(`/api/admin/tts/voices/${encodeURIComponent(props.voice!.model_id)}`, body);
      else await api.post('/api/admin/tts/voices', body);
      setError(null);
      props.onSaved();
    } catch (caught) {
      setError(props.failurePrefix + reason(caught));
    }
  };
  return (
    <Modal
      open={props.open}
      title={editing ? c.edit : c.addVoice}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !editing && (!modelId || !name), id: 'tts-voice-save' }}
      destroyOnHidden
    >
      {error && <Alert type="error" title={error} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          props.voice ?? {
            language: 'zh-TW',
            gender: 'female',
            voice_type: 'neural',
            provider: 'azure',
            sample_rate: 22050,
            is_active: true,
            is_premium: false,
            cost_per_character: 0.002,
            description: '',
          }
        }
      >
        {!editing && (
          <Form.Item name="model_id" label={c.modelId} required>
            <Input data-testid="tts-model-id" />
          </Form.Item>
        )}
        <Form.Item name="name" label={c.name} required>
          <Input data-testid="tts-name" />
        </Form.Item>
        <Form.Item name="description" label={c.description}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="language" label={c.language} required>
          <Select options={ttsLanguages.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item name="gender" label={c.gender}>
          <Select options={ttsGenders.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item name="voice_type" label={c.voiceType}>
          <Select options={ttsVoiceTypes.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item name="provider" label={c.provider}>
          <Select data-testid="tts-provider" options={ttsProviders.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item name="sample_rate" label={c.sampleRate}>
          <Select options={ttsSampleRates.map((v) => ({ value: v, label: `${v} Hz` }))} />
        </Form.Item>
        <Form.Item name="cost_per_character" label={c.cost}>
          <InputNumber min={0} step={0.001} />
        </Form.Item>
        <Form.Item name="is_active" label={c.active} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="is_premium" label={c.premium} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
