import {
  marketFeedCloseCodes,
  type AlertTriggered,
  type IndexUpdate,
  type MarketEvent,
  type MarketFeedServerMessage,
  type PriceUpdate,
} from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { firingText } from '../alert-texts.ts';
import { eventOf, readerLocales } from '../events.ts';
import type { FiringRow, MonitorRepository } from '../repository.ts';
import { FeedClient, type FeedClientLimits, type FeedSocket, type LatestSlot } from './feed-client.ts';
import { FlushPass } from './flush-pass.ts';
import { prepareText } from './frames.ts';

export const defaultFeedLimits: FeedClientLimits & { heartbeatMs: number; replayPage: number } = {
  maxBufferedBytes: 256 * 1024,
  maxQueued: 1000,
  heartbeatMs: 15_000,
  replayPage: 200,
};

/** A message for every reader language (what the fan-out carries; each client takes its own). */
export type PerLocale<T> = Record<Locale, T>;

export function alertMessage(row: FiringRow, locale: Locale = 'zh-TW'): MarketFeedServerMessage {
  const data: AlertTriggered = {
    alertId: row.alertId,
    symbol: row.symbol,
    type: row.type as AlertTriggered['type'],
    message: row.message,
    text: firingText(row, locale),
    price: row.price,
    value: row.value,
    triggeredAt: row.firedAt.toISOString(),
    simulated: row.simulated,
  };
  return { type: 'alert_triggered', sequence: row.id, data };
}

export const alertMessages = (row: FiringRow): PerLocale<MarketFeedServerMessage> =>
  eachLocale((locale) => alertMessage(row, locale));

export function eachLocale<T>(make: (locale: Locale) => T): PerLocale<T> {
  return Object.fromEntries(readerLocales.map((locale) => [locale, make(locale)])) as PerLocale<T>;
}

const priceKey = (symbol: string) => `price:${symbol}`;

const eventMessage = (event: MarketEvent): MarketFeedServerMessage => ({
  type: 'market_event',
  sequence: event.sequence,
  data: event,
});

/**
 * The live feed's clients: who subscribed to which symbol, fan-out of prices and indices, and the
 * sequenced alerts and events with their replay from the database on (re)connection.
 */
export function createFeedHub(
  repository: Pick<MonitorRepository, 'firingsAfter' | 'eventsAfter'>,
  limits = defaultFeedLimits,
) {
  const clients = new Set<FeedClient>();
  /** A symbol's watchers, by their price slot (what a publish fills). */
  const bySymbol = new Map<string, Set<LatestSlot>>();
  const byUser = new Map<string, Set<FeedClient>>();
  /** One flush pass for all of this hub's clients. */
  const pass = new FlushPass(limits.flushMs);
  let watched: { first(symbol: string): void; last(symbol: string): void } | null = null;

  const tooSlow = (client: FeedClient) =>
    client.close(marketFeedCloseCodes.tooSlow, 'client is not reading; reconnect with the last sequence');

  /**
   * Sends the backlog page by page. A client that leaves mid-replay ends it: its next connection
   * replays from what it last received, so reading on for a closed socket is database work for no one
   * (with many quick reconnects it piled up, each replay reading ever more pages).
   */
  async function replay(client: FeedClient): Promise<void> {
    for (;;) {
      if (client.isClosed) return;
      const rows = await repository.firingsAfter(client.userId, client.lastAlertSequence, limits.replayPage);
      for (const row of rows) client.pushReplayed('alert', row.id, alertMessage(row, client.locale));
      if (rows.length < limits.replayPage) break;
      await client.drained();
    }
    for (;;) {
      if (client.isClosed) return;
      const rows = await repository.eventsAfter(client.lastEventSequence, limits.replayPage);
      for (const row of rows) client.pushReplayed('event', row.id, eventMessage(eventOf(row, client.locale)));
      if (rows.length < limits.replayPage) break;
      await client.drained();
    }
  }

  function remove(client: FeedClient): void {
    clients.delete(client);
    byUser.get(client.userId)?.delete(client);
    for (const symbol of client.symbols) leave(client, symbol);
  }

  function join(client: FeedClient, symbol: string): void {
    client.symbols.add(symbol);
    const set = bySymbol.get(symbol) ?? new Set();
    bySymbol.set(symbol, set);
    const before = set.size;
    set.add(client.slot(priceKey(symbol)));
    if (before === 0 && set.size === 1) watched?.first(symbol);
  }

  function leave(client: FeedClient, symbol: string): void {
    const set = bySymbol.get(symbol);
    if (!set?.delete(client.slot(priceKey(symbol))) || set.size > 0) return;
    bySymbol.delete(symbol);
    watched?.last(symbol);
  }

  return {
    get size() {
      return clients.size;
    },

    /** Symbols at least one connected client subscribed to. */
    subscribedSymbols(): string[] {
      return [...bySymbol].filter(([, set]) => set.size > 0).map(([symbol]) => symbol);
    },

    /** Registers a connection; live messages wait until the backlog after its sequences is sent. */
    async connect(
      socket: FeedSocket,
      userId: string,
      resume: { alertsAfter: number; eventsAfter: number; locale?: Locale },
    ): Promise<FeedClient> {
      const client = new FeedClient(socket, userId, limits, resume, tooSlow, pass);
      clients.add(client);
      const mine = byUser.get(userId) ?? new Set();
      byUser.set(userId, mine);
      mine.add(client);
      await replay(client);
      client.endReplay();
      return client;
    },

    disconnect(client: FeedClient): void {
      remove(client);
      client.close(1000, 'bye');
    },

    subscribe(client: FeedClient, symbols: readonly string[]): void {
      for (const symbol of symbols) join(client, symbol);
    },

    unsubscribe(client: FeedClient, symbols: readonly string[]): void {
      for (const symbol of symbols) {
        client.symbols.delete(symbol);
        leave(client, symbol);
      }
    },

    /** Told when a symbol gets its first watcher here and when its last one leaves. */
    onSymbolWatched(listener: { first(symbol: string): void; last(symbol: string): void }): void {
      watched = listener;
    },

    publishPrice(update: PriceUpdate): void {
      const subscribers = bySymbol.get(update.symbol);
      if (!subscribers || subscribers.size === 0) return;
      const message: MarketFeedServerMessage = { type: 'price_update', data: update };
      // Serialised, encoded and framed once per publish; every subscriber's socket writes this frame.
      const encoded = prepareText(JSON.stringify(message));
      for (const slot of subscribers) slot.client.offer(slot, encoded);
    },

    publishIndex(update: IndexUpdate): void {
      const message: MarketFeedServerMessage = { type: 'index_update', data: update };
      const encoded = prepareText(JSON.stringify(message));
      const key = `index:${update.symbol}`;
      for (const client of clients) client.pushLatest(key, encoded);
    },

    deliverAlert(userId: string, sequence: number, messages: PerLocale<MarketFeedServerMessage>): void {
      for (const client of byUser.get(userId) ?? [])
        client.pushSequenced('alert', sequence, messages[client.locale]);
    },

    eventRecorded(events: PerLocale<MarketEvent>): void {
      for (const client of clients) {
        const event = events[client.locale];
        client.pushSequenced('event', event.sequence, eventMessage(event));
      }
    },

    heartbeat(time: Date): void {
      const text = JSON.stringify({
        type: 'heartbeat',
        time: time.toISOString(),
      } satisfies MarketFeedServerMessage);
      for (const client of clients) client.pushControl(text);
    },

    closeAll(): void {
      for (const client of [...clients]) {
        remove(client);
        client.close(1001, 'server stopping');
      }
    },
  };
}
export type FeedHub = ReturnType<typeof createFeedHub>;
