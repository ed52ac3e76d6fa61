import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { billingApi, submitGatewayForm } from './api.ts';
import { isApiError } from '../../api/client.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import './billing.css';

/**
 * /payuni/payment-page/{orderNumber}: asks the server for a fresh sealed form for this pending
 * order and posts it to the gateway once; the button posts it again if the browser did not leave.
 */
export default function PayuniPaymentPage() {
  const { t } = useTranslation();
  usePageTitle(t('billing.payuni.title'));
  const orderNumber = useParams().orderNumber?.trim() || null;
  const payment = useQuery({
    queryKey: ['user', 'payment-page', orderNumber],
    queryFn: ({ signal }) => billingApi.paymentPage(orderNumber!, signal),
    enabled: orderNumber !== null,
    retry: false,
    staleTime: Infinity,
  });
  // An answer without a form (a proxy's page, an old server) is shown as a load failure.
  const form = payment.data?.form?.fields ? payment.data.form : null;
  const posted = useRef(false);
  useEffect(() => {
    if (!form || posted.current) return;
    posted.current = true;
    submitGatewayForm(form);
  }, [form]);

  const back = [
    <ButtonLink key="pricing" to="/pricing">
      {t('billing.payuni.pricing')}
    </ButtonLink>,
    <ButtonLink key="contact" to="/contact">
      {t('billing.payuni.contact')}
    </ButtonLink>,
  ];

  let content;
  if (!orderNumber) {
    content = <Result status="warning" title={t('billing.order.missing')} extra={back} />;
  } else if (payment.isPending) {
    content = <Result icon={<Spin size="large" />} title={t('billing.payuni.loading')} />;
  } else if (payment.isError) {
    const error = payment.error;
    const status = isApiError(error) ? error.status : null;
    if (status === 401) {
      const redirect = encodeURIComponent(`/payuni/payment-page/${orderNumber}`);
      content = (
        <Result
          status="warning"
          title={t('billing.purchase.loginFirst')}
          extra={
            <ButtonLink type="primary" to={`/auth?mode=login&redirect=${redirect}`}>
              {t('billing.payuni.login')}
            </ButtonLink>
          }
        />
      );
    } else if (status === 404) {
      content = <Result status="404" title={t('billing.payuni.notFound')} extra={back} />;
    } else if (status === 409) {
      content = (
        <Result
          status="info"
          title={t('billing.payuni.notPending')}
          extra={
            <ButtonLink type="primary" to="/payments">
              {t('billing.payuni.payments')}
            </ButtonLink>
          }
        />
      );
    } else {
      const title =
        status === null
          ? t('billing.payuni.network')
          : t('billing.payuni.loadFailed', { status: String(status) });
      content = <Result status="error" title={title} extra={back} />;
    }
  } else if (!form) {
    content = (
      <Result status="error" title={t('billing.payuni.loadFailed', { status: '200' })} extra={back} />
    );
  } else {
    content = (
      <Result
        icon={<Spin size="large" />}
        title={t('billing.payuni.redirecting')}
        extra={
          <Button type="primary" onClick={() => submitGatewayForm(form)}>
            {t('billing.payuni.manual')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="container page billing-result" data-testid="payuni-payment-page">
      <h1 className="billing-result__title">{t('billing.payuni.title')}</h1>
      {content}
    </div>
  );
}
