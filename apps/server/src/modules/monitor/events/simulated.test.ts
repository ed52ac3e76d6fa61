import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketEventListResponse } from '@alphadesk/contracts';
import { marketEvents } from '@alphadesk/db';
import { randomIp } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';

describe('announcement events of the simulated market', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2025-07-10T10:00:00Z') });
  });
  afterAll(() => server?.close());

  it('are stored once and labelled simulated wherever they appear', async () => {
    const report = await server.services.monitor.ingestAnnouncements('2025-07-10');
    expect(report.failures).toEqual([]);
    expect(report.byType.monthly_revenue).toBeGreaterThan(10);
    expect((await server.services.monitor.ingestAnnouncements('2025-07-10')).stored).toBe(0);
    const rows = await server.database.db.select().from(marketEvents);
    expect(rows.length).toBe(report.stored);
    expect(rows.every((row) => row.simulated && row.source === 'simulator')).toBe(true);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/market/events',
      remoteAddress: randomIp(),
    });
    const { events } = MarketEventListResponse.parse(response.json());
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.simulated)).toBe(true);
  });
});
