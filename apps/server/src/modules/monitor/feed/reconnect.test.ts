import { alertFirings, eq } from '@alphadesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { buildMember } from '../../../testing/factories.ts';
import { api, priceAlert } from '../testing/client.ts';
import { connectFeed, tickOf } from '../testing/feed.ts';

const reconnects = 1000;

/** Taipei clock time `seconds` after 09:00 on the test day. */
const at = (seconds: number) =>
  new Date(Date.parse('2026-03-02T09:00:00+08:00') + seconds * 1000).toISOString().slice(11, 19);

describe('/ws/market resume', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-03-02T01:00:00Z') });
  });
  afterAll(async () => server.close());

  it(`loses no alert across ${reconnects} forced reconnects`, { timeout: 600_000 }, async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const token = encodeURIComponent(member.accessToken);
    const symbol = '2891';
    await api(server, member).post(
      '/api/market/alerts',
      priceAlert({ symbol, condition: 1001, frequency: 'every_time', minIntervalSeconds: 10 }),
    );
    const monitor = server.services.monitor;
    let second = 0;
    /** One crossing, 20 s after the previous one: exactly one firing each. */
    const fire = () => {
      second += 20;
      return monitor.evaluateTicks([tickOf(symbol, 999, at(second)), tickOf(symbol, 1002, at(second + 1))], {
        simulated: true,
      });
    };
    const received: number[] = [];
    let lastSeen = 0;
    for (let i = 0; i < reconnects; i++) {
      await fire(); // while disconnected: must come back by replay
      const feed = await connectFeed(server, `token=${token}&alertsAfter=${lastSeen}`);
      await fire(); // while connected: live, or replayed next time if the close wins
      feed.socket.close();
      await feed.until(() => feed.closed() !== null);
      for (const message of feed.ofType('alert_triggered')) {
        received.push(message.sequence);
        lastSeen = Math.max(lastSeen, message.sequence);
      }
    }
    const last = await connectFeed(server, `token=${token}&alertsAfter=${lastSeen}`);
    const stored = await server.database.db
      .select({ id: alertFirings.id })
      .from(alertFirings)
      .where(eq(alertFirings.userId, member.userId));
    expect(stored).toHaveLength(2 * reconnects);
    const missing = () => stored.length - received.length - last.ofType('alert_triggered').length;
    await last.until(() => missing() === 0);
    received.push(...last.ofType('alert_triggered').map((message) => message.sequence));
    last.socket.close();
    // Every stored firing arrived exactly once, in sequence order.
    expect(received).toEqual(stored.map((row) => row.id).sort((a, b) => a - b));
  });
});
