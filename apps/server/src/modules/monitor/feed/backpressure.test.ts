import { marketFeedCloseCodes, type MarketFeedServerMessage } from '@alphadesk/contracts';
import { describe, expect, it } from 'vitest';
import type { FeedSocket } from './feed-client.ts';
import { priceUpdate as price } from '../testing/feed.ts';
import { createFeedHub } from './hub.ts';

/** A socket whose peer never reads: everything sent stays in its buffer. */
function neverReading() {
  const sent: string[] = [];
  let closed: number | null = null;
  const socket: FeedSocket = {
    send: (data) => void sent.push(data.toString()),
    close: (code) => void (closed = code),
    get bufferedAmount() {
      return sent.reduce((total, data) => total + data.length, 0);
    },
    get readyState() {
      return closed === null ? 1 : 3;
    },
  };
  return { socket, sent, closed: () => closed };
}

const noBacklog = { firingsAfter: async () => [], eventsAfter: async () => [] };
const limits = { maxBufferedBytes: 4096, maxQueued: 50, heartbeatMs: 60_000, replayPage: 10 };
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 30));

describe('live feed send buffer', () => {
  it('keeps a never-reading client under the cap: prices coalesce to the latest per symbol', async () => {
    const hub = createFeedHub(noBacklog, limits);
    const peer = neverReading();
    const client = await hub.connect(peer.socket, 'u1', { alertsAfter: 0, eventsAfter: 0 });
    const symbols = ['2330', '2317', '2454', '2881', '2603'];
    hub.subscribe(client, symbols);
    // 200 rounds of 50 quotes, the event loop turning between rounds as ticks would arrive.
    for (let round = 0; round < 200; round++) {
      for (let i = 0; i < 50; i++) hub.publishPrice(price(symbols[i % symbols.length]!, round * 50 + i));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await tick();
    expect(peer.sent.length).toBeLessThan(100);
    // What reached the socket stops at the byte cap (a frame goes only whole within it)...
    expect(peer.socket.bufferedAmount).toBeLessThanOrEqual(limits.maxBufferedBytes);
    // ...and what waits is one message per symbol, the latest.
    expect(client.pending).toEqual({ ordered: 0, latest: symbols.length });
    expect(peer.closed()).toBeNull();
  });

  it('delivers the latest price once the client reads again', async () => {
    const hub = createFeedHub(noBacklog, limits);
    const sent: string[] = [];
    let blocked = true;
    const socket: FeedSocket = {
      send: (data) => void sent.push(data.toString()),
      close: () => undefined,
      get bufferedAmount() {
        return blocked ? limits.maxBufferedBytes : 0;
      },
      readyState: 1,
    };
    const client = await hub.connect(socket, 'u1', { alertsAfter: 0, eventsAfter: 0 });
    hub.subscribe(client, ['2330']);
    for (let i = 0; i < 100; i++) hub.publishPrice(price('2330', 1000 + i));
    await tick();
    expect(sent).toEqual([]);
    blocked = false;
    await tick();
    const received = sent.map((data) => JSON.parse(data) as MarketFeedServerMessage);
    expect(received).toEqual([{ type: 'price_update', data: price('2330', 1099) }]);
  });

  it('closes a client whose alerts and events pile up past the cap, to resume from the database', async () => {
    const hub = createFeedHub(noBacklog, limits);
    const peer = neverReading();
    await hub.connect(peer.socket, 'u1', { alertsAfter: 0, eventsAfter: 0 });
    for (let i = 1; i <= 500; i++) {
      const event = {
        id: String(i),
        sequence: i,
        type: 'attention',
        title: `事件 ${i}`,
        description: 'x'.repeat(100),
        impact: 'low' as const,
        eventTime: '2026-03-02T01:00:00.000Z',
        affectedSymbols: [],
        source: 'simulator',
        simulated: true,
      };
      hub.eventRecorded({ 'zh-TW': event, 'zh-CN': event, 'en-US': event });
    }
    expect(peer.closed()).toBe(marketFeedCloseCodes.tooSlow);
  });
});
