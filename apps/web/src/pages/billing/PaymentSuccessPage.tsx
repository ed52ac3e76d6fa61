import { useQueryClient } from '@tanstack/react-query';
import { Alert, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { useOrder } from './useOrder.ts';
import './billing.css';

/**
 * Where the gateway's return lands after a payment. Everything shown comes from
 * `GET /api/payments/orders/{n}`; once the order is completed the session's profile is refreshed
 * so the new plan shows at once everywhere.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { refreshUser } = useSession();
  const queryClient = useQueryClient();
  const { orderNumber, order, timedOut } = useOrder();
  const completed = order.data?.status === 'completed';
  usePageTitle(t(order.data?.testMode ? 'billing.success.testTitle' : 'billing.success.title'));

  const refreshed = useRef(false);
  useEffect(() => {
    if (!completed || refreshed.current) return;
    refreshed.current = true;
    void refreshUser().catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['user'], refetchType: 'none' });
  }, [completed, queryClient, refreshUser]);

  const links = (
    <>
      <ButtonLink to="/dashboard" type="primary" key="dashboard" data-testid="success-dashboard">
        {t('billing.success.dashboard')}
      </ButtonLink>
      <ButtonLink to="/payments" key="payments">
        {t('billing.success.payments')}
      </ButtonLink>
      <ButtonLink to="/" key="home">
        {t('billing.success.home')}
      </ButtonLink>
    </>
  );

  let content;
  if (!orderNumber) {
    content = <Result status="warning" title={t('billing.order.missing')} extra={links} />;
  } else if (order.isPending) {
    content = <Result icon={<Spin size="large" />} title={t('billing.success.pending')} />;
  } else if (order.isError) {
    content = (
      <Result
        status="error"
        title={t('billing.order.loadError')}
        subTitle={errorMessage(order.error, language)}
        extra={links}
      />
    );
  } else {
    const data = order.data;
    const testNote = data.testMode ? (
      <Alert type="warning" showIcon title={t('billing.success.testWarning')} data-testid="test-mode-note" />
    ) : null;
    const status = data.status === 'completed' ? 'success' : data.status === 'pending' ? 'info' : 'warning';
    const title =
      data.status === 'completed'
        ? t(data.testMode ? 'billing.success.testTitle' : 'billing.success.title')
        : data.status === 'pending'
          ? t('billing.success.pending')
          : t('billing.success.failed');
    content = (
      <Result
        status={status}
        icon={data.status === 'pending' && !timedOut ? <Spin size="large" /> : undefined}
        title={<h1 data-testid="payment-result-title">{title}</h1>}
        subTitle={
          data.status === 'completed'
            ? t('billing.success.subtitle', { plan: data.planName })
            : data.status === 'pending' && timedOut
              ? t('billing.success.pendingLong')
              : undefined
        }
        extra={links}
      >
        {testNote}
        <OrderSummary order={data} />
      </Result>
    );
  }

  return (
    <div className="container page billing-result" data-testid="payment-success">
      {content}
    </div>
  );
}
