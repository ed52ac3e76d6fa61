import type { Redis } from 'ioredis';
import type { IndexUpdate, MarketEvent, MarketFeedServerMessage, PriceUpdate } from '@alphadesk/contracts';
import { alertMessages, eachLocale, type FeedHub, type PerLocale } from './feed/hub.ts';
import type { FiringRow } from './repository.ts';

/** A created, switched or deleted alert rule, as the evaluating process must learn it. */
export interface AlertRuleChange {
  userId: string;
  alertId: string;
  removed: boolean;
}

/**
 * Where the live feed's messages go. With one process (or several without Redis) they go straight
 * to this process's clients; with Redis they go to every ws process, each of which subscribes only
 * to the symbols its own clients watch (one channel per symbol).
 */
export interface MonitorFanout {
  publishPrice(update: PriceUpdate): void;
  publishIndex(update: IndexUpdate): void;
  alertFired(userId: string, row: FiringRow): void;
  /** A stored event, worded for each reader language. */
  eventRecorded(events: PerLocale<MarketEvent>): void;
  /** Tells the process that evaluates alerts about a rule changed here. */
  ruleChanged(change: AlertRuleChange): void;
  /** Symbols some live client watches: this process's, or every process's through Redis. */
  watchedSymbols(): Promise<string[]>;
  /** Starts receiving (ws and evaluating processes); a no-op for the local fan-out. */
  listen(options: { feed: boolean; rules: boolean }): Promise<void>;
  close(): Promise<void>;
}

export interface FanoutTargets {
  hub: FeedHub;
  applyRuleChange(change: AlertRuleChange): void;
}

/** One process's fan-out: its own clients; rule changes are already applied where they happen. */
export function createLocalFanout(hub: FeedHub): MonitorFanout {
  return {
    publishPrice: (update) => hub.publishPrice(update),
    publishIndex: (update) => hub.publishIndex(update),
    alertFired: (userId, row) => hub.deliverAlert(userId, row.id, alertMessages(row)),
    eventRecorded: (events) => hub.eventRecorded(events),
    ruleChanged: () => undefined,
    watchedSymbols: async () => hub.subscribedSymbols(),
    listen: async () => undefined,
    close: async () => undefined,
  };
}

const prefix = 'alphadesk:monitor:';
export const fanoutChannels = {
  price: (symbol: string) => `${prefix}price:${symbol}`,
  pricePattern: `${prefix}price:*`,
  index: `${prefix}index`,
  alert: `${prefix}alert`,
  event: `${prefix}event`,
  rule: `${prefix}rule`,
} as const;

interface AlertEnvelope {
  userId: string;
  sequence: number;
  /** The zh-TW message (all a process of an older version publishes). */
  message: MarketFeedServerMessage;
  messages?: PerLocale<MarketFeedServerMessage>;
}

/** An event as published: one per language, or (from an older process) the zh-TW one alone. */
const eventsOf = (body: PerLocale<MarketEvent> | MarketEvent): PerLocale<MarketEvent> =>
  'zh-TW' in body ? body : eachLocale(() => body);

/**
 * Fan-out through Redis pub/sub. Alerts and events are stored (and sequenced) in the database before
 * they are published, so a message lost here — a process stopping, Redis restarting — is replayed
 * from the database when the client resumes with its last sequence; prices are latest-wins anyway.
 */
export function createRedisFanout(
  redis: Redis,
  { hub, applyRuleChange }: FanoutTargets,
  onError: (error: unknown) => void,
): MonitorFanout {
  let subscriber: Redis | null = null;
  const publish = (channel: string, body: unknown) => {
    redis.publish(channel, JSON.stringify(body)).catch(onError);
  };

  function receive(channel: string, text: string): void {
    const body = JSON.parse(text) as unknown;
    if (channel === fanoutChannels.alert) {
      const alert = body as AlertEnvelope;
      hub.deliverAlert(alert.userId, alert.sequence, alert.messages ?? eachLocale(() => alert.message));
    } else if (channel === fanoutChannels.event) hub.eventRecorded(eventsOf(body as MarketEvent));
    else if (channel === fanoutChannels.index) hub.publishIndex(body as IndexUpdate);
    else if (channel === fanoutChannels.rule) applyRuleChange(body as AlertRuleChange);
    else if (channel.startsWith(`${prefix}price:`)) hub.publishPrice(body as PriceUpdate);
  }

  return {
    publishPrice: (update) => publish(fanoutChannels.price(update.symbol), update),
    publishIndex: (update) => publish(fanoutChannels.index, update),
    alertFired: (userId, row) => {
      const messages = alertMessages(row);
      publish(fanoutChannels.alert, {
        userId,
        sequence: row.id,
        message: messages['zh-TW'],
        messages,
      } satisfies AlertEnvelope);
    },
    eventRecorded: (events) => publish(fanoutChannels.event, events),
    ruleChanged: (change) => publish(fanoutChannels.rule, change),
    async watchedSymbols() {
      // Redis knows which price channels have a subscriber in any process.
      const channels = (await redis.call('PUBSUB', 'CHANNELS', fanoutChannels.pricePattern)) as string[];
      return channels.map((channel) => channel.slice(`${prefix}price:`.length));
    },
    async listen({ feed, rules }) {
      if (subscriber || (!feed && !rules)) return;
      subscriber = redis.duplicate();
      subscriber.on('error', onError);
      subscriber.on('message', (channel: string, text: string) => {
        try {
          receive(channel, text);
        } catch (error) {
          onError(error);
        }
      });
      const channels = [
        ...(feed ? [fanoutChannels.alert, fanoutChannels.event, fanoutChannels.index] : []),
        ...(rules ? [fanoutChannels.rule] : []),
      ];
      await subscriber.subscribe(...channels);
      if (!feed) return;
      // Follow this process's clients: one channel per symbol, only while someone here watches it.
      const listening = subscriber;
      hub.onSymbolWatched({
        first: (symbol) => void listening.subscribe(fanoutChannels.price(symbol)).catch(onError),
        last: (symbol) => void listening.unsubscribe(fanoutChannels.price(symbol)).catch(onError),
      });
      const already = hub.subscribedSymbols();
      if (already.length > 0) await subscriber.subscribe(...already.map(fanoutChannels.price));
    },
    async close() {
      const closing = subscriber;
      subscriber = null;
      if (closing) await closing.quit().catch(() => closing.disconnect());
    },
  };
}
