import type { AnalysisType, AnalystProfile } from '@alphadesk/contracts';
import { Alert, Button, Checkbox, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** /analysis without a query: symbol, analysts, type and instructions in one form. */
export function StartForm({
  analysts,
  onStart,
}: {
  analysts: readonly AnalystProfile[];
  onStart: (values: { symbol: string; analysts: string[]; type: AnalysisType; instructions: string }) => void;
}) {
  const { t } = useTranslation();
  const [symbol, setSymbol] = useState('');
  const [chosen, setChosen] = useState<string[]>(['technical', 'fundamental']);
  const [type, setType] = useState<AnalysisType>('quick');
  const [instructions, setInstructions] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!symbol.trim()) return setError(t('analysisRun.modal.symbolRequired'));
    if (chosen.length === 0) return setError(t('analysisRun.modal.analystRequired'));
    setError(null);
    onStart({
      symbol: symbol.trim().toUpperCase(),
      analysts: chosen,
      type,
      instructions: instructions.trim(),
    });
  };
  return (
    <section className="report-section" data-testid="start-form">
      <h2>{t('analysisRun.run.formTitle')}</h2>
      <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 640 }}>
        <Input
          value={symbol}
          onChange={(event) => setSymbol(event.target.value.toUpperCase())}
          placeholder={t('analysisRun.modal.symbolPlaceholder')}
          aria-label={t('analysisRun.modal.symbol')}
          maxLength={20}
        />
        <Checkbox.Group
          value={chosen}
          onChange={(value) => setChosen(value)}
          options={analysts.map((analyst) => ({
            value: analyst.id,
            label: `${analyst.avatar} ${analyst.name}`,
          }))}
        />
        <Radio.Group value={type} onChange={(event) => setType(event.target.value as AnalysisType)}>
          {(['quick', 'detailed', 'collaborative'] as const).map((value) => (
            <Radio.Button key={value} value={value}>
              {t(`analysisRun.modal.${value}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Input.TextArea
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
          placeholder={t('analysisRun.modal.instructionsPlaceholder')}
          maxLength={1000}
        />
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        <Button type="primary" onClick={submit}>
          {t('analysisRun.modal.confirm')}
        </Button>
      </Space>
    </section>
  );
}
