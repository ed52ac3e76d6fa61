import type { Alert, MarketIndex, WatchlistItem } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/session.ts';
import { USER_KEY } from '../../auth/storage.ts';
import { click, errorAnswer, fakeApi, fakeJwt, profile, typeInto } from '../../auth/testing.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { cleanup, renderSite, waitFor as waitBriefly } from '../../test/render.tsx';

// The page's chunk loads lazily; a busy machine can take seconds for the first render.
const waitFor = <T,>(assertion: () => T) => waitBriefly(assertion, 15_000);
const byTestId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);

/** The browser's WebSocket, played by the test: it records the URL and lets the test push frames. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const item: WatchlistItem = {
  id: 'w1',
  symbol: '2330',
  companyName: '台積電',
  market: 'TW',
  currentPrice: 1000,
  previousClose: 990,
  change: 10,
  changePercent: 1.01,
  volume: 12000,
  high: 1005,
  low: 991,
  lastUpdated: '2026-03-02T02:00:00.000Z',
  simulated: true,
  addedAt: '2026-03-01T02:00:00.000Z',
};
const alert: Alert = {
  id: 'a1',
  symbol: '2330',
  type: 'price_above',
  condition: 1010,
  message: '台積電突破 1010',
  isActive: true,
  createdAt: '2026-03-01T02:00:00.000Z',
  triggeredAt: null,
  frequency: 'once',
  minIntervalSeconds: 60,
  expiresAt: null,
};
const index: MarketIndex = {
  symbol: '^TWII',
  name: '加權指數',
  market: 'TW',
  value: 22000,
  change: 100,
  changePercent: 0.46,
  lastUpdated: '2026-03-02T02:00:00.000Z',
  asOf: '2026-03-02T02:00:00.000Z',
  stale: false,
  simulated: true,
  source: null,
};

function signIn() {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt());
  localStorage.setItem(USER_KEY, JSON.stringify(profile({ tier: 'diamond' })));
}

describe('/market-monitor', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeSocket.last = null;
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows indices, watchlist and alerts, connects with the token, subscribes, and marks a pushed alert', async () => {
    signIn();
    fakeApi({
      'GET /api/market/watchlist': { success: true, watchlist: [item] },
      'GET /api/market/alerts': { success: true, alerts: [alert] },
      'GET /api/market/events': { success: true, events: [] },
      'GET /api/market/indices': { indices: [index] },
    });
    await renderSite('/market-monitor');
    await waitFor(() => expect(byTestId('monitor-watchlist')?.textContent).toContain('台積電'));
    expect(byTestId('monitor-indices')?.textContent).toContain('加權指數');
    expect(byTestId('monitor-watchlist')?.textContent).toContain('模擬');
    await waitFor(() => expect(byTestId('monitor-connection')?.textContent).toBe('即時連線中'));
    const socket = FakeSocket.last!;
    expect(socket.url).toMatch(/\/ws\/market\?token=[^&]+&alertsAfter=0&eventsAfter=0&locale=zh-TW$/);
    expect(socket.sent.map((data) => JSON.parse(data) as unknown)).toEqual([
      { type: 'subscribe', symbols: ['2330'] },
    ]);
    socket.push({
      type: 'alert_triggered',
      sequence: 7,
      data: {
        alertId: 'a1',
        symbol: '2330',
        type: 'price_above',
        message: '台積電突破 1010',
        price: 1010,
        value: 1010,
        triggeredAt: '2026-03-02T02:01:00.000Z',
        simulated: true,
      },
    });
    await waitFor(() => expect(byTestId('monitor-alert-a1')?.textContent).toContain('已觸發'));
    socket.close();
    await waitFor(() => expect(byTestId('monitor-connection')?.textContent).toBe('連線中斷，5 秒後重試'));
  });

  it("asks the feed for the page's language, shows the server's wording and marks an exchange's own words", async () => {
    signIn();
    await changeLanguage('en-US');
    fakeApi({
      'GET /api/market/watchlist': { success: true, watchlist: [] },
      'GET /api/market/alerts': { success: true, alerts: [alert] },
      'GET /api/market/events': {
        success: true,
        events: [
          {
            id: '5',
            sequence: 5,
            type: 'attention',
            title: '注意股票：2603',
            description: '',
            impact: 'medium',
            eventTime: '2026-03-02T05:00:00.000Z',
            affectedSymbols: ['2603'],
            source: 'twse',
            simulated: false,
            originalLanguage: 'zh-TW',
          },
        ],
      },
      'GET /api/market/indices': { indices: [] },
    });
    try {
      await renderSite('/market-monitor');
      await waitFor(() => expect(FakeSocket.last?.url).toMatch(/&locale=en-US$/));
      expect(byTestId('monitor-event-original')?.textContent).toBe(
        "Exchange's wording (Chinese, not translated)",
      );
      FakeSocket.last!.push({
        type: 'alert_triggered',
        sequence: 8,
        data: {
          alertId: 'a1',
          symbol: '2330',
          type: 'price_above',
          message: '台積電突破 1010',
          text: '2330 traded at 1011, above 1010',
          price: 1011,
          value: 1011,
          triggeredAt: '2026-03-02T02:01:00.000Z',
          simulated: true,
        },
      });
      await waitFor(() =>
        expect(byTestId('monitor-alert-fired-a1')?.textContent).toBe('2330 traded at 1011, above 1010'),
      );
    } finally {
      await changeLanguage('zh-TW');
    }
  });

  it('does not announce again the firings a reconnecting page already showed', async () => {
    signIn();
    const notified: string[] = [];
    vi.stubGlobal(
      'Notification',
      Object.assign(
        function Notification(title: string) {
          notified.push(title);
        },
        { permission: 'granted' },
      ),
    );
    const fired = { ...alert, triggeredAt: '2026-03-02T02:01:00.000Z' };
    fakeApi({
      'GET /api/market/watchlist': { success: true, watchlist: [item] },
      'GET /api/market/alerts': { success: true, alerts: [fired] },
      'GET /api/market/events': { success: true, events: [] },
      'GET /api/market/indices': { indices: [index] },
    });
    await renderSite('/market-monitor');
    await waitFor(() => expect(byTestId('monitor-alert-a1')?.textContent).toContain('已觸發'));
    await waitFor(() => expect(byTestId('monitor-connection')?.textContent).toBe('即時連線中'));
    const firing = (sequence: number, triggeredAt: string) => ({
      type: 'alert_triggered',
      sequence,
      data: {
        alertId: 'a1',
        symbol: '2330',
        type: 'price_above',
        message: '台積電突破 1010',
        price: 1010,
        value: 1010,
        triggeredAt,
        simulated: true,
      },
    });
    // The replay of the firing the list already shows, then a new one.
    FakeSocket.last!.push(firing(3, '2026-03-02T02:01:00.000Z'));
    FakeSocket.last!.push(firing(4, '2026-03-02T02:05:00.000Z'));
    await waitFor(() => expect(notified).toHaveLength(1));
    FakeSocket.last!.push(firing(4, '2026-03-02T02:05:00.000Z'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notified).toHaveLength(1);
  });

  it("refuses an incomplete alert with the spec's message and shows the server's message when adding fails", async () => {
    signIn();
    fakeApi({
      'GET /api/market/watchlist': { success: true, watchlist: [] },
      'GET /api/market/alerts': { success: true, alerts: [] },
      'GET /api/market/events': { success: true, events: [] },
      'GET /api/market/indices': { indices: [] },
      'POST /api/market/watchlist': () => errorAnswer(409, 'WATCHLIST_DUPLICATE', '此股票已在自選清單中'),
    });
    await renderSite('/monitor');
    await waitFor(() => expect(byTestId('monitor-open-alert')).not.toBeNull());
    await click(byTestId('monitor-open-alert'));
    await waitFor(() => expect(byTestId('monitor-alert-symbol')).not.toBeNull());
    await click(document.body.querySelector('.ant-modal-footer .ant-btn-primary'));
    await waitFor(() => expect(document.body.textContent).toContain('請填寫完整的預警資訊'));
    cleanup();
    await renderSite('/monitor');
    await waitFor(() => expect(byTestId('monitor-open-add')).not.toBeNull());
    await click(byTestId('monitor-open-add'));
    await waitFor(() => expect(byTestId('monitor-add-symbol')).not.toBeNull());
    await typeInto(byTestId('monitor-add-symbol'), ' 2330 ');
    await click(document.body.querySelector('.ant-modal-footer .ant-btn-primary'));
    await waitFor(() => expect(byTestId('monitor-add-error')?.textContent).toBe('此股票已在自選清單中'));
  });
});
