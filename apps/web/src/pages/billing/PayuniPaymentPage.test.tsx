import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { captureFormSubmits, paymentForm, signIn } from './testing.ts';

describe('/payuni/payment-page/:orderNumber', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("posts the order's fresh form to the gateway once", async () => {
    signIn(profile());
    const submitted = captureFormSubmits();
    const form = paymentForm();
    fakeApi({
      'GET /api/user/me': { user: profile() },
      'GET /api/v1/payuni/payment-page/AD20261121TEST0001': form,
    });
    await renderSite('/payuni/payment-page/AD20261121TEST0001');
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.action).toBe(form.form.action);
    expect(submitted[0]?.fields).toEqual(form.form.fields);
  });

  it('explains an order that is no longer pending and links to the payments', async () => {
    signIn(profile());
    fakeApi({
      'GET /api/user/me': { user: profile() },
      'GET /api/v1/payuni/payment-page/AD1': () => errorAnswer(409, 'CONFLICT', '此訂單已不是待付款狀態'),
    });
    const { container } = await renderSite('/payuni/payment-page/AD1');
    await waitFor(() => expect(container.textContent).toContain('此訂單已不是待付款狀態'));
    expect(container.querySelector('a[href="/payments"]')).not.toBeNull();
  });
});
