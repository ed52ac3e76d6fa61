import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, jsonResponse, renderSite, waitFor } from '../../test/render.tsx';
import { order, signIn } from './testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);

describe('/payment/success', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the order from the API, not the amount or tier in the URL, and refreshes the profile', async () => {
    const user = signIn(profile());
    const gold = profile({ tier: 'gold' });
    let meCalls = 0;
    const server = fakeApi({
      'GET /api/user/me': () => jsonResponse({ user: meCalls++ === 0 ? user : gold }),
      'GET /api/payments/orders/AD20261121TEST0001': { success: true, order: order() },
    });
    const { container } = await renderSite(
      '/payment/success?order_number=AD20261121TEST0001&amount=1&tier=diamond&test_mode=false',
    );
    await waitFor(() =>
      expect(byTestId(container, 'payment-result-title')?.textContent).toBe('測試付款成功'),
    );
    expect(byTestId(container, 'order-amount')?.textContent).toBe('NT$1,999');
    expect(byTestId(container, 'order-plan')?.textContent).toBe('黃金會員');
    expect(container.textContent).not.toContain('鑽石會員');
    expect(byTestId(container, 'test-mode-note')?.textContent).toContain('沒有實際扣款');
    // Once completed, the session's profile is asked for again so the new tier shows at once.
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/api/user/me').length).toBe(2));
    await waitFor(() => expect(localStorage.getItem('alphadesk.user')).toContain('"tier":"gold"'));
  });

  it('polls while the order is pending until the gateway confirms it', async () => {
    signIn(profile());
    let polls = 0;
    const server = fakeApi({
      'GET /api/user/me': { user: profile() },
      'GET /api/payments/orders/AD20261121TEST0001': () =>
        jsonResponse({
          success: true,
          order: polls++ === 0 ? order({ status: 'pending', paidAt: null }) : order(),
        }),
    });
    const { container } = await renderSite('/payment/success?order_number=AD20261121TEST0001');
    await waitFor(() =>
      expect(byTestId(container, 'payment-result-title')?.textContent).toBe('正在確認付款結果…'),
    );
    await waitFor(
      () => expect(byTestId(container, 'payment-result-title')?.textContent).toBe('測試付款成功'),
      5000,
    );
    expect(server.calls.filter((call) => call.path.startsWith('/api/payments/orders/')).length).toBe(2);
  });

  it('says the order number is missing when there is none', async () => {
    fakeApi();
    const { container } = await renderSite('/payment/success?amount=1999');
    await waitFor(() => expect(container.textContent).toContain('訂單號碼遺失'));
  });
});
