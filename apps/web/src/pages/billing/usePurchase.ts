import type { BillingCycle, Tier } from '@alphadesk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { billingApi, submitGatewayForm } from './api.ts';
import { einvoiceApi } from './einvoice/einvoiceApi.ts';
import { apiErrorMessage, isApiError } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

export interface Purchase {
  /** Creates the order and sends the browser to the gateway. */
  buy: (tier: Tier, cycle: BillingCycle) => Promise<void>;
  /** The plan being bought; every buy button is disabled meanwhile. */
  pendingTier: Tier | null;
  error: string | null;
  /** The plan waiting for the member's invoice choice (asked once, before the first payment). */
  invoicePrompt: { tier: Tier; cycle: BillingCycle } | null;
  /** The choice was saved: carries on with the waiting purchase. */
  invoiceChosen: () => void;
  invoiceCancelled: () => void;
}

/**
 * Buying a paid plan: checks the session, asks the server for a sealed PayUni form and posts it.
 * One purchase at a time (a ref, so a double click cannot start two); a failure frees it again.
 */
export function usePurchase(): Purchase {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useSession();
  const busy = useRef(false);
  const [pendingTier, setPendingTier] = useState<Tier | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [invoicePrompt, setInvoicePrompt] = useState<{ tier: Tier; cycle: BillingCycle } | null>(null);
  const invoiceChecked = useRef(false);

  // Coming back from the gateway with the Back button restores this page from the cache.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPendingTier(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const buy = useCallback(
    async (tier: Tier, cycle: BillingCycle) => {
      if (busy.current) return;
      setError(null);
      const toLogin = () => {
        window.alert(t('billing.purchase.loginFirst'));
        void navigate(`/auth?mode=login&redirect=${location.pathname}`);
      };
      const toRegister = () => void navigate(`/auth?mode=register&tier=${tier}&cycle=${cycle}`);
      if (tier === 'free') return setError(t('billing.purchase.freePlan'));
      if (status === 'anonymous') return toLogin();
      if (status === 'guest') return toRegister();

      busy.current = true;
      setPendingTier(tier);
      try {
        if (!invoiceChecked.current) {
          if (!(await einvoiceApi.preference())) {
            busy.current = false;
            setPendingTier(null);
            return setInvoicePrompt({ tier, cycle });
          }
          invoiceChecked.current = true;
        }
        const payment = await billingApi.createPayment(tier, cycle);
        submitGatewayForm(payment.form);
        // The browser is leaving for the gateway: stay pending.
      } catch (failure) {
        busy.current = false;
        setPendingTier(null);
        if (!isApiError(failure)) return setError(t('billing.purchase.createFailed'));
        if (failure.status === 401) return toLogin();
        if (failure.status === 403) return toRegister();
        if (failure.status === 409) {
          window.alert(apiErrorMessage(failure, language));
          return void navigate('/subscription');
        }
        if (failure.status === 503 || failure.code === 'NETWORK_ERROR')
          return setError(t('billing.purchase.unavailable'));
        const detail = apiErrorMessage(failure, language);
        setError(`${t('billing.purchase.createFailed')}：${detail}`);
      }
    },
    [language, location.pathname, navigate, status, t],
  );

  const invoiceChosen = useCallback(() => {
    const waiting = invoicePrompt;
    invoiceChecked.current = true;
    setInvoicePrompt(null);
    if (waiting) void buy(waiting.tier, waiting.cycle);
  }, [buy, invoicePrompt]);
  const invoiceCancelled = useCallback(() => setInvoicePrompt(null), []);

  return { buy, pendingTier, error, invoicePrompt, invoiceChosen, invoiceCancelled };
}
