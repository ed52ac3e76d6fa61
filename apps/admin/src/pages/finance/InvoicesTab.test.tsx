import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EinvoiceSummary } from '@alphadesk/contracts';
import { App } from '../../App.tsx';
import { setupI18n } from '../../i18n/index.ts';
import { AppRoutes } from '../../routes.tsx';
import { cleanup, render, type, waitFor } from '../../test/render.tsx';
import { fakeFetch, json, staffUser, storeSession, type Handler } from '../../test/fake-api.ts';

// jsdom has no ResizeObserver; antd's Tabs and Segmented use it to measure themselves.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const invoice = (overrides: Partial<EinvoiceSummary>): EinvoiceSummary => ({
  orderNumber: 'AD20261121TEST0001',
  status: 'issued',
  invoiceNumber: 'AD10000001',
  invoiceDate: '2026-11-21T05:01:00.000Z',
  amount: 499,
  destination: {
    kind: 'mobile-barcode',
    carrierNumber: '/ABC1234',
    loveCode: null,
    taxId: null,
    companyName: null,
  },
  testMode: false,
  adjustments: [],
  ...overrides,
});

const voided = invoice({
  orderNumber: 'AD20261121TEST0002',
  invoiceNumber: 'AD10000002',
  status: 'voided',
  amount: 1999,
  destination: { kind: 'donation', carrierNumber: null, loveCode: '168001', taxId: null, companyName: null },
  adjustments: [
    {
      kind: 'void',
      amount: 1999,
      status: 'done',
      allowanceNumber: null,
      refundedAt: '2026-11-22T02:00:00.000Z',
      doneAt: '2026-11-22T02:05:00.000Z',
    },
  ],
});

const allowed = invoice({
  orderNumber: 'AD20261225TEST0003',
  invoiceNumber: 'AD10000003',
  amount: 4990,
  destination: {
    kind: 'company',
    carrierNumber: null,
    loveCode: null,
    taxId: '22099131',
    companyName: '甲公司',
  },
  adjustments: [
    {
      kind: 'allowance',
      amount: 4990,
      status: 'done',
      allowanceNumber: '2027010210000042',
      refundedAt: '2027-01-02T02:00:00.000Z',
      doneAt: '2027-01-02T02:05:00.000Z',
    },
  ],
});

async function openInvoicesTab(asked: string[], answer: (query: URLSearchParams) => object) {
  storeSession('finance');
  const handler: Handler = (method, path) => {
    if (method === 'GET' && path === '/api/admin/auth/verify')
      return json(200, { success: true, valid: true, user: staffUser('finance') });
    if (method === 'GET' && path.startsWith('/api/admin/finance/overview'))
      return json(500, { success: false, error: { code: 'INTERNAL', message: '—' } });
    if (method === 'GET' && path.startsWith('/api/admin/finance/invoices?')) {
      asked.push(path);
      return json(200, {
        success: true,
        page: 1,
        limit: 20,
        ...answer(new URL(path, 'http://x').searchParams),
      });
    }
    return undefined;
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch(handler)));
  await setupI18n();
  const container = await render(
    <App>
      <MemoryRouter initialEntries={['/financial_management']}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  const tab = await waitFor(() => {
    const found = [...container.querySelectorAll<HTMLElement>('.ant-tabs-tab')].find(
      (item) => item.textContent === '電子發票',
    );
    expect(found).toBeTruthy();
    return found!;
  });
  await act(async () => tab.click());
  return container;
}

const rowOf = (container: HTMLElement, invoiceNumber: string) =>
  [...container.querySelectorAll<HTMLElement>('tr.ant-table-row')].find((row) =>
    row.textContent?.includes(invoiceNumber),
  );

describe('the finance page’s e-invoice tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists invoices with their status, order, amount, destination, date, voids and allowances', async () => {
    const asked: string[] = [];
    const container = await openInvoicesTab(asked, () => ({
      invoices: [invoice({}), voided, allowed],
      total: 3,
    }));
    const issuedRow = await waitFor(() => {
      const found = rowOf(container, 'AD10000001');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(asked[0]).toBe('/api/admin/finance/invoices?page=1&limit=20');
    expect(issuedRow.textContent).toContain('AD20261121TEST0001');
    expect(issuedRow.textContent).toContain('已開立');
    expect(issuedRow.textContent).toContain('NT$499');
    expect(issuedRow.textContent).toContain('手機條碼 /ABC1234');
    // 05:01 UTC is 13:01 in Taipei.
    expect(issuedRow.textContent).toMatch(/2026\/11\/21\s13:01:00/);

    const voidRow = rowOf(container, 'AD10000002')!;
    expect(voidRow.textContent).toContain('已作廢');
    expect(voidRow.textContent).toContain('捐贈 168001');
    expect(voidRow.textContent).toContain('作廢 NT$1,999');
    expect(voidRow.textContent).toContain('(完成)');

    const allowanceRow = rowOf(container, 'AD10000003')!;
    expect(allowanceRow.textContent).toContain('已折讓');
    expect(allowanceRow.textContent).toContain('統一編號 22099131 甲公司');
    expect(allowanceRow.textContent).toContain('折讓 NT$4,990 2027010210000042');
  });

  it('asks the server again when filtered by status or number, and when paged', async () => {
    const asked: string[] = [];
    const container = await openInvoicesTab(asked, (query) => ({
      invoices: query.get('status') === 'allowance' ? [allowed] : [invoice({})],
      total: 45,
    }));
    await waitFor(() => expect(rowOf(container, 'AD10000001')).toBeTruthy());

    const allowanceFilter = [...container.querySelectorAll<HTMLElement>('.ant-radio-button-wrapper')].find(
      (item) => item.textContent === '已折讓',
    )!;
    await act(async () => allowanceFilter.click());
    await waitFor(() => expect(rowOf(container, 'AD10000003')).toBeTruthy());
    expect(asked.at(-1)).toBe('/api/admin/finance/invoices?page=1&limit=20&status=allowance');

    const search = container.querySelector<HTMLInputElement>('input[aria-label="發票號碼或訂單編號"]')!;
    await type(search, ' AD10000003 ');
    await act(async () => container.querySelector<HTMLElement>('.ant-input-search-btn')!.click());
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        '/api/admin/finance/invoices?page=1&limit=20&status=allowance&search=AD10000003',
      ),
    );

    const page3 = container.querySelector<HTMLElement>('.ant-pagination-item-3')!;
    await act(async () => page3.click());
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        '/api/admin/finance/invoices?page=3&limit=20&status=allowance&search=AD10000003',
      ),
    );
    expect(container.textContent).toContain('45');
  });
});
