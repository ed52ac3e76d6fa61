import type { AddHoldingRequest, ImportResponse } from '@alphadesk/contracts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { click, errorAnswer, fakeApi, fakeJwt, profile, typeInto } from '../../auth/testing.ts';
import { cleanup, jsonResponse, renderSite, waitFor as waitBriefly } from '../../test/render.tsx';
import { portfolioDetail } from './testing.ts';

// The page's chunk loads lazily; a busy machine can take seconds for the first render.
const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);

const base = '/api/simple-portfolios';
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
const input = (id: string) => byTestId(id) as HTMLInputElement | null;
const message = '請輸入有效的數量和價格';

async function openPortfolio(routes: Parameters<typeof fakeApi>[0] = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(profile({ tier: 'gold' })));
  const detail = portfolioDetail();
  const server = fakeApi({
    [`GET ${base}`]: { success: true, portfolios: [detail] },
    [`GET ${base}/p1`]: { success: true, portfolio: detail },
    ...routes,
  });
  await renderSite('/portfolio');
  await waitFor(() => expect(byTestId('portfolio-stats')).not.toBeNull());
  return server;
}

const submitDisabled = (id: string) => (byTestId(id) as HTMLButtonElement | null)?.disabled;

function importAnswer(overrides: Partial<ImportResponse> = {}): ImportResponse {
  return {
    success: true,
    dryRun: true,
    format: 'broker-statement',
    encoding: 'utf-8',
    rows: [
      {
        line: 2,
        date: '2025-03-10',
        type: 'buy',
        symbol: '2330',
        companyName: '台積電',
        shares: 1000,
        price: 600,
        fee: 855,
        tax: 0,
        amount: null,
        ratio: null,
        dayTrade: false,
        duplicate: false,
      },
    ],
    added: 0,
    duplicates: 0,
    errors: [],
    warnings: [],
    ...overrides,
  };
}

async function chooseFile(content: string) {
  const field = input('import-file');
  if (!field) throw new Error('no file input');
  const file = new File([content], 'statement.csv', { type: 'text/csv' });
  Object.defineProperty(field, 'files', { value: [file], configurable: true });
  await act(async () => field.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('portfolio forms', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the add-holding confirm disabled and says 請輸入有效的數量和價格 until the numbers are valid', async () => {
    let sent: AddHoldingRequest | null = null;
    await openPortfolio({
      [`POST ${base}/p1/holdings`]: (call) => {
        sent = call.body as AddHoldingRequest;
        return jsonResponse(portfolioDetail(), 201);
      },
    });
    await click(byTestId('open-add-holding'));
    await waitFor(() => expect(input('holding-symbol')).not.toBeNull());
    expect(submitDisabled('add-holding-submit')).toBe(true);

    await typeInto(input('holding-symbol'), '2330');
    await typeInto(input('holding-quantity-input'), '0');
    await typeInto(input('holding-price-input'), '600');
    await waitFor(() => expect(byTestId('add-holding-form')?.textContent).toContain(message));
    expect(submitDisabled('add-holding-submit')).toBe(true);

    await typeInto(input('holding-quantity-input'), '1.5');
    await waitFor(() => expect(submitDisabled('add-holding-submit')).toBe(true));
    await typeInto(input('holding-quantity-input'), '1000');
    await typeInto(input('holding-price-input'), '-1');
    await waitFor(() => expect(byTestId('add-holding-form')?.textContent).toContain(message));
    expect(submitDisabled('add-holding-submit')).toBe(true);

    await typeInto(input('holding-price-input'), '600.5');
    await waitFor(() => expect(submitDisabled('add-holding-submit')).toBe(false));
    await click(byTestId('add-holding-submit'));
    await waitFor(() => expect(sent).toEqual({ symbol: '2330', quantity: 1000, averagePrice: 600.5 }));
  });

  it("shows the server's refusal of a holding (unknown symbol)", async () => {
    await openPortfolio({
      [`POST ${base}/p1/holdings`]: () =>
        errorAnswer(400, 'VALIDATION_FAILED', '找不到相關股票，請檢查股票代碼或名稱'),
    });
    await click(byTestId('open-add-holding'));
    await waitFor(() => expect(input('holding-symbol')).not.toBeNull());
    await typeInto(input('holding-symbol'), '9999');
    await typeInto(input('holding-quantity-input'), '1000');
    await typeInto(input('holding-price-input'), '10');
    await waitFor(() => expect(submitDisabled('add-holding-submit')).toBe(false));
    await click(byTestId('add-holding-submit'));
    await waitFor(() => expect(document.body.textContent).toContain('找不到相關股票，請檢查股票代碼或名稱'));
  });

  it('previews a CSV, lists errors with line numbers and writes nothing', async () => {
    const server = await openPortfolio({
      [`POST ${base}/p1/import`]: importAnswer({
        errors: [{ line: 3, message: '成交股數需為正整數' }],
      }),
    });
    await click(byTestId('open-import'));
    await waitFor(() => expect(input('import-file')).not.toBeNull());
    await chooseFile('股名,日期,成交股數\n台積電,114/03/10,-5\n');
    await waitFor(() => expect(byTestId('import-preview')).not.toBeNull());
    expect(byTestId('import-error')?.textContent).toBe('第 3 行：成交股數需為正整數');
    expect(submitDisabled('import-confirm')).toBe(true);
    const imports = server.calls.filter((call) => call.path.endsWith('/import'));
    expect(imports).toHaveLength(1);
    expect(imports[0]?.body).toMatchObject({ dryRun: true });
    const sentFile = (imports[0]?.body as { file: string }).file;
    expect(new TextDecoder().decode(Uint8Array.from(atob(sentFile), (c) => c.charCodeAt(0)))).toContain(
      '台積電,114/03/10',
    );
  });

  it('imports a previewed CSV on confirmation', async () => {
    const server = await openPortfolio({
      [`POST ${base}/p1/import`]: (call) => {
        const { dryRun } = call.body as { dryRun: boolean };
        return jsonResponse(importAnswer(dryRun ? {} : { dryRun: false, added: 1 }));
      },
    });
    await click(byTestId('open-import'));
    await waitFor(() => expect(input('import-file')).not.toBeNull());
    await chooseFile('股名,日期\n');
    await waitFor(() => expect(byTestId('import-summary')?.textContent).toBe('可匯入 1 筆，重複 0 筆'));
    expect(byTestId('import-preview')?.textContent).toContain('2330 台積電');
    await click(byTestId('import-confirm'));
    await waitFor(() => expect(byTestId('import-done')?.textContent).toContain('已匯入 1 筆交易'));
    const bodies = server.calls.filter((call) => call.path.endsWith('/import')).map((call) => call.body);
    expect(bodies.map((body) => (body as { dryRun: boolean }).dryRun)).toEqual([true, false]);
  });

  it('records a purchase with the fields a purchase needs', async () => {
    const server = await openPortfolio({
      [`POST ${base}/p1/transactions`]: (call) =>
        jsonResponse({ success: true, transaction: call.body }, 201),
    });
    await click(byTestId('open-add-transaction'));
    await waitFor(() => expect(input('transaction-symbol')).not.toBeNull());
    expect(input('transaction-amount')).toBeNull();
    await typeInto(input('transaction-symbol'), '2330');
    await typeInto(input('transaction-shares'), '0');
    await waitFor(() => expect(byTestId('transaction-form')?.textContent).toContain(message));
    await typeInto(input('transaction-shares'), '500');
    await typeInto(input('transaction-price'), '620');
    await click(byTestId('add-transaction-submit'));
    await waitFor(() =>
      expect(server.calls.find((call) => call.path.endsWith('/transactions'))?.body).toMatchObject({
        type: 'buy',
        symbol: '2330',
        shares: 500,
        price: 620,
      }),
    );
  });

  it('exports the transactions as the CSV file the server names', async () => {
    const saved: string[] = [];
    // jsdom has no object URLs; the file is handed to a download link.
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const server = await openPortfolio({
      [`GET ${base}/p1/export.csv`]: () =>
        new Response('日期,類別\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="portfolio-2025-03-14.csv"',
          },
        }),
    });
    (byTestId('export-csv') as HTMLButtonElement).click();
    await waitFor(() => expect(saved).toEqual(['portfolio-2025-03-14.csv']));
    expect(server.calls.find((call) => call.path.endsWith('/export.csv'))?.authorization).toMatch(/^Bearer /);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
