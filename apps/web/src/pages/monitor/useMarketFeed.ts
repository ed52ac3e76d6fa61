import {
  MarketFeedServerMessage,
  type Alert,
  type MarketEvent,
  type MarketIndex,
  type WatchlistItem,
} from '@alphadesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { readToken } from '../../api/token.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { monitorKeys } from './queries.ts';

/** Spec §9: retry 5 s after a close; the event list keeps 50. */
export const reconnectMs = 5000;
export const eventCap = 50;

/**
 * The live connection of spec §4: merges price, alert, event and index messages into the page's
 * queries, resumes after the last sequence it saw, and reconnects 5 s after a close.
 */
export function useMarketFeed(
  symbols: readonly string[],
  onAlert: (alert: { symbol: string; message: string; text: string | null }) => void,
) {
  const client = useQueryClient();
  // The server words alerts and events in the language the page shows (it reconnects on a change).
  const language = useLanguage();
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const sequences = useRef({ alerts: 0, events: 0 });
  const openedAt = useRef(Date.now());
  const onAlertRef = useRef(onAlert);
  onAlertRef.current = onAlert;
  const symbolKey = [...symbols].sort().join(',');

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    function apply(message: MarketFeedServerMessage): void {
      if (message.type === 'price_update') {
        const { data } = message;
        client.setQueryData<WatchlistItem[]>(monitorKeys.watchlist, (items) =>
          items?.map((item) =>
            item.symbol === data.symbol
              ? {
                  ...item,
                  currentPrice: data.price,
                  change: data.change,
                  changePercent: data.changePercent,
                  volume: data.volume,
                  high: data.high,
                  low: data.low,
                  lastUpdated: data.lastUpdated,
                }
              : item,
          ),
        );
      } else if (message.type === 'alert_triggered') {
        sequences.current.alerts = Math.max(sequences.current.alerts, message.sequence);
        const firedAt = Date.parse(message.data.triggeredAt);
        const known = client
          .getQueryData<Alert[]>(monitorKeys.alerts)
          ?.find((alert) => alert.id === message.data.alertId);
        // A page's first connection replays the member's firings: only one newer than what the
        // alert list already showed (or, before the list arrives, than the page) is news.
        const isNew = known
          ? known.triggeredAt === null || Date.parse(known.triggeredAt) < firedAt
          : firedAt >= openedAt.current;
        if (!isNew) return;
        client.setQueryData<Alert[]>(monitorKeys.alerts, (alerts) =>
          alerts?.map((alert) =>
            alert.id === message.data.alertId
              ? {
                  ...alert,
                  triggeredAt: message.data.triggeredAt,
                  triggeredText: message.data.text ?? alert.triggeredText ?? null,
                }
              : alert,
          ),
        );
        const { symbol, message: note, text } = message.data;
        onAlertRef.current({ symbol, message: note, text: text ?? null });
      } else if (message.type === 'market_event') {
        sequences.current.events = Math.max(sequences.current.events, message.sequence);
        client.setQueryData<MarketEvent[]>(monitorKeys.events, (events) =>
          [message.data, ...(events ?? []).filter((event) => event.id !== message.data.id)].slice(
            0,
            eventCap,
          ),
        );
      } else if (message.type === 'index_update') {
        client.setQueryData<MarketIndex[]>(monitorKeys.indices, (indices) =>
          indices?.map((index) =>
            index.symbol === message.data.symbol ? { ...index, ...message.data } : index,
          ),
        );
      }
    }
    function connect(): void {
      const token = readToken();
      if (stopped || !token) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const { alerts, events } = sequences.current;
      const url = `${scheme}://${window.location.host}/ws/market?token=${encodeURIComponent(token)}&alertsAfter=${alerts}&eventsAfter=${events}&locale=${language}`;
      const socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => {
        setConnected(true);
        if (symbolKey) socket.send(JSON.stringify({ type: 'subscribe', symbols: symbolKey.split(',') }));
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        try {
          const parsed = MarketFeedServerMessage.safeParse(JSON.parse(event.data));
          if (parsed.success) apply(parsed.data);
        } catch {
          // A frame that is not JSON is ignored; the server only sends JSON.
        }
      };
      socket.onclose = () => {
        setConnected(false);
        if (!stopped) retry = setTimeout(connect, reconnectMs);
      };
    }
    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      socketRef.current?.close();
    };
  }, [client, symbolKey, language]);

  return { connected };
}
