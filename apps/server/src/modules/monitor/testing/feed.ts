import type { MarketFeedServerMessage } from '@alphadesk/contracts';
import type { Tick } from '@alphadesk/core';
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
