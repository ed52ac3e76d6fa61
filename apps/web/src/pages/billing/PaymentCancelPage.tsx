import { Alert, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { useOrder } from './useOrder.ts';
import './billing.css';

/** Where the gateway's return lands when a payment did not go through; the order comes from the API. */
export default function PaymentCancelPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('billing.cancel.title'));
  const { orderNumber, order } = useOrder();
  const data = order.data;

  const links = [
    data?.status === 'pending' || data?.status === 'failed' ? (
      <ButtonLink
        key="retry"
        type="primary"
        to={
          data.status === 'pending'
            ? `/payuni/payment-page/${encodeURIComponent(data.orderNumber)}`
            : `/pricing`
        }
      >
        {t('billing.cancel.retry')}
      </ButtonLink>
    ) : null,
    <ButtonLink key="pricing" to="/pricing">
      {t('billing.cancel.pricing')}
    </ButtonLink>,
    <ButtonLink key="contact" to="/contact">
      {t('billing.cancel.contact')}
    </ButtonLink>,
  ];

  let content;
  if (!orderNumber) {
    content = <Result status="warning" title={t('billing.cancel.title')} extra={links} />;
  } else if (order.isPending) {
    content = <Result icon={<Spin size="large" />} title={t('common.loading')} />;
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
    const paid = order.data.status === 'completed';
    content = (
      <Result
        status={paid ? 'success' : 'warning'}
        title={<h1>{paid ? t('billing.cancel.completed') : t('billing.cancel.title')}</h1>}
        subTitle={paid ? undefined : t('billing.cancel.subtitle')}
        extra={links}
      >
        {order.data.testMode ? <Alert type="warning" showIcon title={t('billing.cancel.testNote')} /> : null}
        <OrderSummary order={order.data} />
      </Result>
    );
  }
  return <div className="container page billing-result">{content}</div>;
}
