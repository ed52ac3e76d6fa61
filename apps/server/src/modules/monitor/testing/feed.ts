import { once } from 'node:events';
import type { MarketEvent, MarketFeedServerMessage, PriceUpdate } from '@alphadesk/contracts';
import type { Tick } from '@alphadesk/core';
import { afterEach } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { TestServer } from '../../../testing/server.ts';
import { randomIp } from '../../../testing/factories.ts';

/** The part of ws's client the tests use. */
export interface TestSocket {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: { toString(): string }) => void): void;
  on(event: 'close', listener: (code: number, reason: { toString(): string }) => void): void;
}

/** A real ws client over the server's upgrade path, recording what it receives. */
export async function connectFeed(server: TestServer, query: string, headers: Record<string, string> = {}) {
  const messages: MarketFeedServerMessage[] = [];
  const waiters: Array<() => void> = [];
  let closed: { code: number; reason: string } | null = null;
  const socket = (await server.app.injectWS(
    `/ws/market?${query}`,
    // A client address of its own: the upgrade is rate limited per address.
    { socket: { remoteAddress: randomIp() }, headers } as never,
    {
      onInit(ws: TestSocket) {
        ws.on('message', (data) => {
          messages.push(JSON.parse(data.toString()) as MarketFeedServerMessage);
          for (const wake of waiters.splice(0)) wake();
        });
        ws.on('close', (code, reason) => {
          closed = { code, reason: reason.toString() };
          for (const wake of waiters.splice(0)) wake();
        });
      },
    },
  )) as unknown as TestSocket;
  /** Waits until `test` holds for what arrived (the test's own timeout bounds it). */
  async function until(test: () => boolean): Promise<void> {
    while (!test()) await new Promise<void>((resolve) => waiters.push(resolve));
  }
  return {
    socket,
    messages,
    until,
    closed: () => closed,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    ofType: <T extends MarketFeedServerMessage['type']>(type: T) =>
      messages.filter(
        (message): message is Extract<MarketFeedServerMessage, { type: T }> => message.type === type,
      ),
  };
}

/** A tick of `symbol` (previous close 1,000) at a Taipei time. */
export function tickOf(symbol: string, price: number, at: string, day = '2026-03-02'): Tick {
  return {
    symbol,
    price,
    previousClose: 1000,
    volume: 1000,
    averageVolume: null,
    limitUp: 1100,
    limitDown: 900,
    time: Date.parse(`${day}T${at}+08:00`),
    tradingDay: day,
  };
}

/** A price update of `symbol` whose every figure is `value` (the feed's unit tests' quote). */
export const priceUpdate = (symbol: string, value: number): PriceUpdate => ({
  symbol,
  price: value,
  change: 0,
  changePercent: 0,
  volume: value,
  high: value,
  low: value,
  lastUpdated: '2026-03-02T01:00:00.000Z',
  simulated: true,
});

/**
 * A real ws server and a ws client connected to it, without compression (what the raw path
 * needs): the server's side of the pair, the client, the texts it received and `close`.
 */
export async function wsPair() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  const accepted = once(server, 'connection') as Promise<[WebSocket]>;
  const client = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
  const received: string[] = [];
  client.on('message', (data: Buffer) => received.push(data.toString()));
  await once(client, 'open');
  const [socket] = await accepted;
  return { socket, client, received, close: () => (client.terminate(), server.close()) };
}

/** `wsPair()`, each pair closed after the test that opened it (call at a test file's top level). */
export function wsPairsClosedAfterEach(): () => ReturnType<typeof wsPair> {
  const opened: Array<{ close(): void }> = [];
  afterEach(() => {
    for (const item of opened.splice(0)) item.close();
  });
  return async () => {
    const made = await wsPair();
    opened.push(made);
    return made;
  };
}

/** A simulated attention event carrying `sequence`, with a description of the given length. */
export const sequencedEvent = (sequence: number, descriptionLength = 0): MarketEvent => ({
  id: String(sequence),
  sequence,
  type: 'attention',
  title: `事件 ${sequence}`,
  description: 'x'.repeat(descriptionLength),
  impact: 'low',
  eventTime: '2026-03-02T01:00:00.000Z',
  affectedSymbols: [],
  source: 'simulator',
  simulated: true,
});

/** Polls `condition` every 5 ms until it holds; fails after `ms`. */
export async function pollUntil(condition: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
