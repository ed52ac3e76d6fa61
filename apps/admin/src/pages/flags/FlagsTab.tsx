import type { FeatureFlag } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePolling } from '../operations/usePolling.ts';
import { flagsApi } from './api.ts';

const environments = ['production', 'staging', 'development', 'test'];
const tiers = ['free', 'gold', 'diamond'];

/** One flag's rollout and tiers in the chosen environment, edited in place. */
function RolloutEditor({
  flag,
  disabled,
  onSave,
}: {
  flag: FeatureFlag;
  disabled: boolean;
  onSave: (rollout: number, targetTiers: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [rollout, setRollout] = useState<number>(flag.rollout_percentage);
  const [targets, setTargets] = useState<string[]>(flag.target_tiers);
  return (
    <Space wrap>
      <InputNumber
        min={0}
        max={100}
        step={1}
        value={rollout}
        disabled={disabled}
        aria-label={t('flags.rollout')}
        data-testid={`flag-rollout-${flag.key}`}
        onChange={(value) => setRollout(typeof value === 'number' ? value : 0)}
      />
      <Select
        mode="multiple"
        style={{ minWidth: 160 }}
        placeholder={t('flags.tiers')}
        value={targets}
        disabled={disabled}
        options={tiers.map((tier) => ({ value: tier, label: tier }))}
        onChange={setTargets}
      />
      <Button
        disabled={disabled}
        data-testid={`flag-save-${flag.key}`}
        onClick={() => void onSave(rollout, targets)}
      >
        {t('flags.save')}
      </Button>
    </Space>
  );
}

/** Feature flags per environment: on/off, rollout, tiers, emergency stop (admin spec §2.17, §7.11b). */
export function FlagsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'advanced_analytics', action: 'write' });
  const [environment, setEnvironment] = useState<string | null>(null);
  const load = useCallback(() => flagsApi.flags(environment ?? undefined), [environment]);
  const flags = usePolling(load, 300);
  // Until staff pick one, show the environment this server evaluates members in.
  const active = flags.data?.active_environment;
  useEffect(() => {
    if (environment === null && active) setEnvironment(active);
  }, [environment, active]);
  const shown = environment ?? active ?? 'production';
  const [emergency, setEmergency] = useState<FeatureFlag | null>(null);
  const [reason, setReason] = useState('');
  const [form] = Form.useForm<{ key: string; name: string; description?: string }>();

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
      await flags.reload();
      return true;
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
      return false;
    }
  };

  return (
    <>
      {flags.error ? <Alert type="error" showIcon title={apiErrorMessage(flags.error, language)} /> : null}
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{t('flags.environment')}</span>
        <Select
          value={shown}
          style={{ width: 160 }}
          data-testid="flags-environment"
          options={environments.map((name) => ({ value: name, label: name }))}
          onChange={(value: string) => setEnvironment(value)}
        />
        {flags.data ? (
          <Typography.Text type="secondary">
            {t('flags.activeEnvironment', { env: flags.data.active_environment })}
          </Typography.Text>
        ) : null}
      </Space>
      <Table<FeatureFlag>
        rowKey="id"
        size="small"
        dataSource={flags.data?.flags ?? []}
        loading={!flags.data && !flags.error}
        pagination={false}
        onRow={(flag) => ({ 'data-testid': `flag-row-${flag.key}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('flags.key'), dataIndex: 'key', render: (key: string) => <code>{key}</code> },
          {
            title: t('flags.name'),
            render: (_, flag) => (
              <>
                {flag.name}
                {flag.emergency_disabled ? (
                  <div>
                    <Tag color="red">
                      {t('flags.emergencyActive', {
                        reason:
                          flag.environments.find((state) => state.environment === shown)?.emergency_reason ??
                          '',
                      })}
                    </Tag>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: t('flags.enabled'),
            render: (_, flag) => (
              <Switch
                checked={flag.enabled}
                disabled={!mayWrite}
                data-testid={`flag-toggle-${flag.key}`}
                aria-label={`${flag.key} ${t('flags.enabled')}`}
                onChange={(enabled) =>
                  void act(() => flagsApi.toggle(flag.key, enabled, shown), t('flags.toggled'))
                }
              />
            ),
          },
          {
            title: t('flags.rollout'),
            render: (_, flag) => (
              <RolloutEditor
                key={`${flag.id}-${shown}-${flag.rollout_percentage}-${flag.target_tiers.join()}`}
                flag={flag}
                disabled={!mayWrite}
                onSave={async (rollout, targetTiers) => {
                  await act(
                    () =>
                      flagsApi.updateFlag(flag.id, {
                        environment: shown,
                        rollout_percentage: rollout,
                        target_tiers: targetTiers,
                      }),
                    t('flags.saved'),
                  );
                }}
              />
            ),
          },
          {
            title: '',
            render: (_, flag) => (
              <Button
                danger
                disabled={!mayWrite || flag.environments.every((state) => state.emergency_disabled)}
                onClick={() => {
                  setReason('');
                  setEmergency(flag);
                }}
              >
                {t('flags.emergency')}
              </Button>
            ),
          },
        ]}
      />
      {mayWrite ? (
        <Card title={t('flags.create')} size="small" style={{ marginTop: 16 }}>
          <Form
            form={form}
            layout="inline"
            onFinish={(values) =>
              void act(() => flagsApi.createFlag(values), t('flags.created')).then(
                (ok) => ok && form.resetFields(),
              )
            }
          >
            <Form.Item name="key" label={t('flags.key')} rules={[{ required: true }]}>
              <Input placeholder="pricing_annual_default" />
            </Form.Item>
            <Form.Item name="name" label={t('flags.name')} rules={[{ required: true }]}>
              <Input />
            </Form.Item>
            <Form.Item name="description" label={t('flags.description')}>
              <Input />
            </Form.Item>
            <Button htmlType="submit" type="primary">
              {t('flags.create')}
            </Button>
          </Form>
        </Card>
      ) : null}
      <Modal
        open={emergency !== null}
        title={`${t('flags.emergency')}：${emergency?.key ?? ''}`}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onCancel={() => setEmergency(null)}
        onOk={() => {
          const flag = emergency!;
          void act(() => flagsApi.emergencyDisable(flag.id, reason.trim()), t('flags.emergencyDone')).then(
            (ok) => ok && setEmergency(null),
          );
        }}
      >
        <Input.TextArea
          value={reason}
          maxLength={500}
          placeholder={t('flags.emergencyReason')}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </>
  );
}
