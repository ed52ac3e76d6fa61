import { formatTwd } from '@alphadesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi, type PaymentRecord } from './api.ts';
import { errorMessage } from '../../api/client.ts';
import { refreshUser } from '../../auth/session.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

/** Asks for a refund of up to the payment's refundable amount (whole NT$), with an optional reason. */
export interface RefundModalProps {
  payment: PaymentRecord;
  onClose: () => void;
  onRefunded: (text: string) => void;
}

export function RefundModal({ payment, onClose, onRefunded }: RefundModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | null>(payment.refundableAmount);
  const [reason, setReason] = useState('');
  const refund = useMutation({
    mutationFn: () =>
      billingApi.refund(payment.id, {
        ...(amount !== null && amount !== payment.refundableAmount ? { amount } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
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
      okButtonProps={{ loading: refund.isPending, disabled: !amount, danger: true }}
      onOk={() => refund.mutate()}
      onCancel={onClose}
    >
      <p>
        {payment.orderNumber}・{formatTwd(payment.amount)}
      </p>
      <Form layout="vertical">
        <Form.Item
          label={t('billing.payments.refundAmount', { amount: formatTwd(payment.refundableAmount) })}
          htmlFor="refund-amount"
        >
          <InputNumber
            id="refund-amount"
            min={1}
            max={payment.refundableAmount}
            precision={0}
            prefix="NT$"
            value={amount}
            onChange={(value) => setAmount(value)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('billing.payments.refundReason')} htmlFor="refund-reason">
          <Input.TextArea
            id="refund-reason"
            maxLength={200}
            showCount
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
      <p className="pricing-footnote">{t('billing.payments.refundNote')}</p>
      {refund.isError ? <Alert type="error" showIcon title={errorMessage(refund.error, language)} /> : null}
    </Modal>
  );
}
