import { MarketFeedClientMessage, marketFeedCloseCodes, type MarketFeedQuery } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { requestLocale } from '../../../platform/error-handler.ts';
import { readerLocales } from '../events.ts';
import type { Caller } from '../ports.ts';
import type { FeedSocket } from './feed-client.ts';
import type { FeedHub } from './hub.ts';

export interface FeedConnection {
  /** A text frame from the client. */
  receive(text: string): void;
  /** The client answered a ping. */
  pong(): void;
  /** The socket closed. */
  closed(): void;
}

export interface FeedConnectionDeps {
  hub: FeedHub;
  authenticate(token: string): Promise<Caller | null>;
  heartbeatMs: number;
  now: () => Date;
}

/**
 * The connection's language: the one the client states in the query when it is ours (browsers
 * cannot set headers on a WebSocket, so the page says which language it shows), else the upgrade
 * request's Accept-Language, else zh-TW.
 */
export function feedLocale(stated: string | undefined, acceptLanguage: string | undefined): Locale {
  const named = readerLocales.find((locale) => locale.toLowerCase() === stated?.trim().toLowerCase());
  return named ?? requestLocale(acceptLanguage);
}

/**
 * One client of `/ws/market`: authenticates with the access token of the query, replays what the
 * client missed, then subscribes and unsubscribes as asked and keeps the connection alive with
 * heartbeats (a client that misses two is closed). Frames that arrive before it is ready wait.
 */
export function openFeedConnection(
  deps: FeedConnectionDeps,
  socket: FeedSocket & { ping(): void; terminate(): void },
  query: MarketFeedQuery | null,
  acceptLanguage?: string,
): FeedConnection {
  const early: string[] = [];
  let client: Awaited<ReturnType<FeedHub['connect']>> | null = null;
  let ended = false;
  let answered = true;
  let timer: NodeJS.Timeout | null = null;

  function handle(text: string): void {
    if (!client) return;
    let parsed: ReturnType<typeof MarketFeedClientMessage.safeParse>;
    try {
      parsed = MarketFeedClientMessage.safeParse(JSON.parse(text));
    } catch {
      parsed = MarketFeedClientMessage.safeParse(undefined);
    }
    if (!parsed.success) {
      client.pushControl({ type: 'error', message: '無法辨識的訊息' });
      return;
    }
    const message = parsed.data;
    if (message.type === 'subscribe') deps.hub.subscribe(client, message.symbols);
    else if (message.type === 'unsubscribe') deps.hub.unsubscribe(client, message.symbols);
    if (message.type === 'ping') client.pushControl({ type: 'heartbeat', time: deps.now().toISOString() });
    else client.pushControl({ type: 'subscribed', symbols: [...client.symbols].sort() });
  }

  function beat(): void {
    if (!client) return;
    if (!answered) {
      client.close(marketFeedCloseCodes.timedOut, 'no answer to heartbeats');
      return;
    }
    answered = false;
    socket.ping();
    client.pushControl({ type: 'heartbeat', time: deps.now().toISOString() });
  }

  async function start(): Promise<void> {
    const caller = query ? await deps.authenticate(query.token).catch(() => null) : null;
    if (ended) return;
    if (!caller) {
      socket.close(marketFeedCloseCodes.unauthenticated, 'invalid or expired access token');
      return;
    }
    if (caller.kind === 'guest') {
      socket.close(marketFeedCloseCodes.membersOnly, 'the market monitor is for members');
      return;
    }
    const connected = await deps.hub.connect(socket, caller.userId, {
      alertsAfter: query?.alertsAfter ?? 0,
      eventsAfter: query?.eventsAfter ?? 0,
      locale: feedLocale(query?.locale, acceptLanguage),
    });
    if (ended) {
      deps.hub.disconnect(connected);
      return;
    }
    client = connected;
    timer = setInterval(beat, deps.heartbeatMs);
    timer.unref();
    for (const text of early.splice(0)) handle(text);
  }

  void start().catch(() => socket.close(1011, 'feed unavailable'));

  return {
    receive(text) {
      if (client) handle(text);
      else if (early.length < 20) early.push(text);
    },
    pong() {
      answered = true;
    },
    closed() {
      ended = true;
      if (timer) clearInterval(timer);
      if (client) deps.hub.disconnect(client);
    },
  };
}
