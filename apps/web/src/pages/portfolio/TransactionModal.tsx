import { CreateTransactionRequest, TransactionType } from '@alphadesk/contracts';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { taipeiDate } from '../../lib/taipei.ts';
import { usePortfolioMutations } from './queries.ts';
import { valueRule } from '../../components/forms/schemaRules.ts';
import { useTranslation } from 'react-i18next';

type Values = Partial<CreateTransactionRequest>;
type Field = 'symbol' | 'shares' | 'price' | 'amount' | 'ratio' | 'fee' | 'tax' | 'dayTrade';

const { shape } = CreateTransactionRequest;

/** What each type needs (the contract's description); the server checks the combination again. */
const fieldsOf: Record<TransactionType, { required: Field[]; optional: Field[] }> = {
  buy: { required: ['symbol', 'shares', 'price'], optional: ['fee', 'tax', 'dayTrade'] },
  sell: { required: ['symbol', 'shares', 'price'], optional: ['fee', 'tax', 'dayTrade'] },
  'cash-dividend': { required: ['symbol', 'amount'], optional: [] },
  'stock-dividend': { required: ['symbol', 'shares'], optional: [] },
  split: { required: ['symbol', 'ratio'], optional: [] },
  'reverse-split': { required: ['symbol', 'ratio'], optional: [] },
  fee: { required: ['amount'], optional: ['symbol'] },
  'cash-in': { required: ['amount'], optional: [] },
  'cash-out': { required: ['amount'], optional: [] },
};

/** Any transaction: buy, sell, dividends, splits, fees and cash, with the form's rules from the contract. */
export function TransactionModal({
  open,
  portfolioId,
  onClose,
}: {
  open: boolean;
  portfolioId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const { addTransaction } = usePortfolioMutations();
  const type: TransactionType = Form.useWatch('type', form) ?? 'buy';
  const { required, optional } = fieldsOf[type];
  const shown = (field: Field) => required.includes(field) || optional.includes(field);

  useEffect(() => {
    if (open) {
      form.resetFields();
      addTransaction.reset();
    }
    // Reset when the modal opens only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);

  const submit = (values: Values) => {
    const fields = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) =>
          (key === 'type' || key === 'date' || key === 'note' || shown(key as Field)) &&
          value !== undefined &&
          value !== null &&
          value !== '',
      ),
    );
    const parsed = CreateTransactionRequest.safeParse(fields);
    if (parsed.success) addTransaction.mutate({ id: portfolioId, body: parsed.data }, { onSuccess: onClose });
  };

  const rule = (field: Field) => [valueRule(shape[field].unwrap(), { optional: !required.includes(field) })];
  const number = (field: Exclude<Field, 'symbol' | 'dayTrade'>, step: number) =>
    shown(field) ? (
      <Form.Item name={field} label={t(`portfolio.transactionForm.${field}`)} rules={rule(field)}>
        <InputNumber step={step} className="portfolio__number" data-testid={`transaction-${field}`} />
      </Form.Item>
    ) : null;

  return (
    <Modal
      open={open}
      title={t('portfolio.transactionForm.title')}
      okText={t('portfolio.transactionForm.submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={addTransaction.isPending}
      okButtonProps={{ 'data-testid': 'add-transaction-submit' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ type: 'buy', date: taipeiDate() }}
        data-testid="transaction-form"
      >
        <Form.Item
          name="type"
          label={t('portfolio.transactionForm.type')}
          rules={[valueRule(TransactionType)]}
        >
          <Select
            options={TransactionType.options.map((value) => ({
              value,
              label: t(`portfolio.transactions.types.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="date" label={t('portfolio.transactionForm.date')} rules={[valueRule(shape.date)]}>
          <Input type="date" max={taipeiDate()} />
        </Form.Item>
        {shown('symbol') ? (
          <Form.Item name="symbol" label={t('portfolio.transactionForm.symbol')} rules={rule('symbol')}>
            <Input
              placeholder={t('portfolio.holdingForm.symbolPlaceholder')}
              data-testid="transaction-symbol"
            />
          </Form.Item>
        ) : null}
        {number('shares', 1)}
        {number('price', 0.01)}
        {number('amount', 1)}
        {number('ratio', 1)}
        {number('fee', 1)}
        {number('tax', 1)}
        {shown('dayTrade') ? (
          <Form.Item name="dayTrade" valuePropName="checked">
            <Checkbox>{t('portfolio.transactionForm.dayTrade')}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item name="note" label={t('portfolio.transactionForm.note')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      {addTransaction.isError ? (
        <Alert type="error" showIcon title={errorMessage(addTransaction.error, language)} />
      ) : null}
    </Modal>
  );
}
