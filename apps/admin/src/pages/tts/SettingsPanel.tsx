import { useEffect, useState } from 'react';
import { Alert, App as AntApp, Button, Descriptions, Form, InputNumber, Tag } from 'antd';
import { api, isApiError } from '../../api/client.ts';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { ttsSettingsCopy } from './settings-copy.ts';

export interface TtsConfig {
  engine: string;
  engine_path: string;
  engine_available: boolean;
  engine_version: string | null;
  max_text_length: number;
  words_per_minute: number;
  audio_link_minutes: number;
  concurrency: number;
  overridden: string[];
}

const fields = [
  { name: 'words_per_minute', label: 'wordsPerMinute' },
  { name: 'max_text_length', label: 'maxTextLength' },
  { name: 'audio_link_minutes', label: 'audioLinkMinutes' },
] as const;

/**
 * The speech settings: the engine as the server found it, and the values staff may change (the
 * server validates them; its message is shown as it is). The engine path and the concurrency are
 * not edited here (the concurrency follows the jobs.concurrency setting) and shown only.
 */
export function SettingsPanel(props: { config: TtsConfig | null; onSaved: () => void }) {
  const c = ttsSettingsCopy[useLanguage()];
  const { message } = AntApp.useApp();
  const mayWrite = useCan()({ module: 'tts_management', action: 'write' });
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { config } = props;

  useEffect(() => {
    if (config) form.setFieldsValue(config);
  }, [config, form]);

  if (!config) return null;

  const save = async () => {
    const values = form.getFieldsValue() as Record<string, number | null>;
    // Only what changed is sent: an untouched value stays the environment's.
    const changed = Object.fromEntries(
      fields
        .map(({ name }) => [name, values[name]] as const)
        .filter(([name, value]) => value !== config[name]),
    );
    setSaving(true);
    try {
      await api.put('/api/admin/tts/config', changed);
      setError(null);
      void message.success(c.saved);
      props.onSaved();
    } catch (caught) {
      setError(c.saveFailed + (isApiError(caught) ? caught.message : String(caught)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="tts-settings">
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={c.engine}>
          {config.engine} {config.engine_version ?? ''} ({config.engine_path}){' '}
          <Tag color={config.engine_available ? 'green' : 'red'}>
            {config.engine_available ? c.engineAvailable : c.engineMissing}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={c.concurrency}>{config.concurrency}</Descriptions.Item>
      </Descriptions>
      {error && (
        <Alert type="error" title={error} style={{ marginBottom: 12 }} data-testid="tts-settings-error" />
      )}
      {!mayWrite && <Alert type="info" title={c.readOnly} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" disabled={!mayWrite} style={{ maxWidth: 420 }}>
        {fields.map(({ name, label }) => (
          <Form.Item
            key={name}
            name={name}
            label={c[label]}
            extra={config.overridden.includes(name) ? c.changedHere : c.fromEnvironment}
          >
            <InputNumber data-testid={`tts-setting-${name}`} style={{ width: 200 }} />
          </Form.Item>
        ))}
        {mayWrite && (
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="tts-settings-save">
            {c.save}
          </Button>
        )}
      </Form>
    </div>
  );
}
