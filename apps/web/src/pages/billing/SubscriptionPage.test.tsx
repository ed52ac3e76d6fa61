import type { SubscriptionView } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, click, fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { captureFormSubmits, chosenInvoice, freeSubscription, paymentForm, signIn } from './testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

function goldSubscription(): SubscriptionView {
  return {
    ...freeSubscription(),
    tier: 'gold',
    status: 'active',
    plan: { id: 'gold', name: '黃金會員', billingCycle: 'monthly', price: 1999, currency: 'TWD' },
    currentPeriodStart: '2026-11-21T05:00:00.000Z',
    currentPeriodEnd: '2026-12-21T05:00:00.000Z',
    nextBillingDate: '2026-12-21T05:00:00.000Z',
    nextBillingAmount: 1999,
    trial: { eligible: false, tier: 'gold', days: 7, used: false, endsAt: null },
    paymentMethod: { type: 'credit_card', last4: '4242' },
    usage: { analysesUsed: 3, analysisLimit: 50, period: '2026-11', resetsAt: '2026-11-30T16:00:00.000Z' },
    billingHistory: [
      {
        id: 'p1',
        date: '2026-11-21T05:01:00.000Z',
        amount: 1999,
        tier: 'gold',
        status: 'paid',
        paymentMethod: 'credit_card',
        invoiceUrl: '/api/payments/p1/receipt.pdf',
      },
    ],
  };
}

describe('/subscription', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the server's plan, next charge, usage and billing history", async () => {
    signIn(profile({ tier: 'gold' }));
    fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'gold' }) },
      'GET /api/subscription': { success: true, subscription: goldSubscription() },
    });
    const { container } = await renderSite('/subscription');
    await waitFor(() => expect(byTestId(container, 'subscription-tier')?.textContent).toBe('黃金會員'));
    expect(byTestId(container, 'subscription-status')?.textContent).toBe('有效');
    expect(byTestId(container, 'subscription-usage')?.textContent).toBe('3 / 50');
    expect(container.textContent).toContain('2026/12/21・NT$1,999');
    expect(container.textContent).toContain('信用卡（末四碼 4242）');
    expect(byTestId(container, 'billing-history')?.textContent).toContain('已付款');
  });

  it("shows the price alerts in use beside the analyses, from the server's plan limits", async () => {
    signIn(profile({ tier: 'gold' }));
    fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'gold' }) },
      'GET /api/subscription': { success: true, subscription: goldSubscription() },
      'GET /api/market/usage': {
        success: true,
        usage: {
          watchlistCount: 4,
          watchlistLimit: 100,
          alertCount: 7,
          alertLimit: 20,
          realtimeAlerts: false,
        },
      },
    });
    const { container } = await renderSite('/subscription');
    await waitFor(() => expect(byTestId(container, 'subscription-alert-usage')?.textContent).toBe('7 / 20'));
    expect(container.textContent).toContain('價格預警（啟用中）');
  });

  it('posts the payment form of an upgrade to the gateway', async () => {
    signIn(profile({ tier: 'gold' }));
    const submitted = captureFormSubmits();
    const upgrade = {
      ...paymentForm('AD20261121UPGR0001'),
      tier_type: 'diamond' as const,
      purpose: 'change' as const,
    };
    const server = fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'gold' }) },
      'GET /api/subscription': { success: true, subscription: goldSubscription() },
      'POST /api/subscription/change': {
        success: true,
        message: '升級訂單已建立，請完成付款後立即生效',
        effective: 'now',
        subscription: goldSubscription(),
        payment: upgrade,
      },
    });
    const { container } = await renderSite('/subscription');
    await waitFor(() => expect(byTestId(container, 'subscription-plan-diamond')).not.toBeNull());
    await click(buttonByText(byTestId(container, 'subscription-plan-diamond')!, '變更為此方案'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.fields).toEqual(upgrade.form.fields);
    expect(server.calls.find((call) => call.path === '/api/subscription/change')?.body).toEqual({
      tier_type: 'diamond',
      billing_cycle: 'monthly',
    });
  });

  it('lets a member on the gold trial buy gold, as a purchase rather than a plan change', async () => {
    signIn(profile({ tier: 'gold' }));
    const submitted = captureFormSubmits();
    const trialing: SubscriptionView = {
      ...freeSubscription(),
      tier: 'gold',
      status: 'trialing',
      plan: { id: 'gold', name: '黃金會員', billingCycle: 'monthly', price: 1999, currency: 'TWD' },
      currentPeriodStart: '2026-11-21T05:00:00.000Z',
      currentPeriodEnd: '2026-11-28T05:00:00.000Z',
      trial: { eligible: false, tier: 'gold', days: 7, used: true, endsAt: '2026-11-28T05:00:00.000Z' },
    };
    const server = fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'gold' }) },
      'GET /api/subscription': { success: true, subscription: trialing },
      'GET /api/v1/einvoice/preference': chosenInvoice(),
      'POST /api/v1/payuni/create-payment': paymentForm(),
    });
    const { container } = await renderSite('/subscription');
    await waitFor(() => expect(byTestId(container, 'subscription-plan-gold')).not.toBeNull());
    const gold = byTestId(container, 'subscription-plan-gold')!;
    expect(gold.textContent).not.toContain('目前方案');
    await click(buttonByText(gold, '選擇此方案'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(server.calls.find((call) => call.path === '/api/v1/payuni/create-payment')?.body).toEqual({
      tier_type: 'gold',
      billing_cycle: 'monthly',
    });
    expect(server.calls.some((call) => call.path === '/api/subscription/change')).toBe(false);
  });
});
