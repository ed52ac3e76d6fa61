import { afterEach, describe, expect, it } from 'vitest';
import { MarketIndicesResponse, MarketStatusResponse, StockDetailResponse } from '@alphadesk/contracts';
import { randomIp } from '../../testing/auth.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { createMarketProvider } from './ingestion/providers/index.ts';

/**
 * The simulator on an injected clock: nothing here waits on real time. Each test boots a server of
 * its own (quote and index caches follow the clock, so tests must not share one).
 */
describe('simulated market through the Taiwan session', () => {
  const opened: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((server) => server.close()));
  });

  async function simulatedMarket(taipei: string) {
    const clock = { now: new Date(`${taipei}+08:00`) };
    const server = await createTestServer({ now: () => clock.now, env: { MARKET_HOLIDAYS: '2025-10-10' } });
    opened.push(server);
    const get = (url: string) => server.app.inject({ method: 'GET', url, remoteAddress: randomIp() });
    return {
      server,
      clock,
      at: (time: string) => {
        clock.now = new Date(`${time}+08:00`);
      },
      status: async () => MarketStatusResponse.parse((await get('/api/market/status')).json()),
      quote: async (symbol: string) =>
        StockDetailResponse.parse((await get(`/api/stocks/detail?q=${symbol}`)).json()).stock,
      taiex: async () =>
        MarketIndicesResponse.parse((await get('/api/market/indices')).json()).indices.find(
          (index) => index.symbol === '^TWII',
        )!,
    };
  }

  it('moves quotes while the market is open', async () => {
    const { clock, at, quote, status } = await simulatedMarket('2025-09-03T10:00:00');
    const prices: number[] = [];
    const volumes: number[] = [];
    for (let minute = 0; minute < 30; minute++) {
      at(`2025-09-03T10:${String(minute).padStart(2, '0')}:00`);
      const stock = await quote('2330');
      expect(stock.stale).toBe(false);
      expect(stock.asOf! <= clock.now.toISOString()).toBe(true);
      prices.push(stock.price!);
      volumes.push(stock.volume!);
    }
    expect(new Set(prices).size).toBeGreaterThan(3);
    expect(volumes.every((volume, i) => i === 0 || volume >= volumes[i - 1]!)).toBe(true);
    expect(volumes.at(-1)).toBeGreaterThan(volumes[0]!);
    expect((await status()).phase).toBe('open');
  });

  it('gives the same quote for the same instant (deterministic in seed, symbol and time)', async () => {
    const { server, clock, quote } = await simulatedMarket('2025-09-03T11:11:11');
    const first = await quote('2317');
    // A fresh provider (as after a restart, or on another replica) computes the same quote.
    const restarted = createMarketProvider(server.config.market, () => clock.now);
    const security = (await server.services.market.findSecurity('2317'))!;
    const [again] = await restarted.quotes([security]);
    expect(again).toMatchObject({ price: first.price, volume: first.volume, simulated: true });
  });

  it('freezes quotes after the close and reports the market closed', async () => {
    const { at, quote, status } = await simulatedMarket('2025-09-03T13:45:00');
    const afterClose = await quote('2454');
    expect((await status()).phase).toBe('closed');
    at('2025-09-03T21:30:00');
    expect((await quote('2454')).price).toBe(afterClose.price);
    at('2025-09-04T08:10:00');
    expect((await quote('2454')).price).toBe(afterClose.price);
    expect((await status()).phase).toBe('closed');
    at('2025-09-04T08:45:00');
    expect((await status()).phase).toBe('pre-open');
  });

  it('is closed on weekends and configured holidays, and knows the next open', async () => {
    const { at, quote, status } = await simulatedMarket('2025-09-06T10:00:00'); // Saturday
    expect(await status()).toMatchObject({
      phase: 'closed',
      isTradingDay: false,
      nextOpen: '2025-09-08T01:00:00.000Z',
    });
    const saturday = await quote('2330');
    at('2025-09-07T15:00:00');
    expect((await quote('2330')).price).toBe(saturday.price);
    at('2025-10-10T10:00:00'); // National Day, listed in MARKET_HOLIDAYS
    expect(await status()).toMatchObject({
      phase: 'closed',
      isTradingDay: false,
      nextOpen: '2025-10-13T01:00:00.000Z',
    });
  });

  it('moves the TAIEX during the session only', async () => {
    const { at, taiex } = await simulatedMarket('2025-09-10T09:30:00');
    const morning = await taiex();
    at('2025-09-10T12:30:00');
    const noon = await taiex();
    expect(noon.value).not.toBe(morning.value);
    expect(noon.lastUpdated > morning.lastUpdated).toBe(true);
    at('2025-09-10T18:00:00');
    const evening = await taiex();
    at('2025-09-10T23:00:00');
    expect((await taiex()).value).toBe(evening.value);
  });
});
