import type { AnalysisType, AnalystProfile } from '@alphadesk/contracts';
import { Alert, Input, Modal, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface StartAnalysisValues {
  symbol: string;
  type: AnalysisType;
  instructions: string;
}

export interface StartAnalysisModalProps {
  open: boolean;
  selected: readonly AnalystProfile[];
  initialSymbol?: string;
  /** Measured median seconds per type (null until measured): never an invented duration. */
  medianDurations: Partial<Record<AnalysisType, number | null>>;
  onCancel: () => void;
  onConfirm: (values: StartAnalysisValues) => void;
}

const types: AnalysisType[] = ['quick', 'detailed', 'collaborative'];

/** Symbol (upper case), type, optional instructions and the selected analysts; validated on confirm. */
export function StartAnalysisModal(props: StartAnalysisModalProps) {
  const { t } = useTranslation();
  const [symbol, setSymbol] = useState(props.initialSymbol ?? '');
  const [type, setType] = useState<AnalysisType>('quick');
  const [instructions, setInstructions] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    const trimmed = symbol.trim().toUpperCase();
    if (!trimmed) return setError(t('analysisRun.modal.symbolRequired'));
    if (props.selected.length === 0) return setError(t('analysisRun.modal.analystRequired'));
    setError(null);
    props.onConfirm({ symbol: trimmed, type, instructions: instructions.trim() });
  };

  return (
    <Modal
      open={props.open}
      title={t('analysisRun.modal.title')}
      okText={t('analysisRun.modal.confirm')}
      cancelText={t('analysisRun.modal.cancel')}
      onOk={confirm}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <label className="analysts-field">
          <span>{t('analysisRun.modal.symbol')}</span>
          <Input
            value={symbol}
            placeholder={t('analysisRun.modal.symbolPlaceholder')}
            onChange={(event) => setSymbol(event.target.value.toUpperCase())}
            maxLength={20}
            data-testid="start-symbol"
            onPressEnter={confirm}
          />
        </label>
        <div className="analysts-field">
          <span>{t('analysisRun.modal.type')}</span>
          <Radio.Group value={type} onChange={(event) => setType(event.target.value as AnalysisType)}>
            <Space direction="vertical">
              {types.map((value) => {
                const median = props.medianDurations[value];
                return (
                  <Radio key={value} value={value} data-testid={`start-type-${value}`}>
                    <strong>{t(`analysisRun.modal.${value}`)}</strong>
                    <span className="analysts-hint">
                      {' '}
                      {t(`analysisRun.modal.${value}Hint`)} ·{' '}
                      {median === null || median === undefined
                        ? t('analysisRun.modal.noMedian')
                        : t('analysisRun.modal.median', { value: Math.round(median) })}
                    </span>
                  </Radio>
                );
              })}
            </Space>
          </Radio.Group>
        </div>
        <label className="analysts-field">
          <span>{t('analysisRun.modal.instructions')}</span>
          <Input.TextArea
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
            placeholder={t('analysisRun.modal.instructionsPlaceholder')}
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </label>
        <div className="analysts-field">
          <span>{t('analysisRun.modal.analysts')}</span>
          <div data-testid="start-selected">
            {props.selected.length === 0
              ? t('analysisRun.noneSelected')
              : props.selected.map((analyst) => (
                  <Tag key={analyst.id}>
                    {analyst.avatar} {analyst.name}
                  </Tag>
                ))}
          </div>
        </div>
        {error && <Alert type="error" showIcon message={error} role="alert" data-testid="start-error" />}
      </Space>
    </Modal>
  );
}
