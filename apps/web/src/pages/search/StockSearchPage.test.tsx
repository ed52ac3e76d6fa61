import { marketTone } from '@alphadesk/ui/plain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, typeInto } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { closedStatus, fakeMarketApi, hotStock, marketIndex, stockDetail } from './testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const notFound = '找不到相關股票，請檢查股票代碼或名稱';

async function openSearch(path = '/stock-search') {
  const { container } = await renderSite(path);
  await waitFor(() => expect(byTestId(container, 'stock-search')).not.toBeNull());
  const input = () => byTestId(container, 'search-input') as HTMLInputElement;
  return { container, input };
}

/** Lets fake timers, promises and React run until `assertion` passes. */
async function waitWithFakeTimers(assertion: () => void, steps = 100) {
  for (let step = 0; ; step += 1) {
    try {
      assertion();
      return;
    } catch (error) {
      if (step >= steps) throw error;
      await act(() => vi.advanceTimersByTimeAsync(20));
    }
  }
}

describe('stock search page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for suggestions once, 300 ms after the last keystroke', async () => {
    const server = fakeMarketApi();
    const { container, input } = await openSearch();
    vi.useFakeTimers();
    for (const text of ['2', '23', '233', '2330']) {
      await typeInto(input(), text);
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(server.to('GET', '/api/stocks/search')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitWithFakeTimers(() => expect(byTestId(container, 'suggestion-2330')).not.toBeNull());
    const searches = server.to('GET', '/api/stocks/search');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!.query)).toEqual({
      q: '2330',
      market: 'all',
      sector: 'all',
      limit: '10',
    });
    expect(byTestId(container, 'suggestion-2330')?.textContent).toBe('2330台積電TWSE · 台股');
  });

  it('refuses a blank query with the contract rule and asks the server nothing', async () => {
    const server = fakeMarketApi();
    const { container, input } = await openSearch();
    await typeInto(input(), '   ');
    await click(byTestId(container, 'search-submit'));
    // antd's validation is asynchronous: the contract's message appears a moment later.
    await waitFor(() =>
      expect(container.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        '請輸入股票代碼或名稱',
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(server.to('GET', '/api/stocks/search')).toHaveLength(0);
    expect(server.to('GET', '/api/stocks/detail')).toHaveLength(0);
    expect(byTestId(container, 'search-empty')).not.toBeNull();
  });

  it('says when nothing matches, in the suggestions and for a search', async () => {
    fakeMarketApi({ suggestions: () => [], detail: () => null });
    const { container, input } = await openSearch();
    await typeInto(input(), 'zzzz');
    await waitFor(() => expect(byTestId(container, 'suggestions-empty')?.textContent).toBe(notFound));
    await act(async () => {
      input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await waitFor(() => expect(byTestId(container, 'search-error')?.textContent).toBe(notFound));
  });

  it('says the search failed when the server cannot answer', async () => {
    fakeMarketApi({
      extra: { 'GET /api/stocks/detail': () => new Response('busy', { status: 503 }) },
    });
    const { container } = await openSearch('/stock-search?symbol=2330');
    await waitFor(() =>
      expect(byTestId(container, 'search-error')?.textContent).toBe('搜尋失敗，請稍後再試'),
    );
  });

  it('searches ?symbol= at once and shows the result card with the API’s numbers', async () => {
    const server = fakeMarketApi();
    const { container } = await openSearch('/stock-search?symbol=2330');
    await waitFor(() => expect(byTestId(container, 'result-card')).not.toBeNull());
    expect(Object.fromEntries(server.to('GET', '/api/stocks/detail')[0]!.query)).toEqual({
      q: '2330',
      market: 'all',
      sector: 'all',
    });
    expect(server.to('GET', '/api/stocks/search')).toHaveLength(0);
    expect(byTestId(container, 'result-name')?.textContent).toBe('台積電');
    expect(byTestId(container, 'result-price')?.textContent).toBe('1,005.00');
    expect(byTestId(container, 'result-change-percent')?.textContent).toBe('+1.52%');
    expect(byTestId(container, 'result-volume')?.textContent).toBe('2,240.5萬 股');
    expect(byTestId(container, 'result-market-cap')?.textContent).toBe('26.06兆 TWD');
    expect(byTestId(container, 'result-pe')?.textContent).toBe('22.40');
    expect(byTestId(container, 'result-dividend-yield')?.textContent).toBe('—');
    // Intl puts a thin space between date and time.
    expect(byTestId(container, 'result-quote-time')?.textContent?.replace(/\s/g, ' ')).toBe(
      '報價時間 2026/11/20 13:30 · 來源：市場模擬器',
    );
    expect(
      byTestId(container, 'result-card')?.querySelector('[data-testid="simulated-tag"]')?.textContent,
    ).toBe('模擬資料');
    // No analysis yet: an empty state and the way to start one, never a made-up rating.
    expect(byTestId(container, 'ai-preview-empty')?.textContent).toContain('尚無 AI 分析');
    expect(byTestId(container, 'ai-start')?.getAttribute('href')).toBe('/analysts?symbol=2330');
    await waitFor(() =>
      expect(byTestId(container, 'chart-panel')?.textContent).toContain('此期間沒有K線資料'),
    );
  });

  it('colours changes red when up and green when down', async () => {
    fakeMarketApi({
      detail: () => stockDetail({ change: 15, changePercent: 1.52 }),
      hot: {
        stocks: [hotStock({ change: -1.3, changePercent: -1.42 })],
        asOf: '2026-11-21T13:29:46Z',
        simulated: true,
      },
      indices: [
        marketIndex({ symbol: '^TWII', change: 120.5, changePercent: 0.9 }),
        marketIndex({ symbol: '^TWOII', change: -2.34, changePercent: -1.35 }),
      ],
    });
    const { container } = await openSearch('/stock-search?symbol=2330');
    await waitFor(() => expect(byTestId(container, 'result-change')).not.toBeNull());
    expect(byTestId(container, 'result-change')?.style.color).toBe(marketTone(1));
    expect(byTestId(container, 'result-change-percent')?.style.color).toBe(marketTone(1));
    await waitFor(() => expect(byTestId(container, 'hot-2317-change')).not.toBeNull());
    expect(byTestId(container, 'hot-2317-change')?.style.color).toBe(marketTone(-1));
    expect(byTestId(container, 'hot-2317-change')?.textContent).toBe('-1.30 (-1.42%)');
    await waitFor(() => expect(byTestId(container, 'index-^TWII')).not.toBeNull());
    const indexColour = (symbol: string) =>
      byTestId(container, `index-${symbol}`)?.querySelector<HTMLElement>('span[style]')?.style.color;
    expect(indexColour('^TWII')).toBe(marketTone(1));
    expect(indexColour('^TWOII')).toBe(marketTone(-1));
  });

  it('refreshes a Taiwan quote every 10 s while the Taiwan market is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let price = 1005;
    const server = fakeMarketApi({
      status: { ...closedStatus, phase: 'open', isTradingDay: true },
      detail: () => stockDetail({ price: (price += 5) }),
    });
    const { container } = await openSearch('/stock-search?symbol=2330');
    await waitFor(() => expect(byTestId(container, 'result-price')?.textContent).toBe('1,010.00'));
    expect(byTestId(container, 'market-phase')?.textContent).toBe('交易中');
    expect(byTestId(container, 'market-next-open')?.textContent).toBe('報價每 10 秒更新');
    const asked = server.to('GET', '/api/stocks/detail').length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(byTestId(container, 'result-price')?.textContent).toBe('1,015.00'));
    expect(server.to('GET', '/api/stocks/detail')).toHaveLength(asked + 1);
  });
});
