import type {
  BillingCycle,
  ChangePlanResponse,
  OrderViewResponse,
  PaymentFormResponse,
  PaymentListResponse,
  PlanQuote,
  RefundResponse,
  SubscriptionResponse,
  Tier,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

/** What a contract schema parses to; type-only, so zod stays out of the bundle. */
type Out<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

/** Wire shapes, inferred from the contracts. */
export type Subscription = Out<typeof SubscriptionResponse>['subscription'];
export type ChangePlanResult = Out<typeof ChangePlanResponse>;
export type OrderView = Out<typeof OrderViewResponse>['order'];
export type PaymentList = Out<typeof PaymentListResponse>;
export type PaymentRecord = PaymentList['payments'][number];
export type GatewayForm = PaymentFormResponse['form'];
export type OrderStatus = OrderView['status'];

export const subscriptionQueryKey = ['user', 'subscription'] as const;
export const paymentsQueryKey = ['user', 'payments'] as const;

export interface PaymentListFilter {
  year?: number;
  status?: 'all' | OrderStatus;
  q?: string;
  limit?: number;
  offset?: number;
}

const json = (body: object) => body;

export const billingApi = {
  quote: (planId: Tier, billingCycle: BillingCycle) =>
    api.post<PlanQuote>('/api/plans/quote', json({ planId, billingCycle })),

  subscription: (signal?: AbortSignal) =>
    api.get<Out<typeof SubscriptionResponse>>('/api/subscription', { signal }).then((r) => r.subscription),

  startTrial: (tier: Tier = 'gold') =>
    api.post<Out<typeof SubscriptionResponse>>('/api/subscription/trial', json({ tier_type: tier })),

  cancel: () => api.post<Out<typeof SubscriptionResponse>>('/api/subscription/cancel', json({})),

  resume: () => api.post<Out<typeof SubscriptionResponse>>('/api/subscription/resume', json({})),

  change: (tier: Tier, cycle: BillingCycle) =>
    api.post<ChangePlanResult>('/api/subscription/change', json({ tier_type: tier, billing_cycle: cycle })),

  createPayment: (tier: Tier, cycle: BillingCycle) =>
    api.post<PaymentFormResponse>(
      '/api/v1/payuni/create-payment',
      json({ tier_type: tier, billing_cycle: cycle }),
    ),

  paymentPage: (orderNumber: string, signal?: AbortSignal) =>
    api.get<PaymentFormResponse>(`/api/v1/payuni/payment-page/${encodeURIComponent(orderNumber)}`, {
      signal,
    }),

  order: (orderNumber: string, signal?: AbortSignal) =>
    api
      .get<Out<typeof OrderViewResponse>>(`/api/payments/orders/${encodeURIComponent(orderNumber)}`, {
        signal,
      })
      .then((r) => r.order),

  payments(filter: PaymentListFilter, signal?: AbortSignal) {
    const query = new URLSearchParams();
    if (filter.year) query.set('year', String(filter.year));
    if (filter.status && filter.status !== 'all') query.set('status', filter.status);
    // The spec: a blank search is ignored.
    if (filter.q?.trim()) query.set('q', filter.q.trim());
    if (filter.limit) query.set('limit', String(filter.limit));
    if (filter.offset) query.set('offset', String(filter.offset));
    const suffix = query.size > 0 ? `?${query.toString()}` : '';
    return api.get<PaymentList>(`/api/payments${suffix}`, { signal });
  },

  refund: (id: string, body: { amount?: number; reason?: string }) =>
    api.post<Out<typeof RefundResponse>>(`/api/payments/${encodeURIComponent(id)}/refund`, json(body)),

  retry: (id: string) =>
    api.post<PaymentFormResponse>(`/api/payments/${encodeURIComponent(id)}/retry`, json({})),
};

/**
 * Downloads a payment's PDF receipt with the session's Bearer token (a plain link cannot send it)
 * and saves it under the server's file name.
 */
export function downloadReceipt(id: string): Promise<void> {
  const path = `/api/payments/${encodeURIComponent(id)}/receipt.pdf`;
  return api.download(path, `receipt-${id}.pdf`);
}

/**
 * Sends the browser to the gateway: a form with the sealed hidden fields, created and submitted by
 * this bundle (the CSP allows no inline script, and the gateway only accepts a form post).
 */
export function submitGatewayForm(form: GatewayForm): HTMLFormElement {
  const element = document.createElement('form');
  element.method = form.method;
  element.action = form.action;
  element.style.display = 'none';
  element.dataset.testid = 'gateway-form';
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
  return element;
}
