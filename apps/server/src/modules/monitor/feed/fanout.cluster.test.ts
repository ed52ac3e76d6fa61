import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import type { MarketFeedServerMessage, PriceUpdate } from '@alphadesk/contracts';
import { sql } from '@alphadesk/db';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { buildMember, type SignedInMember } from '../../../testing/factories.ts';
import { startServerProcess, type ServerProcess } from '../../../testing/processes.ts';
import { priceAlert } from '../testing/client.ts';
import { tickOf } from '../testing/feed.ts';
import { fanoutChannels } from '../fanout.ts';
import { rowsOf } from '../../../testing/rows.ts';

/**
 * The live feed across processes: two api+ws processes and the scheduler (this test's own server,
 * the process that evaluates alerts and publishes quotes when Redis is configured) on one
 * PostgreSQL database and one Redis. Runs in CI's PostgreSQL pass (vitest.config.ts leaves
 * *.cluster.test.ts out on the embedded database); fails, never skips, without Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const authSecret = 'fanout-test-secret-0123456789-abcdefghij';

/** A feed client over a real socket, recording what it receives. */
async function openClient(server: ServerProcess, member: SignedInMember, resume = '') {
  const messages: MarketFeedServerMessage[] = [];
  const waiters: Array<() => void> = [];
  let closedWith: number | null = null;
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/ws/market?token=${member.accessToken}${resume}`,
  );
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as MarketFeedServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('close', (code: number) => {
    closedWith = code;
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const until = async (test: () => boolean, what: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}: ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  const of = <T extends MarketFeedServerMessage['type']>(type: T) =>
    messages.filter(
      (message): message is Extract<MarketFeedServerMessage, { type: T }> => message.type === type,
    );
  return {
    socket,
    messages,
    until,
    of,
    closedWith: () => closedWith,
    async subscribe(symbols: string[]) {
      socket.send(JSON.stringify({ type: 'subscribe', symbols }));
      await until(
        () => of('subscribed').some((answer) => symbols.every((symbol) => answer.symbols.includes(symbol))),
        'the subscription',
      );
    },
    lastAlert: () => Math.max(0, ...of('alert_triggered').map((message) => message.sequence)),
  };
}

const priceOf = (symbol: string, price: number, at: string): PriceUpdate => ({
  symbol,
  price,
  change: price - 1000,
  changePercent: (price - 1000) / 10,
  volume: 1000,
  high: price,
  low: price,
  lastUpdated: at,
  simulated: true,
});

describe('the live feed across processes (PostgreSQL + Redis)', () => {
  let scheduler: TestServer;
  let a: ServerProcess;
  let b: ServerProcess;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await redis.connect();
    } catch (error) {
      throw new Error(`Redis does not answer at ${redisUrl} (set TEST_REDIS_URL): ${String(error)}`);
    }
    scheduler = await createTestServer({
      env: { ROLES: 'worker,scheduler', REDIS_URL: redisUrl, AUTH_SECRET: authSecret },
    });
    const url = scheduler.database.url;
    if (!url) throw new Error('the cluster tests need TEST_DATABASE_URL (PostgreSQL)');
    const env = {
      NODE_ENV: 'test',
      ROLES: 'api,ws',
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: authSecret,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scheduler?.close();
    redis?.disconnect();
  }, 60_000);

  it('sends each published quote once to the clients of both processes, each subscribed only to watched symbols', async () => {
    const member = await buildMember(scheduler);
    const onA = await openClient(a, member);
    const onB = await openClient(b, member);
    const symbol = '2330';
    await onA.subscribe([symbol]);
    await onB.subscribe([symbol]);
    // One subscription per ws process on the symbol's channel; none on a symbol nobody watches.
    const counts = (await redis.call(
      'PUBSUB',
      'NUMSUB',
      fanoutChannels.price(symbol),
      fanoutChannels.price('2317'),
    )) as Array<string | number>;
    expect(counts.map(String)).toEqual([
      fanoutChannels.price(symbol),
      '2',
      fanoutChannels.price('2317'),
      '0',
    ]);
    expect(scheduler.services.monitor.liveRole).toBe('scheduler');

    const times = Array.from({ length: 5 }, (_, i) => `2026-03-02T01:00:0${i}.000Z`);
    for (const [i, at] of times.entries()) {
      scheduler.services.monitor.publishPrices([priceOf(symbol, 1000 + i, at)]);
      // Apart enough that no client merges two quotes of the symbol (latest wins per send).
      await new Promise((done) => setTimeout(done, 150));
    }
    for (const client of [onA, onB]) {
      await client.until(() => client.of('price_update').length >= times.length, 'five quotes');
      await new Promise((done) => setTimeout(done, 300));
      expect(client.of('price_update').map((message) => message.data.lastUpdated)).toEqual(times);
    }

    onA.socket.close();
    await onA.until(() => onA.closedWith() !== null, 'the close');
    await new Promise((done) => setTimeout(done, 300));
    const after = (await redis.call('PUBSUB', 'NUMSUB', fanoutChannels.price(symbol))) as Array<
      string | number
    >;
    expect(String(after[1])).toBe('1');
    onB.socket.close();
  }, 60_000);

  it('fires an alert made on one process once, on both processes, and loses none when a process stops', async () => {
    const member = await buildMember(scheduler, { tier: 'diamond' });
    const symbol = '2603';
    // The scheduler has loaded its rules before the alerts exist: it learns them through Redis.
    await scheduler.services.monitor.evaluateTicks([tickOf(symbol, 1000, '09:00:00')], { simulated: true });
    const create = async (server: ServerProcess, condition: number) => {
      const answer = await fetch(`${server.url}/api/market/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.accessToken}` },
        body: JSON.stringify(priceAlert({ symbol, condition })),
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { alert: { id: string } }).alert.id;
    };
    const onA = await openClient(a, member);
    // B's client reads English: every process words what it receives through Redis per client.
    const onB = await openClient(b, member, '&locale=en-US');
    await create(a, 1010);
    await new Promise((done) => setTimeout(done, 500)); // the rule's way through Redis
    expect(
      await scheduler.services.monitor.evaluateTicks([tickOf(symbol, 1012, '09:00:10')], { simulated: true }),
    ).toBe(1);
    for (const client of [onA, onB])
      await client.until(() => client.of('alert_triggered').length === 1, 'the alert');
    expect(onA.of('alert_triggered')[0]!.data.text).toBe(`${symbol} 成交價 1012 漲破 1010`);
    expect(onB.of('alert_triggered')[0]!.data.text).toBe(`${symbol} traded at 1012, above 1010`);

    // Process A stops: its client is closed and resumes on B from its last sequence.
    const stopping = a.stop();
    await onA.until(() => onA.closedWith() !== null, 'the close by the stopping process');
    expect(onA.closedWith()).toBe(1001);
    expect(await stopping).toBe(0);
    await create(b, 1020);
    await new Promise((done) => setTimeout(done, 500));
    expect(
      await scheduler.services.monitor.evaluateTicks([tickOf(symbol, 1025, '09:00:20')], { simulated: true }),
    ).toBe(1);
    const resumed = await openClient(b, member, `&alertsAfter=${onA.lastAlert()}`);
    await resumed.until(() => resumed.of('alert_triggered').length === 1, 'the missed alert');
    await onB.until(() => onB.of('alert_triggered').length === 2, 'the second alert');

    const stored = rowsOf<{ id: number }>(
      await scheduler.database.db.execute(
        sql`select id from alert_firings where user_id = ${member.userId} order by id`,
      ),
    ).map((row) => Number(row.id));
    expect(stored).toHaveLength(2);
    const seen = (client: typeof onA) => client.of('alert_triggered').map((message) => message.sequence);
    // Nothing lost and nothing twice: A's client before the stop plus after resuming is every firing.
    expect([...seen(onA), ...seen(resumed)]).toEqual(stored);
    expect(seen(onB)).toEqual(stored);
    onB.socket.close();
    resumed.socket.close();
    // The stopped process is started again for any test that runs after this one.
    a = await startServerProcess({
      NODE_ENV: 'test',
      ROLES: 'api,ws',
      DATABASE_URL: scheduler.database.url!,
      REDIS_URL: redisUrl,
      AUTH_SECRET: authSecret,
    });
  }, 120_000);
});
