import type { AnalystPreferences } from '@alphadesk/contracts';
import { Alert, Modal, Radio, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAnalystPreferences } from './queries.ts';
import { errorMessage } from '../../api/client.ts';

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
  const [failure, setFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState(preferences);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(preferences), [preferences, open]);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const response = await saveAnalystPreferences(draft);
      onSaved(response.preferences);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, i18n.language) || t('analysisRun.prefs.failed'));
    } finally {
      setSaving(false);
    }
  };

  const group = <K extends 'analysisStyle' | 'riskTolerance' | 'investmentHorizon'>(
    key: K,
    label: string,
    options: [AnalystPreferences[K], string][],
  ) => (
    <div className="analysts-field">
      <span>{label}</span>
      <Radio.Group
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value as AnalystPreferences[K] })}
      >
        {options.map(([value, text]) => (
          <Radio.Button key={value} value={value}>
            {text}
          </Radio.Button>
        ))}
      </Radio.Group>
    </div>
  );

  return (
    <Modal
      open={open}
      title={t('analysisRun.prefs.title')}
      okText={t('analysisRun.prefs.save')}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onClose}
    >
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
          <Switch
            checked={draft.autoAnalysis}
            onChange={(value) => setDraft({ ...draft, autoAnalysis: value })}
          />
          {t('analysisRun.prefs.autoAnalysis')}
        </label>
        <label className="analysts-switch">
          <Switch
            checked={draft.collaborativeMode}
            onChange={(value) => setDraft({ ...draft, collaborativeMode: value })}
          />
          {t('analysisRun.prefs.collaborative')}
        </label>
        {failure && <Alert type="error" showIcon message={failure} role="alert" />}
      </Space>
    </Modal>
  );
}
