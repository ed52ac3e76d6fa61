import type { AnalysisType, AnalystId, AnalystProfile } from '@alphadesk/contracts';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { startRule } from './startRules.ts';

/** The form's fields, named as the contract's StartAnalysisRequest names them. */
interface Fields {
  symbol: string;
  analysts: AnalystId[];
  analysisType: AnalysisType;
  instructions?: string;
}

const initialValues: Fields = {
  symbol: '',
  analysts: ['technical', 'fundamental'],
  analysisType: 'quick',
  instructions: '',
};
const upperCase = (value: string | undefined) => (value ?? '').toUpperCase();

/** /analysis without a query: symbol, analysts, type and instructions in one form. */
export function StartForm({
  analysts,
  onStart,
}: {
  analysts: readonly AnalystProfile[];
  onStart: (values: { symbol: string; analysts: string[]; type: AnalysisType; instructions: string }) => void;
}) {
  const { t } = useTranslation();
  const submit = (values: Fields) =>
    onStart({
      symbol: values.symbol.trim().toUpperCase(),
      analysts: values.analysts,
      type: values.analysisType,
      instructions: (values.instructions ?? '').trim(),
    });
  return (
    <section className="report-section" data-testid="start-form">
      <h2>{t('analysisRun.run.formTitle')}</h2>
      <Form<Fields>
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="symbol" normalize={upperCase} rules={[startRule('symbol', t)]}>
          <Input
            placeholder={t('analysisRun.modal.symbolPlaceholder')}
            aria-label={t('analysisRun.modal.symbol')}
            maxLength={20}
            data-testid="start-form-symbol"
          />
        </Form.Item>
        <Form.Item name="analysts" rules={[startRule('analysts', t)]}>
          <Checkbox.Group
            options={analysts.map((analyst) => ({
              value: analyst.id,
              label: `${analyst.avatar} ${analyst.name}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="analysisType">
          <Radio.Group>
            {(['quick', 'detailed', 'collaborative'] as const).map((value) => (
              <Radio.Button key={value} value={value}>
                {t(`analysisRun.modal.${value}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="instructions" rules={[startRule('instructions', t)]}>
          <Input.TextArea placeholder={t('analysisRun.modal.instructionsPlaceholder')} maxLength={1000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="start-form-submit">
          {t('analysisRun.modal.confirm')}
        </Button>
      </Form>
    </section>
  );
}
