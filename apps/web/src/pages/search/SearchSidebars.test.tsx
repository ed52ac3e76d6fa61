import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { click, fakeJwt, profile, typeInto } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor } from '../../test/render.tsx';
import { fakeMarketApi, stockDetail, tsmcSuggestion } from './testing.ts';

const byTestId = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ');

function signIn(user = profile()) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}

async function pressKey(input: Element | null, key: string) {
  await act(async () => {
    input?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

describe('stock search: keyboard, sidebars and market status', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('moves through the suggestions with the arrow keys and searches the chosen one', async () => {
    const adr = {
      ...tsmcSuggestion,
      symbol: 'TSM',
      name: '台積電 ADR',
      exchange: 'NYSE',
      market: 'US' as const,
    };
    const server = fakeMarketApi({
      suggestions: () => [tsmcSuggestion, adr],
      detail: (q) => (q === 'TSM' ? stockDetail({ symbol: 'TSM', name: '台積電 ADR', market: 'US' }) : null),
    });
    const { container } = await renderSite('/stock-search');
    await waitFor(() => expect(byTestId(container, 'search-input')).not.toBeNull());
    const input = byTestId(container, 'search-input');
    await typeInto(input, '台積');
    await waitFor(() => expect(byTestId(container, 'suggestion-TSM')).not.toBeNull());
    await pressKey(input, 'ArrowDown');
    await pressKey(input, 'ArrowDown');
    expect(byTestId(container, 'suggestion-TSM')?.getAttribute('aria-selected')).toBe('true');
    expect(input?.getAttribute('aria-activedescendant')).toBe(byTestId(container, 'suggestion-TSM')?.id);
    await pressKey(input, 'Enter');
    await waitFor(() => expect(byTestId(container, 'result-name')?.textContent).toBe('台積電 ADR'));
    expect(Object.fromEntries(server.to('GET', '/api/stocks/detail').at(-1)!.query)).toEqual({
      q: 'TSM',
      market: 'US',
      sector: 'all',
    });
    expect(byTestId(container, 'suggestions')?.hidden).toBe(true);

    await click(byTestId(container, 'search-clear'));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows 已收盤 and the next opening in Taipei time while the market is closed', async () => {
    fakeMarketApi();
    const { container } = await renderSite('/stock-search');
    await waitFor(() => expect(byTestId(container, 'market-status')).not.toBeNull());
    expect(byTestId(container, 'market-phase')?.textContent).toBe('已收盤');
    expect(text(byTestId(container, 'market-next-open'))).toBe('下次開盤 11月23日週一 09:00');
    expect(byTestId(container, 'market-status')?.textContent).toContain('模擬資料');
  });

  it('runs an example search and a hot stock from the side panel', async () => {
    const server = fakeMarketApi({
      detail: (q) => stockDetail({ symbol: q, name: q === '2317' ? '鴻海' : '元大台灣50' }),
    });
    const { container } = await renderSite('/stock-search');
    await waitFor(() => expect(byTestId(container, 'example-0050')).not.toBeNull());
    expect(byTestId(container, 'trial-cta')?.querySelector('a[href="/trial"]')).not.toBeNull();
    expect(byTestId(container, 'trial-cta')?.querySelector('a[href="/pricing"]')).not.toBeNull();
    await click(byTestId(container, 'example-0050'));
    await waitFor(() => expect(byTestId(container, 'result-name')?.textContent).toBe('元大台灣50'));
    await waitFor(() => expect(byTestId(container, 'hot-2317')).not.toBeNull());
    expect(text(byTestId(container, 'hot-2317-trend'))).toBe('趨勢 72/100');
    expect(text(byTestId(container, 'hot-2317-momentum'))).toBe('動能 低');
    expect(text(byTestId(container, 'hot-2317-rating'))).toBe('評等 —');
    await click(byTestId(container, 'hot-2317'));
    await waitFor(() => expect(byTestId(container, 'result-name')?.textContent).toBe('鴻海'));
    expect(server.to('POST', '/api/stocks/search-history')).toHaveLength(0);
    expect(server.to('GET', '/api/stocks/search-history')).toHaveLength(0);
    expect(byTestId(container, 'search-history')).toBeNull();
  });

  it("records a member's completed searches and lists them in Taipei time", async () => {
    const user = signIn();
    const server = fakeMarketApi({
      user,
      history: [
        {
          symbol: '2330',
          name: '台積電',
          market: 'TW',
          searchedAt: '2026-11-21T01:05:00.000Z',
          analysisCount: 0,
        },
      ],
    });
    const { container } = await renderSite('/search?symbol=2330');
    await waitFor(() => expect(byTestId(container, 'result-card')).not.toBeNull());
    await waitFor(() => expect(server.to('POST', '/api/stocks/search-history')).toHaveLength(1));
    const post = server.to('POST', '/api/stocks/search-history')[0]!;
    expect(post.body).toEqual({ symbol: '2330', name: '台積電', market: 'TW' });
    expect(post.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(byTestId(container, 'history-2330')).not.toBeNull());
    expect(text(byTestId(container, 'history-2330'))).toContain('2026/11/21 09:05');
  });

  it('hides the search history from guests', async () => {
    const guest = signIn(profile({ kind: 'guest', name: '訪客', email: null }));
    const server = fakeMarketApi({ user: guest });
    const { container } = await renderSite('/search?symbol=2330');
    await waitFor(() => expect(byTestId(container, 'result-card')).not.toBeNull());
    expect(byTestId(container, 'search-history')).toBeNull();
    expect(server.to('POST', '/api/stocks/search-history')).toHaveLength(0);
  });
});
