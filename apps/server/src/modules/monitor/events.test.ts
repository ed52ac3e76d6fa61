import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import type { MarketEvent } from '@alphadesk/contracts';
import { api } from './testing/client.ts';

describe('market events', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  const event = (i: number) => ({
    eventKey: `test:${i}`,
    type: 'attention',
    title: `注意股 ${i}`,
    description: '測試事件',
    impact: 'medium',
    eventTime: new Date(Date.UTC(2026, 2, 2, 1, i)),
    affectedSymbols: ['2330'],
    source: 'simulator',
    simulated: true,
  });

  it('stores each source key once, announces the new ones and serves the latest 50 to anyone', async () => {
    const heard: MarketEvent[] = [];
    const unsubscribe = server.services.monitor.subscribe({
      eventRecorded: (recorded) => heard.push(recorded),
    });
    const first = await server.services.monitor.recordEvents(Array.from({ length: 55 }, (_, i) => event(i)));
    expect(first).toHaveLength(55);
    const again = await server.services.monitor.recordEvents([event(3), event(55)]);
    expect(again.map((recorded) => recorded.title)).toEqual(['注意股 55']);
    expect(heard).toHaveLength(56);
    const response = await api(server).get('/api/market/events');
    expect(response.statusCode).toBe(200);
    const events = response.json().events as MarketEvent[];
    expect(events).toHaveLength(50);
    expect(events[0]).toMatchObject({
      title: '注意股 55',
      impact: 'medium',
      affectedSymbols: ['2330'],
      simulated: true,
    });
    expect(events.map((recorded) => recorded.sequence)).toEqual(
      [...events.map((recorded) => recorded.sequence)].sort((a, b) => b - a),
    );
    unsubscribe();
  });

  it('refuses unknown query fields (400)', async () => {
    expect((await api(server).get('/api/market/events?limit=500')).statusCode).toBe(400);
  });
});
