import type { PaymentFormResponse, SubscriptionView, UserProfile } from '@alphadesk/contracts';
import { vi } from 'vitest';
import type { OrderView } from './api.ts';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { fakeJwt, profile } from '../../auth/testing.ts';

/** Test data shaped exactly like the server's answers, and a signed-in browser. */

export function signIn(user: UserProfile = profile()): UserProfile {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}

export function freeSubscription(): SubscriptionView {
  return {
    tier: 'free',
    status: 'none',
    plan: { id: 'free', name: '免費會員', billingCycle: null, price: 0, currency: 'TWD' },
    currentPeriodStart: null,
    currentPeriodEnd: null,
    nextBillingDate: null,
    nextBillingAmount: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    trial: { eligible: true, tier: 'gold', days: 7, used: false, endsAt: null },
    pendingChange: null,
    paymentMethod: null,
    usage: { analysesUsed: 0, analysisLimit: 5, period: '2026-11', resetsAt: '2026-11-30T16:00:00.000Z' },
    billingHistory: [],
  };
}

export function paymentForm(orderNumber = 'AD20261121TEST0001'): PaymentFormResponse {
  return {
    success: true,
    message: '訂單已建立，請前往付款頁面完成付款',
    payment_url: `/payuni/payment-page/${orderNumber}`,
    order_number: orderNumber,
    form: {
      action: 'http://localhost/payuni-sandbox/upp',
      method: 'POST',
      fields: { MerID: 'ADSANDBOX01', Version: '1.0', EncryptInfo: 'sealed-0123abcd', HashInfo: 'HASH9876' },
    },
    amount: 1999,
    currency: 'TWD',
    tier_type: 'gold',
    billing_cycle: 'monthly',
    purpose: 'new',
    description: 'AlphaDesk 黃金會員 月繳',
    test_mode: true,
  };
}

export function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderNumber: 'AD20261121TEST0001',
    status: 'completed',
    amount: 1999,
    currency: 'TWD',
    tier: 'gold',
    planName: '黃金會員',
    billingCycle: 'monthly',
    purpose: 'new',
    description: 'AlphaDesk 黃金會員 月繳',
    testMode: true,
    createdAt: '2026-11-21T05:00:00.000Z',
    paidAt: '2026-11-21T05:01:00.000Z',
    failureReason: null,
    ...overrides,
  };
}

/**
 * Records the gateway forms the page submits instead of leaving the page (jsdom cannot navigate).
 * Returns the submitted forms as action + fields.
 */
export function captureFormSubmits() {
  const submitted: { action: string; method: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields: Record<string, string> = {};
    for (const input of this.querySelectorAll('input')) fields[input.name] = input.value;
    submitted.push({ action: this.action, method: this.method, fields });
  });
  return submitted;
}

/** A member who has chosen where their invoices go (a mobile barcode), as the server answers it. */
export function chosenInvoice() {
  return {
    success: true as const,
    preference: {
      kind: 'mobile-barcode' as const,
      carrierNumber: '/ABC1234',
      loveCode: null,
      taxId: null,
      companyName: null,
    },
  };
}
