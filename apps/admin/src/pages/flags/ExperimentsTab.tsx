import type { Experiment, ExperimentResults } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePolling } from '../operations/usePolling.ts';
import { flagsApi } from './api.ts';

const statusColour = { draft: 'default', running: 'green', paused: 'orange', completed: 'blue' } as const;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const pFormat = (value: number) => (value < 0.0001 ? value.toExponential(2) : value.toFixed(4));

/** Which actions each status offers (the server refuses the others). */
const nextActions: Record<Experiment['status'], { status: Experiment['status']; label: string }[]> = {
  draft: [
    { status: 'running', label: 'flags.start' },
    { status: 'completed', label: 'flags.complete' },
  ],
  running: [
    { status: 'paused', label: 'flags.pause' },
    { status: 'completed', label: 'flags.complete' },
  ],
  paused: [
    { status: 'running', label: 'flags.resume' },
    { status: 'completed', label: 'flags.complete' },
  ],
  completed: [],
};

function Results({ results }: { results: ExperimentResults }) {
  const { t } = useTranslation();
  const srm = results.sample_ratio;
  return (
    <Card size="small" title={`${t('flags.results')}：${results.experiment.name}`} style={{ marginTop: 16 }}>
      <Alert
        type={srm.mismatch ? 'error' : 'success'}
        showIcon
        data-testid="srm-status"
        title={
          srm.mismatch
            ? t('flags.srmWarning', { p: pFormat(srm.p_value) })
            : t('flags.srmOk', { p: pFormat(srm.p_value) })
        }
        style={{ marginBottom: 12 }}
      />
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={results.variants}
        columns={[
          {
            title: t('flags.variantKey'),
            render: (_, variant, index) => (
              <>
                {variant.name} <code>{variant.key}</code>{' '}
                {index === 0 ? <Tag>{t('flags.control')}</Tag> : null}
              </>
            ),
          },
          { title: t('flags.weight'), dataIndex: 'weight' },
          { title: t('flags.exposures'), dataIndex: 'exposures' },
          { title: t('flags.conversions'), dataIndex: 'conversions' },
          { title: t('flags.conversionRate'), render: (_, variant) => percent(variant.conversion_rate) },
          {
            title: t('flags.lift'),
            render: (_, variant) => (variant.lift === null ? '—' : percent(variant.lift)),
          },
          {
            title: 'z',
            render: (_, variant) => (variant.z_score === null ? '—' : variant.z_score.toFixed(3)),
          },
          {
            title: t('flags.pValue'),
            render: (_, variant) =>
              variant.p_value === null ? (
                '—'
              ) : (
                <>
                  {pFormat(variant.p_value)}{' '}
                  <Tag color={variant.significant ? 'green' : 'default'}>
                    {variant.significant ? t('flags.significant') : t('flags.notSignificant')}
                  </Tag>
                </>
              ),
          },
        ]}
      />
    </Card>
  );
}

/** A/B experiments: variants and split, status changes, results with significance and SRM. */
export function ExperimentsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'advanced_analytics', action: 'write' });
  const experiments = usePolling(flagsApi.experiments, 300);
  const [results, setResults] = useState<ExperimentResults | null>(null);
  const [form] = Form.useForm();

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await experiments.reload();
      return true;
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
      return false;
    }
  };

  return (
    <>
      {experiments.error ? (
        <Alert type="error" showIcon title={apiErrorMessage(experiments.error, language)} />
      ) : null}
      <Table<Experiment>
        rowKey="id"
        size="small"
        pagination={false}
        loading={!experiments.data && !experiments.error}
        dataSource={experiments.data?.experiments ?? []}
        columns={[
          { title: t('flags.key'), dataIndex: 'key', render: (key: string) => <code>{key}</code> },
          { title: t('flags.name'), dataIndex: 'name' },
          {
            title: t('flags.status'),
            dataIndex: 'status',
            render: (status: Experiment['status']) => <Tag color={statusColour[status]}>{status}</Tag>,
          },
          {
            title: t('flags.variants'),
            render: (_, experiment) => experiment.variants.map((v) => `${v.key} ${v.weight}`).join(' / '),
          },
          { title: t('flags.exposures'), dataIndex: 'exposures' },
          { title: t('flags.conversions'), dataIndex: 'conversions' },
          {
            title: '',
            render: (_, experiment) => (
              <Space wrap>
                <Button
                  size="small"
                  data-testid={`experiment-results-${experiment.key}`}
                  onClick={() =>
                    void flagsApi
                      .results(experiment.id)
                      .then(setResults)
                      .catch((caught: unknown) => void message.error(apiErrorMessage(caught, language)))
                  }
                >
                  {t('flags.results')}
                </Button>
                {mayWrite
                  ? nextActions[experiment.status].map((action) => (
                      <Button
                        key={action.status}
                        size="small"
                        onClick={() => void act(() => flagsApi.setStatus(experiment.id, action.status))}
                      >
                        {t(action.label as 'flags.start')}
                      </Button>
                    ))
                  : null}
              </Space>
            ),
          },
        ]}
      />
      {results ? <Results results={results} /> : null}
      {mayWrite ? (
        <Card title={t('flags.create')} size="small" style={{ marginTop: 16 }}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{
              aKey: 'control',
              aName: '原版',
              aWeight: 50,
              bKey: 'annual_default',
              bName: '預設年繳',
              bWeight: 50,
              start: false,
            }}
            onFinish={(values: Record<string, string | number | boolean>) =>
              void act(() =>
                flagsApi.createExperiment({
                  key: String(values.key),
                  name: String(values.name),
                  description: values.description ? String(values.description) : '',
                  start: Boolean(values.start),
                  variants: [
                    { key: String(values.aKey), name: String(values.aName), weight: Number(values.aWeight) },
                    { key: String(values.bKey), name: String(values.bName), weight: Number(values.bWeight) },
                  ],
                }),
              ).then((ok) => ok && form.resetFields())
            }
          >
            <Space wrap>
              <Form.Item name="key" label={t('flags.key')} rules={[{ required: true }]}>
                <Input placeholder="pricing_test" />
              </Form.Item>
              <Form.Item name="name" label={t('flags.name')} rules={[{ required: true }]}>
                <Input />
              </Form.Item>
              <Form.Item name="description" label={t('flags.description')}>
                <Input />
              </Form.Item>
            </Space>
            {(['a', 'b'] as const).map((arm) => (
              <Space key={arm} wrap>
                <Form.Item name={`${arm}Key`} label={t('flags.variantKey')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
                <Form.Item name={`${arm}Name`} label={t('flags.name')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
                <Form.Item name={`${arm}Weight`} label={t('flags.weight')} rules={[{ required: true }]}>
                  <InputNumber min={1} max={100} />
                </Form.Item>
              </Space>
            ))}
            <Form.Item name="start" valuePropName="checked">
              <Checkbox>{t('flags.startNow')}</Checkbox>
            </Form.Item>
            <Button htmlType="submit" type="primary">
              {t('flags.create')}
            </Button>
          </Form>
        </Card>
      ) : null}
    </>
  );
}
