import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswers } from '../../test/apiAnswers.ts';
import type { PaymentRecord } from './api.ts';
import { buttonByText, click, fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { captureFormSubmits, paymentForm, signIn } from './testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

function record(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 'p1',
    orderNumber: 'AD20261121TEST0001',
    date: '2026-11-21T05:00:00.000Z',
    amount: 1999,
    currency: 'TWD',
    tier: 'gold',
    billingCycle: 'monthly',
    purpose: 'new',
    status: 'completed',
    paymentMethod: 'credit_card',
    cardLast4: '4242',
    transactionId: 'SBD7AC026EE4',
    invoiceUrl: '/api/payments/p1/receipt.pdf',
    description: 'AlphaDesk 黃金會員 月繳',
    paidAt: '2026-11-21T05:01:00.000Z',
    refundAmount: 0,
    refundDate: null,
    refundable: true,
    refundableAmount: 1999,
    retryable: false,
    testMode: true,
    ...overrides,
  };
}

const list = (payments: PaymentRecord[]): ApiAnswers['GET /api/payments'] => ({
  success: true,
  payments,
  total: payments.length,
  stats: {
    totalPaid: 1999,
    totalTransactions: 1,
    averageMonthly: 1999,
    memberSince: '2026-11-21T05:01:00.000Z',
  },
  years: [2026],
});

describe('/payments', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the server's totals and offers only the actions the server allows", async () => {
    signIn(profile({ tier: 'gold' }));
    const failed = record({
      id: 'p2',
      orderNumber: 'AD20261121TEST0002',
      status: 'failed',
      refundable: false,
      refundableAmount: 0,
      retryable: true,
      invoiceUrl: null,
      paidAt: null,
    });
    const submitted = captureFormSubmits();
    const form = paymentForm('AD20261121TEST0002');
    const server = fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'gold' }) },
      'GET /api/payments': list([record(), failed]),
      'POST /api/payments/p2/retry': form,
    });
    const { container } = await renderSite('/payments');
    await waitFor(() =>
      expect(byTestId(container, 'payments-table')?.textContent).toContain('AD20261121TEST0002'),
    );
    expect(container.textContent).toContain('NT$1,999');
    expect(container.textContent).toContain('2026/11/21');
    const rows = [...container.querySelectorAll('tbody tr')];
    const paid = rows.find((row) => row.textContent?.includes('AD20261121TEST0001'))!;
    const failing = rows.find((row) => row.textContent?.includes('AD20261121TEST0002'))!;
    expect(buttonByText(paid, '申請退款')).toBeDefined();
    expect(buttonByText(paid, '下載收據')).toBeDefined();
    expect(buttonByText(paid, '重新付款')).toBeUndefined();
    expect(buttonByText(failing, '申請退款')).toBeUndefined();

    await click(buttonByText(failing, '重新付款'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.fields).toEqual(form.form.fields);
    expect(
      server.calls.some((call) => call.method === 'POST' && call.path === '/api/payments/p2/retry'),
    ).toBe(true);
  });

  it('says so when there are no payments', async () => {
    signIn(profile());
    fakeApi({
      'GET /api/user/me': { user: profile() },
      'GET /api/payments': {
        ...list([]),
        stats: { totalPaid: 0, totalTransactions: 0, averageMonthly: 0, memberSince: null },
        years: [],
      },
    });
    const { container } = await renderSite('/payments');
    await waitFor(() => expect(container.textContent).toContain('目前沒有付款紀錄'));
  });
});
