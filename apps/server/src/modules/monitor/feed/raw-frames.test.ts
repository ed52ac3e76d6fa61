import type { MarketFeedServerMessage } from '@alphadesk/contracts';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  pollUntil as until,
  priceUpdate as price,
  sequencedEvent,
  wsPairsClosedAfterEach,
} from '../testing/feed.ts';
import { prepareText, rawSocketOf } from './frames.ts';
import { createFeedHub } from './hub.ts';

const noBacklog = { firingsAfter: async () => [], eventsAfter: async () => [] };
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const event = (sequence: number) => sequencedEvent(sequence, sequence % 300);
const pair = wsPairsClosedAfterEach();

describe('live feed frames written to the socket directly', () => {
  it('a prepared frame reaches a ws client as the same text, at every length encoding', async () => {
    const { socket, received } = await pair();
    const raw = rawSocketOf(socket);
    expect(raw).not.toBeNull();
    expect(rawSocketOf({ send: () => undefined, bufferedAmount: 0, readyState: 1 })).toBeNull();
    // 7-bit, 16-bit and 64-bit payload lengths; multi-byte characters count as their UTF-8 bytes.
    const texts = ['{"a":1}', `{"name":"${'台積電'.repeat(40)}"}`, `{"x":"${'價'.repeat(30_000)}"}`];
    for (const text of texts) raw!.socket.write(prepareText(text).frame);
    await until(() => received.length === texts.length);
    expect(received).toEqual(texts);
  });

  it('prices written raw and events sent through ws arrive intact and in order', async () => {
    const { socket, received } = await pair();
    const hub = createFeedHub(noBacklog);
    const client = await hub.connect(socket, 'u1', { alertsAfter: 0, eventsAfter: 0 });
    const symbols = ['2330', '2317', '2454', '2881', '2603'];
    hub.subscribe(client, symbols);
    let sequence = 0;
    for (let round = 0; round < 200; round++) {
      for (const [i, symbol] of symbols.entries()) hub.publishPrice(price(symbol, round * 10 + i));
      const recorded = event(++sequence);
      hub.eventRecorded({ 'zh-TW': recorded, 'zh-CN': recorded, 'en-US': recorded });
      if (round % 3 === 0) await turn();
    }
    const messages = () => received.map((text) => JSON.parse(text) as MarketFeedServerMessage);
    await until(() => messages().filter((message) => message.type === 'market_event').length === sequence);
    const events = messages().flatMap((message) => (message.type === 'market_event' ? [message] : []));
    expect(events.map((message) => message.sequence)).toEqual(
      Array.from({ length: sequence }, (_, i) => i + 1),
    );
    // The last price of each symbol arrives, after any older one of the same symbol.
    await until(() =>
      symbols.every((symbol, i) =>
        messages().some(
          (message) =>
            message.type === 'price_update' &&
            message.data.symbol === symbol &&
            message.data.price === 1990 + i,
        ),
      ),
    );
    for (const symbol of symbols) {
      const prices = messages().flatMap((message) =>
        message.type === 'price_update' && message.data.symbol === symbol ? [message.data.price] : [],
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('keeps what a never-reading client holds under the cap, counting the frames written raw', async () => {
    const { socket, client: peer } = await pair();
    peer.pause();
    const limits = { maxBufferedBytes: 16 * 1024, maxQueued: 50, heartbeatMs: 60_000, replayPage: 10 };
    const hub = createFeedHub(noBacklog, limits);
    const client = await hub.connect(socket, 'u1', { alertsAfter: 0, eventsAfter: 0 });
    const symbols = Array.from({ length: 200 }, (_, i) => String(1000 + i));
    hub.subscribe(client, symbols);
    let max = 0;
    let full = 0;
    // Until the kernel's buffers are full (a few MB on loopback) and the socket's own one holds data.
    // Rounds are paced by time, not counted: once the socket holds data the client writes again
    // every 10 ms, so how many rounds fill the buffers depends on how fast the machine runs them.
    const deadline = Date.now() + 20_000;
    for (let round = 0; Date.now() < deadline && full < 50; round++) {
      for (const symbol of symbols) hub.publishPrice(price(symbol, round));
      await (full > 0 ? pause(2) : turn());
      max = Math.max(max, socket.bufferedAmount);
      if (socket.bufferedAmount > 0) full += 1;
    }
    expect(full).toBe(50);
    expect(max).toBeGreaterThan(0);
    // A frame is written only whole within the cap.
    expect(max).toBeLessThanOrEqual(limits.maxBufferedBytes);
    expect(client.pending.latest).toBeLessThanOrEqual(symbols.length);
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });
});
