import { RefundRequest } from '@alphadesk/contracts';
import { formatTwd } from '@alphadesk/ui/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { billingApi, type PaymentRecord } from './api.ts';
import { errorMessage } from '../../api/client.ts';
import { refreshUser } from '../../auth/session.ts';
import { schemaRule } from '../../components/forms/schemaRules.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

/** Asks for a refund of up to the payment's refundable amount (whole NT$), with an optional reason. */
export interface RefundModalProps {
  payment: PaymentRecord;
  onClose: () => void;
  onRefunded: (text: string) => void;
}

type Values = { amount: number | null; reason: string };

export function RefundModal({ payment, onClose, onRefunded }: RefundModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const refund = useMutation({
    mutationFn: ({ amount, reason }: Values) =>
      billingApi.refund(
        payment.id,
        RefundRequest.parse({
          ...(amount !== null && amount !== payment.refundableAmount ? { amount } : {}),
          ...(reason.trim() ? { reason } : {}),
        }),
      ),
    onSuccess: async (answer) => {
      onRefunded(language === 'zh-TW' ? answer.message : t('billing.payments.refundNote'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      void refreshUser().catch(() => undefined);
    },
  });
  return (
    <Modal
      open
      title={t('billing.payments.refundTitle')}
      okText={t('billing.payments.refundSubmit')}
      okButtonProps={{ loading: refund.isPending, disabled: amount === null, danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>
        {payment.orderNumber}・{formatTwd(payment.amount)}
      </p>
      <Form
        form={form}
        layout="vertical"
        validateTrigger={false}
        initialValues={{ amount: payment.refundableAmount, reason: '' }}
        onFinish={(values) => refund.mutate(values)}
        disabled={refund.isPending}
      >
        <Form.Item
          name="amount"
          label={t('billing.payments.refundAmount', { amount: formatTwd(payment.refundableAmount) })}
          htmlFor="refund-amount"
          rules={[schemaRule(RefundRequest, 'amount', (message) => message)]}
        >
          <InputNumber
            id="refund-amount"
            min={1}
            max={payment.refundableAmount}
            precision={0}
            prefix="NT$"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('billing.payments.refundReason')}
          htmlFor="refund-reason"
          rules={[schemaRule(RefundRequest, 'reason', (message) => message)]}
        >
          <Input.TextArea id="refund-reason" maxLength={200} showCount />
        </Form.Item>
      </Form>
      <p className="pricing-footnote">{t('billing.payments.refundNote')}</p>
      {refund.isError ? <Alert type="error" showIcon title={errorMessage(refund.error, language)} /> : null}
    </Modal>
  );
}
