import type { Tick } from '@alphadesk/core';
import { alertFirings, eq } from '@alphadesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember } from '../../testing/factories.ts';
import type { FiredAlert } from './index.ts';
import { api, priceAlert } from './testing/client.ts';

const now = new Date('2026-03-02T01:30:00Z');

/** A tick of `symbol` (previous close 1,000) `seconds` after a Taipei time. */
function tick(symbol: string, price: number, at: string, seconds = 0): Tick {
  return {
    symbol,
    price,
    previousClose: 1000,
    volume: 1000,
    averageVolume: null,
    limitUp: 1100,
    limitDown: 900,
    time: Date.parse(`2026-03-02T${at}+08:00`) + seconds * 1000,
    tradingDay: '2026-03-02',
  };
}

/** Prices 5 s apart from a Taipei time, as the live cycle reads them. */
const every5s = (symbol: string, at: string, prices: number[]) =>
  prices.map((price, i) => tick(symbol, price, at, i * 5));

const taipei = (date: Date) => date.toLocaleTimeString('en-GB', { timeZone: 'Asia/Taipei', hour12: false });

describe('alert evaluation follows the member plan', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ now: () => now });
  });
  afterAll(async () => server.close());

  const firingsOf = async (alertId: string) =>
    (await server.database.db.select().from(alertFirings).where(eq(alertFirings.alertId, alertId))).map(
      (row) => `${taipei(row.firedAt)} ${row.price}`,
    );

  async function alertFor(tier: 'free' | 'gold' | 'diamond', symbol: string) {
    const member = await buildMember(server, { tier });
    const rule = { symbol, condition: 1010, frequency: 'every_time', minIntervalSeconds: 10 };
    const { id } = (await api(server, member).post('/api/market/alerts', priceAlert(rule))).json().alert;
    return { member, id: id as string };
  }

  it('the same crossing fires on the tick for diamond, at the next minute for gold, at the next five minutes for free', async () => {
    const symbol = '2603';
    const diamond = await alertFor('diamond', symbol);
    const gold = await alertFor('gold', symbol);
    const free = await alertFor('free', symbol);
    const heard: FiredAlert[] = [];
    const unsubscribe = server.services.monitor.subscribe({ alertFired: (fired) => heard.push(fired) });
    // 09:00:00 1000, 09:00:05 1005, 09:00:10 1012 (the crossing), then 1015 up to 09:05:00.
    const ticks = every5s(symbol, '09:00:00', [1000, 1005, 1012, ...Array<number>(58).fill(1015)]);
    for (const one of ticks) await server.services.monitor.evaluateTicks([one], { simulated: true });
    expect(await firingsOf(diamond.id)).toEqual(['09:00:10 1012']);
    expect(await firingsOf(gold.id)).toEqual(['09:01:00 1015']);
    expect(await firingsOf(free.id)).toEqual(['09:05:00 1015']);
    // Only stored firings reach the feed, in the order they happened.
    expect(heard.map((fired) => fired.firing.alertId)).toEqual([diamond.id, gold.id, free.id]);
    unsubscribe();
  });

  it('a gold member does not see a crossing that reverted before the minute; diamond does', async () => {
    const symbol = '2609';
    const diamond = await alertFor('diamond', symbol);
    const gold = await alertFor('gold', symbol);
    const ticks = every5s(symbol, '09:00:00', [1000, 1012, ...Array<number>(11).fill(1000)]);
    await server.services.monitor.evaluateTicks(ticks, { simulated: true });
    expect(await firingsOf(diamond.id)).toEqual(['09:00:05 1012']);
    expect(await firingsOf(gold.id)).toEqual([]);
  });

  it('a downgrade applies from the next evaluation, and so does an upgrade', async () => {
    const symbol = '2615';
    const { member, id } = await alertFor('diamond', symbol);
    const evaluate = (ticks: Tick[]) => server.services.monitor.evaluateTicks(ticks, { simulated: true });
    await evaluate(every5s(symbol, '10:00:00', [1000, 1012]));
    expect(await firingsOf(id)).toEqual(['10:00:05 1012']);

    await server.services.accounts.setTier(member.userId, 'free');
    // Under and over again within the same five minutes: a free plan looks only at 10:05 and 10:10.
    await evaluate(every5s(symbol, '10:00:10', [1000, 1012]));
    await evaluate([tick(symbol, 1000, '10:05:00'), tick(symbol, 1012, '10:05:05')]);
    expect(await firingsOf(id)).toEqual(['10:00:05 1012']);
    await evaluate([tick(symbol, 1013, '10:10:00')]);
    expect(await firingsOf(id)).toEqual(['10:00:05 1012', '10:10:00 1013']);

    await server.services.accounts.setTier(member.userId, 'diamond');
    await evaluate(every5s(symbol, '10:10:05', [1000, 1011]));
    expect(await firingsOf(id)).toEqual(['10:00:05 1012', '10:10:00 1013', '10:10:10 1011']);
  });
});
