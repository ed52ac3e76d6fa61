import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { click, fakeApi, fakeJwt, profile } from '../../auth/testing.ts';
import { cleanup, renderSite, waitFor as waitBriefly } from '../../test/render.tsx';

// The page's chunk loads lazily; a busy machine can take seconds for the first render.
const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);

/** The browser's WebSocket, played by the test: it opens and stays quiet. */
class SilentSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    setTimeout(() => this.onopen?.(), 0);
  }
  send() {}
  close() {
    this.onclose?.();
  }
}

const eventLabels = [
  '列入注意股',
  '移出注意股',
  '列入處置股',
  '處置結束',
  '公布月營收',
  '月營收年增率達 (%)',
  '除權息前一日',
  '除權息當日',
  '完成填息',
];

describe('/monitor event alerts', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('WebSocket', SilentSocket);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the event alert types in the create-alert dialog', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
    localStorage.setItem(USER_KEY, JSON.stringify(profile({ tier: 'diamond' })));
    fakeApi({
      'GET /api/market/watchlist': { success: true, watchlist: [] },
      'GET /api/market/alerts': { success: true, alerts: [] },
      'GET /api/market/events': { success: true, events: [] },
      'GET /api/market/indices': { indices: [] },
    });
    await renderSite('/monitor');
    await waitFor(() => expect(byTestId('monitor-open-alert')).not.toBeNull());
    await click(byTestId('monitor-open-alert'));
    await waitFor(() => expect(byTestId('monitor-alert-symbol')).not.toBeNull());
    const select = byTestId('monitor-alert-type')!.closest('.ant-select')!;
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitFor(() => {
      const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
        option.getAttribute('title'),
      );
      expect(offered).toHaveLength(17);
      expect(offered).toEqual(expect.arrayContaining(eventLabels));
    });
  });
});
