import type { Tick } from '@alphadesk/core';
import { alertFirings, eq } from '@alphadesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember } from '../../testing/factories.ts';
import { createMonitorModule, type FiredAlert } from './index.ts';
import { api, priceAlert } from './testing/client.ts';

const now = new Date('2026-03-02T01:30:00Z');

/** A tick of `symbol` (previous close 1,000) at a Taipei time on a trading day. */
function tick(symbol: string, price: number, at: string, day = '2026-03-02'): Tick {
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

describe('alert evaluation', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => now });
  });
  afterAll(async () => server.close());

  const firingsOf = (alertId: string) =>
    server.database.db.select().from(alertFirings).where(eq(alertFirings.alertId, alertId));

  /** A second process (or the same one after a restart): a new module over the same database. */
  const restarted = () =>
    createMonitorModule({
      db: server.database.db,
      market: server.services.market,
      plans: server.services.plans,
      members: server.services.accounts,
      authenticate: (token) => server.services.accounts.authenticate(token),
      now: () => now,
    });

  it('fires once per trading day, exactly once across a restart and a second evaluator', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const symbol = '2603';
    const { id } = (
      await api(server, member).post(
        '/api/market/alerts',
        priceAlert({ symbol, condition: 1001, frequency: 'once_per_day' }),
      )
    ).json().alert;
    const heard: FiredAlert[] = [];
    const unsubscribe = server.services.monitor.subscribe({ alertFired: (fired) => heard.push(fired) });
    const ticks = [
      tick(symbol, 995, '09:00:05'),
      tick(symbol, 1001, '09:00:10'),
      tick(symbol, 999, '09:00:20'),
    ];
    expect(await server.services.monitor.evaluateTicks(ticks, { simulated: true })).toBe(1);
    expect(await server.services.monitor.evaluateTicks(ticks, { simulated: true })).toBe(0);
    expect(await restarted().evaluateTicks(ticks, { simulated: true })).toBe(0);
    expect(await firingsOf(id)).toMatchObject([
      { idempotencyKey: `${id}:day:2026-03-02`, userId: member.userId, price: 1001, simulated: true },
    ]);
    expect(heard.map((fired) => fired.firing.alertId)).toEqual([id]);
    const nextDay = [tick(symbol, 1002, '09:00:05', '2026-03-03')];
    expect(await restarted().evaluateTicks(nextDay, { simulated: true })).toBe(1);
    expect(await firingsOf(id)).toHaveLength(2);
    const alert = (await api(server, member).get('/api/market/alerts')).json().alerts[0];
    expect(alert).toMatchObject({ isActive: true, triggeredAt: '2026-03-03T01:00:05.000Z' });
    unsubscribe();
  });

  it('a once alert is spent by its firing: triggeredAt set and switched off', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const symbol = '2609';
    const { id } = (
      await api(server, member).post(
        '/api/market/alerts',
        priceAlert({ symbol, type: 'price_below', condition: 990 }),
      )
    ).json().alert;
    await server.services.monitor.evaluateTicks(
      [tick(symbol, 989, '10:00:00'), tick(symbol, 1000, '10:00:01'), tick(symbol, 985, '10:05:00')],
      {
        simulated: false,
      },
    );
    expect(await firingsOf(id)).toHaveLength(1);
    const alert = (await api(server, member).get('/api/market/alerts')).json().alerts[0];
    expect(alert).toMatchObject({ isActive: false, triggeredAt: '2026-03-02T02:00:00.000Z' });
  });

  it('follows rules switched off, deleted and created after the first evaluation', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const client = api(server, member);
    const symbol = '2615';
    await server.services.monitor.evaluateTicks([tick(symbol, 1000, '09:00:00')], { simulated: false });
    const every = { symbol, condition: 1001, frequency: 'every_time', minIntervalSeconds: 10 };
    const off = (await client.post('/api/market/alerts', priceAlert(every))).json().alert.id;
    const removed = (await client.post('/api/market/alerts', priceAlert(every))).json().alert.id;
    const kept = (await client.post('/api/market/alerts', priceAlert(every))).json().alert.id;
    await client.put(`/api/market/alerts/${off}`, { isActive: false });
    await client.delete(`/api/market/alerts/${removed}`);
    await server.services.monitor.evaluateTicks([tick(symbol, 1001, '09:01:00')], { simulated: false });
    expect(await firingsOf(off)).toEqual([]);
    expect(await firingsOf(kept)).toHaveLength(1);
  });

  it('an expired alert does not fire and is switched off', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const symbol = '2618';
    const { id } = (
      await api(server, member).post(
        '/api/market/alerts',
        priceAlert({ symbol, condition: 1001, expiresAt: '2026-03-02T10:00:00+08:00' }),
      )
    ).json().alert;
    await restarted().evaluateTicks([tick(symbol, 1005, '10:30:00')], { simulated: false });
    expect(await firingsOf(id)).toEqual([]);
    expect((await api(server, member).get('/api/market/alerts')).json().alerts[0].isActive).toBe(false);
  });
});
