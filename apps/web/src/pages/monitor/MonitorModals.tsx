import {
  AddWatchlistRequest,
  AlertFrequency,
  AlertType,
  isThresholdAlertType,
  monitorMessages,
} from '@alphadesk/contracts';
import { Alert as Banner, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { valueRule } from '../../components/forms/schemaRules.ts';
import { useMonitorMutations } from './queries.ts';

const priceTypes = new Set(['price_above', 'price_below']);
/** Types whose number may be 0 (a YoY threshold of 0 % means any growth) or have cents. */
const yoyType = 'monthly_revenue_yoy_above';

/** Spec §5: symbol required, trimmed and upper-cased; the server's message or 添加失敗 on failure. */
export function AddStockModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<{ symbol: string }>();
  const { addStock } = useMonitorMutations();
  const submit = async () => {
    const { symbol } = await form.validateFields();
    await addStock.mutateAsync(symbol.trim().toUpperCase());
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('monitor.watchlist.add')}
      okText={t('monitor.submit')}
      cancelText={t('monitor.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={addStock.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="symbol"
          label={t('monitor.watchlist.symbol')}
          rules={[valueRule(AddWatchlistRequest.shape.symbol)]}
        >
          <Input data-testid="monitor-add-symbol" placeholder="2330" />
        </Form.Item>
      </Form>
      {addStock.error ? (
        <Banner
          type="error"
          data-testid="monitor-add-error"
          title={errorMessage(addStock.error, language) || t('monitor.watchlist.addFailed')}
        />
      ) : null}
    </Modal>
  );
}

interface AlertForm {
  symbol: string;
  type: AlertType;
  condition?: number;
  message: string;
  frequency: AlertFrequency;
}

/** Spec §5: symbol, nonzero condition and message required (請填寫完整的預警資訊); step 0.01 for prices. */
export function CreateAlertModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<AlertForm>();
  const type = Form.useWatch('type', form) ?? 'price_above';
  const { createAlert } = useMonitorMutations();
  const incomplete = {
    validator: async (_: unknown, value: unknown) => {
      if (
        value === undefined ||
        value === null ||
        value === 0 ||
        (typeof value === 'string' && !value.trim())
      ) {
        throw new Error(monitorMessages.incomplete);
      }
    },
  };
  const required = {
    validator: async (_: unknown, value: unknown) => {
      if (value === undefined || value === null) throw new Error(monitorMessages.incomplete);
    },
  };
  const submit = async () => {
    const values = await form.validateFields();
    await createAlert.mutateAsync({
      symbol: values.symbol.trim().toUpperCase(),
      type: values.type,
      message: values.message,
      frequency: values.frequency,
      // The limit and event types take no number: none is sent (the server refuses one).
      ...(isThresholdAlertType(values.type) ? { condition: values.condition } : {}),
    });
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('monitor.alerts.create')}
      okText={t('monitor.submit')}
      cancelText={t('monitor.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={createAlert.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ type: 'price_above', frequency: 'once' }}>
        <Form.Item name="symbol" label={t('monitor.watchlist.symbol')} rules={[incomplete]}>
          <Input data-testid="monitor-alert-symbol" placeholder="2330" />
        </Form.Item>
        <Form.Item name="type" label={t('monitor.alerts.type')}>
          <Select
            data-testid="monitor-alert-type"
            // Seventeen types: a plain list, so every one is in the page (and findable) at once.
            virtual={false}
            options={AlertType.options.map((value) => ({ value, label: t(`monitor.alerts.types.${value}`) }))}
          />
        </Form.Item>
        {isThresholdAlertType(type) ? (
          <Form.Item
            name="condition"
            label={t('monitor.alerts.condition')}
            rules={[type === yoyType ? required : incomplete]}
          >
            <InputNumber
              data-testid="monitor-alert-condition"
              step={priceTypes.has(type) || type === yoyType ? 0.01 : 1}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="message" label={t('monitor.alerts.message')} rules={[incomplete]}>
          <Input data-testid="monitor-alert-message" />
        </Form.Item>
        <Form.Item name="frequency" label={t('monitor.alerts.frequency')}>
          <Select
            options={AlertFrequency.options.map((value) => ({
              value,
              label: t(`monitor.alerts.frequencies.${value}`),
            }))}
          />
        </Form.Item>
      </Form>
      {createAlert.error ? (
        <Banner
          type="error"
          data-testid="monitor-alert-error"
          title={errorMessage(createAlert.error, language) || t('monitor.alerts.createFailed')}
        />
      ) : null}
    </Modal>
  );
}
