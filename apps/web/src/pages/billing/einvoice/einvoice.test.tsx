import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EinvoiceSummary } from '@alphadesk/contracts';
import { buttonByText, click, errorAnswer, fakeApi, profile, typeInto } from '../../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../../test/render.tsx';
import type { PaymentRecord } from '../api.ts';
import { captureFormSubmits, freeSubscription, paymentForm, signIn } from '../testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);
const inModal = () => document.querySelector('.ant-modal') as HTMLElement | null;

function payment(): PaymentRecord {
  return {
    id: 'p1',
    orderNumber: 'AD20261121TEST0001',
    date: '2026-11-21T05:00:00.000Z',
    amount: 499,
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
    refundableAmount: 499,
    retryable: false,
    testMode: true,
  };
}

function invoice(overrides: Partial<EinvoiceSummary> = {}): EinvoiceSummary {
  return {
    orderNumber: 'AD20261121TEST0001',
    status: 'issued',
    invoiceNumber: 'AD10000001',
    invoiceDate: '2026-11-21T05:01:10.000Z',
    amount: 499,
    destination: {
      kind: 'mobile-barcode',
      carrierNumber: '/ABC1234',
      loveCode: null,
      taxId: null,
      companyName: null,
    },
    testMode: true,
    adjustments: [],
    ...overrides,
  };
}

describe('e-invoice choice at checkout', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function openCheckout() {
    const user = signIn(profile());
    const submitted = captureFormSubmits();
    const server = fakeApi({
      'GET /api/user/me': { user },
      'GET /api/subscription': { success: true, subscription: freeSubscription() },
      'GET /api/v1/einvoice/preference': { success: true, preference: null },
      'POST /api/v1/payuni/create-payment': paymentForm(),
    });
    const { container } = await renderSite('/pricing');
    await waitFor(() => expect(byTestId(container, 'buy-gold')).not.toBeNull());
    await click(byTestId(container, 'buy-gold'));
    await waitFor(() => expect(byTestId(document, 'invoice-choice-form')).not.toBeNull());
    return { server, submitted };
  }

  it('asks a member without a choice first; a mobile barcode is saved, then the payment form is posted', async () => {
    const { server, submitted } = await openCheckout();
    expect(server.calls.some((call) => call.path === '/api/v1/payuni/create-payment')).toBe(false);
    server.routes['PUT /api/v1/einvoice/preference'] = {
      success: true,
      verified: true,
      preference: {
        kind: 'mobile-barcode',
        carrierNumber: '/ABC1234',
        loveCode: null,
        taxId: null,
        companyName: null,
      },
    };
    await typeInto(inModal()!.querySelector('input[id="carrierNumber"]'), '/abc1234');
    await click(buttonByText(inModal()!, '儲存並前往付款'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'mobile-barcode',
      carrierNumber: '/abc1234',
    });
  });

  it('refuses a malformed barcode with the contract’s words, without asking the server', async () => {
    const { server } = await openCheckout();
    await typeInto(inModal()!.querySelector('input[id="carrierNumber"]'), 'ABC1234');
    await click(buttonByText(inModal()!, '儲存並前往付款'));
    await waitFor(() =>
      expect(inModal()!.textContent).toContain(
        '手機條碼格式錯誤：應為「/」加 7 碼英數字或 . + -，例如 /ABC1234',
      ),
    );
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal of a tax id on its field, and does not pay', async () => {
    const { server, submitted } = await openCheckout();
    server.routes['PUT /api/v1/einvoice/preference'] = () =>
      errorAnswer(400, 'EINVOICE_TAX_ID_CHECKSUM', '統一編號檢查碼不正確，請確認號碼');
    await click(
      [...inModal()!.querySelectorAll('input[type="radio"]')].find(
        (input) => (input as HTMLInputElement).value === 'company',
      ) ?? null,
    );
    await waitFor(() => expect(inModal()!.querySelector('input[id="taxId"]')).not.toBeNull());
    await typeInto(inModal()!.querySelector('input[id="taxId"]'), '22099132');
    await typeInto(inModal()!.querySelector('input[id="companyName"]'), '甲公司');
    await click(buttonByText(inModal()!, '儲存並前往付款'));
    await waitFor(() => expect(inModal()!.textContent).toContain('統一編號檢查碼不正確，請確認號碼'));
    expect(submitted).toHaveLength(0);
  });
});

describe('e-invoices in payment history', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the invoice number and carrier, and the button opens the invoice with its codes’ data', async () => {
    signIn(profile({ tier: 'gold' }));
    fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'gold' }) },
      'GET /api/payments': {
        success: true,
        payments: [payment()],
        total: 1,
        stats: {
          totalPaid: 499,
          totalTransactions: 1,
          averageMonthly: 499,
          memberSince: '2026-11-21T05:01:00.000Z',
        },
        years: [2026],
      },
      'GET /api/v1/einvoices': { success: true, invoices: [invoice()] },
      'GET /api/v1/einvoices/AD20261121TEST0001': {
        success: true,
        invoice: invoice(),
        certificate: {
          periodLabel: '115年11-12月',
          randomNumber: '1234',
          sellerTaxId: '00000000',
          buyerTaxId: null,
          itemName: 'AlphaDesk 黃金會員 月繳',
          barcode: '11512AD100000011234',
          qrLeft: 'AD1000000111511211234QRDATA',
          qrRight: '**',
          qrLeftSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M4 4h1v1h-1z"/></svg>',
          qrRightSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M5 5h1v1h-1z"/></svg>',
        },
      },
    });
    const { container } = await renderSite('/payments');
    const cell = await waitFor(() => {
      const found = byTestId(container, 'invoice-cell');
      expect(found?.textContent).toContain('AD10000001');
      return found!;
    });
    expect(cell.textContent).toContain('手機條碼載具 /ABC1234');
    await click(buttonByText(cell, '查看發票'));
    const certificate = await waitFor(() => {
      const found = byTestId(document, 'invoice-certificate');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(certificate.textContent).toContain('115年11-12月');
    expect(certificate.textContent).toContain('11512AD100000011234');
    expect(certificate.textContent).toContain('AD1000000111511211234QRDATA');
    expect(certificate.textContent).toContain('測試發票');
    const images = [...certificate.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      '左側 QR Code 內容',
      '右側 QR Code 內容',
    ]);
    expect(decodeURIComponent(images[0]!.getAttribute('src')!)).toBe(
      'data:image/svg+xml;charset=utf-8,<svg xmlns="http://www.w3.org/2000/svg"><path d="M4 4h1v1h-1z"/></svg>',
    );
    expect(decodeURIComponent(images[1]!.getAttribute('src')!)).toContain('M5 5h1v1h-1z');
  });

  it('shows a voided invoice as voided, and a donation by its love code', async () => {
    signIn(profile({ tier: 'gold' }));
    fakeApi({
      'GET /api/user/me': { user: profile({ tier: 'gold' }) },
      'GET /api/payments': {
        success: true,
        payments: [payment()],
        total: 1,
        stats: {
          totalPaid: 499,
          totalTransactions: 1,
          averageMonthly: 499,
          memberSince: '2026-11-21T05:01:00.000Z',
        },
        years: [2026],
      },
      'GET /api/v1/einvoices': {
        success: true,
        invoices: [
          invoice({
            status: 'voided',
            destination: {
              kind: 'donation',
              carrierNumber: null,
              loveCode: '168001',
              taxId: null,
              companyName: null,
            },
          }),
        ],
      },
    });
    const { container } = await renderSite('/payments');
    const cell = await waitFor(() => {
      const found = byTestId(container, 'invoice-cell');
      expect(found?.textContent).toContain('已作廢');
      return found!;
    });
    expect(cell.textContent).toContain('捐贈發票 168001');
  });
});
