import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/server.ts';

const call = (
  analystId: string,
  signal: 'buy' | 'hold' | 'sell',
  outcome: 'profit' | 'loss',
  r: number,
  date: string,
) => ({
  analystId,
  symbol: '2330',
  callDate: date,
  signal,
  confidence: 0.5,
  priceAtCall: 100,
  targetPrice: null,
  horizonDays: 20,
  outcome,
  actualReturn: signal === 'hold' ? 0 : r,
  excessReturn: signal === 'hold' ? null : r - 0.01,
  holdingDays: 20,
});

describe('track record service', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('is null before any backtest, then measures the latest run per analyst and team', async () => {
    expect(await server.services.analysis.backtestStats()).toBeNull();
    await server.services.analysis.saveBacktest(
      { fromDate: '2010-01-01', toDate: '2011-01-01', universe: ['2330'], summary: {} },
      [
        call('technical', 'buy', 'profit', 0.1, '2010-02-01'),
        call('technical', 'buy', 'loss', -0.2, '2010-03-01'),
        call('technical', 'hold', 'profit', 0, '2010-04-01'),
        call('team', 'sell', 'profit', 0.05, '2010-02-01'),
      ],
    );
    const stats = await server.services.analysis.backtestStats();
    expect(stats?.technical).toEqual({
      accuracy: 2 / 3,
      winRate: 2 / 3,
      averageReturn: expect.closeTo(-0.05, 6),
      excessReturn: expect.closeTo(-0.06, 6),
      // 1.1 then × 0.8 = 0.88: peak 1.1 → −20 %.
      maxDrawdown: expect.closeTo(-0.2, 6),
      sampleSize: 3,
      from: '2010-01-01',
      to: '2011-01-01',
    });
    expect(stats?.team?.sampleSize).toBe(1);
    // The analyst catalogue shows the measured record (percent points).
    const catalogue = await server.services.analysis.analysts();
    expect(catalogue.analysts.find((analyst) => analyst.id === 'technical')).toMatchObject({
      accuracy: 66.67,
      averageReturnRate: -5,
      maxDrawdown: -20,
    });
    const listed = await server.app.inject({ method: 'GET', url: '/api/analysts' });
    const technical = (
      listed.json() as { analysts: Array<{ id: string; accuracy: number | null }> }
    ).analysts.find((analyst) => analyst.id === 'technical');
    expect(technical?.accuracy).toBe(66.67);
  });
});
