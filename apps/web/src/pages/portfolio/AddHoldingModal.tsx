import { AddHoldingRequest } from '@alphadesk/contracts';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePortfolioMutations } from './queries.ts';
import { valueRule } from '../../components/forms/schemaRules.ts';
import { useTranslation } from 'react-i18next';

interface Values {
  symbol?: string;
  quantity?: number | null;
  averagePrice?: number | null;
  date?: string;
}

const { shape } = AddHoldingRequest;

/**
 * Add a holding (spec §5): a symbol, a whole quantity from 1 and an average cost above 0 in steps of
 * 0.01, else 請輸入有效的數量和價格. Confirm stays disabled until all three are valid.
 */
export function AddHoldingModal({
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
  const { addHolding } = usePortfolioMutations();
  const symbol = Form.useWatch('symbol', form);
  const quantity = Form.useWatch('quantity', form);
  const averagePrice = Form.useWatch('averagePrice', form);
  const ready =
    shape.symbol.safeParse(symbol).success &&
    shape.quantity.safeParse(quantity).success &&
    shape.averagePrice.safeParse(averagePrice).success;

  useEffect(() => {
    if (open) {
      form.resetFields();
      addHolding.reset();
    }
    // Reset when the modal opens only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);

  const submit = (values: Values) => {
    const body = AddHoldingRequest.parse({
      symbol: values.symbol,
      quantity: values.quantity,
      averagePrice: values.averagePrice,
      date: values.date || undefined,
    });
    addHolding.mutate({ id: portfolioId, body }, { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      title={t('portfolio.holdingForm.title')}
      okText={t('portfolio.holdingForm.submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={addHolding.isPending}
      okButtonProps={{ disabled: !ready, 'data-testid': 'add-holding-submit' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="add-holding-form">
        <Form.Item name="symbol" label={t('portfolio.holdingForm.symbol')} rules={[valueRule(shape.symbol)]}>
          <Input placeholder={t('portfolio.holdingForm.symbolPlaceholder')} data-testid="holding-symbol" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('portfolio.holdingForm.quantity')}
          rules={[valueRule(shape.quantity)]}
        >
          <InputNumber step={1} className="portfolio__number" data-testid="holding-quantity-input" />
        </Form.Item>
        <Form.Item
          name="averagePrice"
          label={t('portfolio.holdingForm.averagePrice')}
          rules={[valueRule(shape.averagePrice)]}
        >
          <InputNumber step={0.01} className="portfolio__number" data-testid="holding-price-input" />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('portfolio.holdingForm.date')}
          rules={[valueRule(AddHoldingRequest.shape.date, { optional: true })]}
        >
          <Input type="date" />
        </Form.Item>
      </Form>
      {addHolding.isError ? (
        <Alert type="error" showIcon title={errorMessage(addHolding.error, language)} />
      ) : null}
    </Modal>
  );
}
