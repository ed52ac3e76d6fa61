import type { AnalysisType, AnalystProfile } from '@alphadesk/contracts';
import { Form, Input, Modal, Radio, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { startRule } from '../analysis/run/startRules.ts';

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

/** The form's fields, named as the contract's StartAnalysisRequest names them. */
interface Fields {
  symbol: string;
  analysisType: AnalysisType;
  instructions?: string;
}

const types: AnalysisType[] = ['quick', 'detailed', 'collaborative'];
const upperCase = (value: string | undefined) => (value ?? '').toUpperCase();

/** The analysts chosen on the page; the form shows them and checks that there is one. */
function SelectedAnalysts({ selected }: { selected: readonly AnalystProfile[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="start-selected">
      {selected.length === 0
        ? t('analysisRun.noneSelected')
        : selected.map((analyst) => (
            <Tag key={analyst.id}>
              {analyst.avatar} {analyst.name}
            </Tag>
          ))}
    </div>
  );
}

/** Symbol (upper case), type, optional instructions and the selected analysts; validated on confirm. */
export function StartAnalysisModal(props: StartAnalysisModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  // The analysts are chosen on the page, not in the form: the contract still checks them.
  const chosen = { analysts: props.selected.map((analyst) => analyst.id) };

  const confirm = (values: Fields) =>
    props.onConfirm({
      symbol: values.symbol.trim().toUpperCase(),
      type: values.analysisType,
      instructions: (values.instructions ?? '').trim(),
    });

  return (
    <Modal
      open={props.open}
      title={t('analysisRun.modal.title')}
      okText={t('analysisRun.modal.confirm')}
      cancelText={t('analysisRun.modal.cancel')}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ symbol: upperCase(props.initialSymbol), analysisType: 'quick', instructions: '' }}
        onFinish={confirm}
        className="analysts-start-form"
      >
        <Form.Item
          name="symbol"
          label={t('analysisRun.modal.symbol')}
          normalize={upperCase}
          rules={[startRule('symbol', t, chosen)]}
        >
          <Input
            placeholder={t('analysisRun.modal.symbolPlaceholder')}
            maxLength={20}
            data-testid="start-symbol"
          />
        </Form.Item>
        <Form.Item name="analysisType" label={t('analysisRun.modal.type')}>
          <Radio.Group>
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
        </Form.Item>
        <Form.Item
          name="instructions"
          label={t('analysisRun.modal.instructions')}
          rules={[startRule('instructions', t, chosen)]}
        >
          <Input.TextArea
            placeholder={t('analysisRun.modal.instructionsPlaceholder')}
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
        <Form.Item
          label={t('analysisRun.modal.analysts')}
          name="analysts"
          rules={[startRule('analysts', t, chosen)]}
        >
          <SelectedAnalysts selected={props.selected} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
