import { seededPlans } from '../../test/plans.fixture.ts';
import type { PlanQuote } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, click, errorAnswer, fakeApi, profile } from '../../auth/testing.ts';
import { readStoredLanguage } from '@alphadesk/ui/plain';
import { act } from 'react';
import { changeLanguage } from '../../i18n/index.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../test/render.tsx';
import {
  captureFormSubmits,
  chosenInvoice,
  freeSubscription,
  paymentForm,
  signIn,
} from '../billing/testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);
const goldQuote: PlanQuote = {
  planId: 'gold',
  billingCycle: 'yearly',
  amount: 19990,
  currency: 'TWD',
  monthlyEquivalent: 1666,
  yearlySavingsPercent: 16.67,
  trialDays: 7,
};

describe('/pricing', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("renders the server's prices and switches to yearly with the server's quote", async () => {
    const server = fakeApi({ 'POST /api/plans/quote': goldQuote });
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'plan-gold-price')?.textContent).toBe('NT$1,999'));
    expect(byTestId(container, 'plan-diamond-price')?.textContent).toBe('NT$4,999');
    expect(container.textContent).toContain('付款安全');
    expect(container.textContent).toContain('常見問題');

    await click(buttonByText(container, '年繳'));
    expect(byTestId(container, 'plan-gold-price')?.textContent).toBe('NT$19,990');
    expect(byTestId(container, 'plan-diamond-price')?.textContent).toBe('NT$49,990');
    await waitFor(() =>
      expect(byTestId(container, 'plan-gold-notes')?.textContent).toContain('約 NT$1,666 / 月'),
    );
    expect(byTestId(container, 'plan-gold-notes')?.textContent).toContain('年繳省 16.67%');
    expect(server.calls).toContainEqual(
      expect.objectContaining({ path: '/api/plans/quote', body: { planId: 'gold', billingCycle: 'yearly' } }),
    );
  });

  it("holds the cards' place with placeholders of the same box until the plans arrive", async () => {
    let release: () => void = () => undefined;
    const server = fakeApi();
    const plans = server.routes['GET /api/plans'];
    server.routes['GET /api/plans'] = () =>
      new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(plans))));
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'plans-loading')).not.toBeNull());
    const placeholders = byTestId(container, 'plans-loading')!.querySelectorAll('.plan');
    expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) {
      expect(placeholder.classList).toContain('pricing-plan-placeholder');
    }
    expect(container.querySelector('[data-testid^="plan-"]')).toBeNull();
    // The notes below are already laid out under the placeholders, so they stay where they are.
    expect(container.textContent).toContain('付款安全');

    release();
    await waitFor(() => expect(byTestId(container, 'plan-gold')).not.toBeNull());
    expect(byTestId(container, 'plans-loading')).toBeNull();
    expect(container.querySelectorAll('.grid--plans > .plan')).toHaveLength(3);
  });

  it('builds the comparison table on /pricing-full from the plans', async () => {
    fakeApi();
    const { container } = await renderSite('/pricing-full');
    await waitFor(() => expect(byTestId(container, 'comparison-table')).not.toBeNull());
    const table = byTestId(container, 'comparison-table')!;
    expect(table.textContent).toContain('每月 AI 分析次數');
    expect(table.textContent).toContain('無限');
    expect(table.textContent).toContain('投資組合管理');
  });

  it('ticks a feature for the plan that lists it and every plan above it, and gives the allowance one row', async () => {
    fakeApi({
      'GET /api/plans': {
        plans: seededPlans.plans.map((plan) => ({
          ...plan,
          features: [`每月 ${plan.monthlyAnalysisLimit ?? '無限'} 次 AI 分析`, ...plan.features],
        })),
      },
    });
    const { container } = await renderSite('/pricing-full');
    await waitFor(() => expect(byTestId(container, 'comparison-table')).not.toBeNull());
    const rows = [...byTestId(container, 'comparison-table')!.querySelectorAll('tbody tr')];
    const cells = (label: string) =>
      [
        ...(rows.find((row) => row.querySelector('th')?.textContent === label)?.querySelectorAll('td') ?? []),
      ].map((cell) => cell.querySelector('[aria-label]')?.getAttribute('aria-label') ?? cell.textContent);
    expect(cells('基本面與技術面分析師')).toEqual(['包含', '包含', '包含']);
    expect(cells('投資組合管理')).toEqual(['不包含', '包含', '包含']);
    expect(cells('API 存取')).toEqual(['不包含', '不包含', '包含']);
    expect(rows.some((row) => row.textContent?.includes('次 AI 分析'))).toBe(false);
  });

  it('posts the form the server returns when a member buys a plan', async () => {
    const user = signIn(profile());
    const submitted = captureFormSubmits();
    const form = paymentForm();
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/subscription': { success: true, subscription: freeSubscription() },
      'GET /api/v1/einvoice/preference': chosenInvoice(),
      'POST /api/v1/payuni/create-payment': form,
    });
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'plan-free')?.textContent).toContain('目前方案'));
    await click(byTestId(container, 'buy-gold'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({ action: form.form.action, method: 'post', fields: form.form.fields });
    expect(server.calls.find((call) => call.path === '/api/v1/payuni/create-payment')?.body).toEqual({
      tier_type: 'gold',
      billing_cycle: 'monthly',
    });
  });

  it('marks the gold card as on trial during the gold trial and still sells gold there', async () => {
    const user = signIn(profile({ tier: 'gold' }));
    const submitted = captureFormSubmits();
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/subscription': {
        success: true,
        subscription: {
          ...freeSubscription(),
          tier: 'gold',
          status: 'trialing',
          plan: { id: 'gold', name: '黃金會員', billingCycle: 'monthly', price: 1999, currency: 'TWD' },
          trial: { eligible: false, tier: 'gold', days: 7, used: true, endsAt: '2026-11-28T05:00:00.000Z' },
        },
      },
      'GET /api/v1/einvoice/preference': chosenInvoice(),
      'POST /api/v1/payuni/create-payment': paymentForm(),
    });
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'on-trial-gold')).not.toBeNull());
    expect(byTestId(container, 'on-trial-gold')?.textContent).toBe('試用中，可隨時付費續用');
    expect(byTestId(container, 'plan-gold')?.textContent).not.toContain('目前方案');
    expect(byTestId(container, 'trial-gold')).toBeNull();
    await click(byTestId(container, 'buy-gold'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(server.calls.find((call) => call.path === '/api/v1/payuni/create-payment')?.body).toEqual({
      tier_type: 'gold',
      billing_cycle: 'monthly',
    });
  });

  it('ignores a second click while the order is being created, and allows a retry after a failure', async () => {
    const user = signIn(profile());
    const submitted = captureFormSubmits();
    let release: (response: Response) => void = () => undefined;
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/subscription': { success: true, subscription: freeSubscription() },
      'GET /api/v1/einvoice/preference': chosenInvoice(),
      'POST /api/v1/payuni/create-payment': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const creates = () => server.calls.filter((call) => call.path === '/api/v1/payuni/create-payment');
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'buy-gold')).not.toBeNull());
    const buy = byTestId(container, 'buy-gold') as HTMLButtonElement;
    await click(buy);
    await click(buy);
    await click(byTestId(container, 'buy-diamond'));
    expect(creates()).toHaveLength(1);

    release(errorAnswer(503, 'SERVICE_UNAVAILABLE', '支付系統暫時無法使用，請稍後再試'));
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(
        '支付系統暫時無法使用，請稍後再試',
      ),
    );
    server.routes['POST /api/v1/payuni/create-payment'] = () => jsonResponse(paymentForm());
    await click(byTestId(container, 'buy-gold'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(creates()).toHaveLength(2);
  });

  it('sends a visitor without a session to log in first', async () => {
    fakeApi();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'buy-gold')).not.toBeNull());
    await click(byTestId(container, 'buy-gold'));
    expect(alert).toHaveBeenCalledWith('請先登入');
    await waitFor(() => expect(container.querySelector('[data-testid="login-submit"]')).not.toBeNull());
  });
});

describe('/pricing variants from the member’s flags', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows yearly prices first when the pricing_annual_default flag is on for the member', async () => {
    signIn();
    fakeApi({
      'GET /api/subscription': { success: true, subscription: freeSubscription() },
      'GET /api/flags': {
        success: true,
        environment: 'test',
        flags: { pricing_annual_default: true },
        experiments: {},
      },
    });
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'pricing-variant-annual')).not.toBeNull());
    expect(byTestId(container, 'pricing-variant-annual')?.textContent).toContain('已為您預先顯示年繳價格');
    await waitFor(() => expect(byTestId(container, 'plan-gold-price')?.textContent).toBe('NT$19,990'));
    // The member's own choice wins.
    await click(buttonByText(container, '月繳'));
    expect(byTestId(container, 'plan-gold-price')?.textContent).toBe('NT$1,999');
  });

  it('keeps the standard page when the flag is off, and records the exposure of a pricing experiment', async () => {
    signIn();
    const server = fakeApi({
      'GET /api/subscription': { success: true, subscription: freeSubscription() },
      'GET /api/flags': {
        success: true,
        environment: 'test',
        flags: { pricing_annual_default: false },
        experiments: { pricing_test: { variant: 'control', surface: 'pricing_page' } },
      },
      'POST /api/experiments/pricing_test/exposure': { success: true, variant: 'control', recorded: true },
    });
    const { container } = await renderSite('/pricing');
    await waitFor(() =>
      expect(server.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/experiments/pricing_test/exposure' }),
      ),
    );
    expect(byTestId(container, 'plan-gold-price')?.textContent).toBe('NT$1,999');
    expect(byTestId(container, 'pricing-variant-annual')).toBeNull();
  });

  it('fetches the plans again in the new language when the reader switches (the server words them)', async () => {
    const server = fakeApi();
    const languages: string[] = [];
    const plans = server.routes['GET /api/plans'];
    server.routes['GET /api/plans'] = () => {
      languages.push(readStoredLanguage());
      return jsonResponse(plans);
    };
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'plan-gold-price')?.textContent).toBe('NT$1,999'));
    const before = languages.length;
    await act(async () => {
      await changeLanguage('en-US');
    });
    await waitFor(() => expect(languages.length).toBeGreaterThan(before));
    expect(languages.at(-1)).toBe('en-US');
    await act(async () => {
      await changeLanguage('zh-TW');
    });
  });
});
