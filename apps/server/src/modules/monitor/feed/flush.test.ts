import type { MarketFeedServerMessage } from '@alphadesk/contracts';
import { describe, expect, it } from 'vitest';
import { pollUntil, priceUpdate, sequencedEvent, wsPairsClosedAfterEach } from '../testing/feed.ts';
import { createFeedHub } from './hub.ts';

const noBacklog = { firingsAfter: async () => [], eventsAfter: async () => [] };
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const limitsWith = (flushMs: number) => ({
  maxBufferedBytes: 256 * 1024,
  maxQueued: 1000,
  heartbeatMs: 60_000,
  replayPage: 10,
  flushMs,
});

const event = (sequence: number) => sequencedEvent(sequence);
const pair = wsPairsClosedAfterEach();

/** A ws pair whose server-side TCP socket counts its writes. */
async function countedPair() {
  const made = await pair();
  const net = (made.socket as unknown as { _socket: { write(...args: unknown[]): boolean } })._socket;
  const write = net.write.bind(net);
  let writes = 0;
  net.write = (...args: unknown[]) => {
    writes += 1;
    return write(...args);
  };
  const messages = () => made.received.map((text) => JSON.parse(text) as MarketFeedServerMessage);
  return { ...made, writes: () => writes, messages };
}

describe('live feed flush interval', () => {
  it('sends what arrived within the interval in one write, all of it, in order', async () => {
    const { socket, writes, messages } = await countedPair();
    const hub = createFeedHub(noBacklog, limitsWith(200));
    const client = await hub.connect(socket, 'u1', { alertsAfter: 0, eventsAfter: 0 });
    const symbols = ['2330', '2317', '2454', '2881', '2603'];
    hub.subscribe(client, symbols);
    // The first publish of an idle feed goes out on the next turn, without waiting.
    hub.publishPrice(priceUpdate('2330', 1));
    await turn();
    expect(writes()).toBe(1);
    // Then the next pass waits for the interval: five symbols over several turns...
    const started = Date.now();
    for (const [i, symbol] of symbols.entries()) {
      hub.publishPrice(priceUpdate(symbol, 10 + i));
      await turn();
    }
    expect(writes()).toBe(1);
    // ...leave together, in one write.
    await pollUntil(() => messages().length === 6);
    expect(writes()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(messages()).toEqual([
      { type: 'price_update', data: priceUpdate('2330', 1) },
      ...symbols.map((symbol, i) => ({ type: 'price_update', data: priceUpdate(symbol, 10 + i) })),
    ]);
  });

  it('a newer price within the interval replaces the unsent one; events all arrive, in order', async () => {
    const { socket, messages } = await countedPair();
    const hub = createFeedHub(noBacklog, limitsWith(30));
    const client = await hub.connect(socket, 'u1', { alertsAfter: 0, eventsAfter: 0 });
    hub.subscribe(client, ['2330', '2317']);
    for (let round = 1; round <= 60; round++) {
      hub.publishPrice(priceUpdate('2330', round));
      hub.publishPrice(priceUpdate('2317', 1000 + round));
      const recorded = event(round);
      hub.eventRecorded({ 'zh-TW': recorded, 'zh-CN': recorded, 'en-US': recorded });
      await new Promise((resolve) => setTimeout(resolve, round % 7));
    }
    const lastOf = (symbol: string) =>
      messages()
        .flatMap((message) =>
          message.type === 'price_update' && message.data.symbol === symbol ? [message.data.price] : [],
        )
        .at(-1);
    await pollUntil(() => lastOf('2330') === 60 && lastOf('2317') === 1060);
    const events = messages().flatMap((message) =>
      message.type === 'market_event' ? [message.sequence] : [],
    );
    expect(events).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    for (const symbol of ['2330', '2317']) {
      const prices = messages().flatMap((message) =>
        message.type === 'price_update' && message.data.symbol === symbol ? [message.data.price] : [],
      );
      // Fewer than published (coalesced), never out of order.
      expect(prices.length).toBeLessThan(60);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });
});
