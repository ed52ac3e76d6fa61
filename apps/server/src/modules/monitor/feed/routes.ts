import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { MarketFeedQuery } from '@alphadesk/contracts';
import type { MonitorSettings } from '../config.ts';
import type { MonitorModule } from '../index.ts';

/** Frames the client sends are small commands; anything larger is refused by ws itself. */
const maxPayload = 16 * 1024;

/**
 * `/ws/market?token=` (spec §7): the live market feed, served by the ws role. The WebSocket plugin
 * goes on the root instance, where the server's upgrade requests arrive.
 */
export async function registerMonitorFeed(app: FastifyInstance, monitor: MonitorModule): Promise<void> {
  // Added before the plugin's own preClose (which closes sockets without a code): on shutdown every
  // feed client hears 1001, going away — reconnect, to another process, from the last sequence.
  app.addHook('preClose', async () => monitor.closeFeeds());
  await app.register(websocket, { options: { maxPayload } });
  app.addHook('onReady', () => monitor.listen({ feed: true, rules: false }));
  app.addHook('onClose', async () => monitor.closeFanout());
  app.get(
    '/ws/market',
    {
      websocket: true,
      // The access token travels in the query (browsers cannot set headers on a WebSocket); the
      // connection authenticates it before anything is sent.
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    (socket, request) => {
      const parsed = MarketFeedQuery.safeParse(request.query);
      const connection = monitor.openFeed(
        socket,
        parsed.success ? parsed.data : null,
        request.headers['accept-language'],
      );
      socket.on('message', (data: { toString(): string }, isBinary: boolean) => {
        if (!isBinary) connection.receive(data.toString());
      });
      socket.on('pong', () => connection.pong());
      socket.on('close', () => connection.closed());
      socket.on('error', () => connection.closed());
    },
  );
}

/**
 * The live pump (quotes, alert evaluation, limit events) in the process of `monitor.liveRole`. It
 * learns rule changes made in other processes through the fan-out.
 */
export function registerMonitorLive(
  app: FastifyInstance,
  monitor: MonitorModule,
  settings: MonitorSettings,
): void {
  app.addHook('onReady', async () => {
    await monitor.listen({ feed: false, rules: true });
    monitor.startLive(settings.liveIntervalMs);
  });
  app.addHook('onClose', async () => {
    monitor.stopLive();
    await monitor.closeFanout();
  });
}
