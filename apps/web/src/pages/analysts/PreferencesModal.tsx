import type { AnalystPreferences } from '@alphadesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Modal, Radio, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAnalystPreferences } from './queries.ts';
import { errorMessage } from '../../api/client.ts';

type Choice = 'analysisStyle' | 'riskTolerance' | 'investmentHorizon';

/** Analysis style, risk tolerance, horizon, auto-analysis and collaborative mode. */
export function PreferencesModal({
  open,
  preferences,
  onClose,
  onSaved,
}: {
  open: boolean;
  preferences: AnalystPreferences;
  onClose: () => void;
  onSaved: (next: AnalystPreferences) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<AnalystPreferences>();
  const save = useMutation({
    // Fields the modal does not show (the preferred analysts) go back as they were.
    mutationFn: (values: AnalystPreferences) => saveAnalystPreferences({ ...preferences, ...values }),
    onSuccess: (response) => {
      onSaved(response.preferences);
      onClose();
    },
  });
  const { reset } = save;
  useEffect(() => {
    form.setFieldsValue(preferences);
    reset();
  }, [form, preferences, open, reset]);

  const group = <K extends Choice>(key: K, label: string, options: [AnalystPreferences[K], string][]) => (
    <div className="analysts-field">
      <span>{label}</span>
      <Form.Item name={key as Choice} noStyle>
        <Radio.Group>
          {options.map(([value, text]) => (
            <Radio.Button key={value} value={value}>
              {text}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
    </div>
  );

  return (
    <Modal
      open={open}
      title={t('analysisRun.prefs.title')}
      okText={t('analysisRun.prefs.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} initialValues={preferences} onFinish={(values) => save.mutate(values)}>
        <Space direction="vertical" size="middle">
          {group('analysisStyle', t('analysisRun.prefs.style'), [
            ['conservative', t('analysisRun.prefs.conservative')],
            ['balanced', t('analysisRun.prefs.balanced')],
            ['aggressive', t('analysisRun.prefs.aggressive')],
          ])}
          {group('riskTolerance', t('analysisRun.prefs.risk'), [
            ['low', t('analysisRun.prefs.low')],
            ['medium', t('analysisRun.prefs.medium')],
            ['high', t('analysisRun.prefs.high')],
          ])}
          {group('investmentHorizon', t('analysisRun.prefs.horizon'), [
            ['short', t('analysisRun.prefs.short')],
            ['medium', t('analysisRun.prefs.mediumTerm')],
            ['long', t('analysisRun.prefs.long')],
          ])}
          <label className="analysts-switch">
            <Form.Item name="autoAnalysis" valuePropName="checked" noStyle>
              <Switch />
            </Form.Item>
            {t('analysisRun.prefs.autoAnalysis')}
          </label>
          <label className="analysts-switch">
            <Form.Item name="collaborativeMode" valuePropName="checked" noStyle>
              <Switch />
            </Form.Item>
            {t('analysisRun.prefs.collaborative')}
          </label>
          {save.isError && (
            <Alert
              type="error"
              showIcon
              message={errorMessage(save.error, i18n.language) || t('analysisRun.prefs.failed')}
              role="alert"
            />
          )}
        </Space>
      </Form>
    </Modal>
  );
}
