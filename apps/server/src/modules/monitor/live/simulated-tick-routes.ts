import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SimulatedTickRequest, SimulatedTickResponse } from '@alphadesk/contracts';
import type { MonitorModule } from '../index.ts';

/**
 * `POST /api/test/market/ticks`: publishes a simulated tick of one symbol through the live feed's
 * normal path (feed, alert evaluation, limit events). Registered only when the server runs in test
 * mode — browser tests run at any hour and the simulator's prices move only in the session — so
 * elsewhere the path answers 404.
 */
export const simulatedTickRoutes =
  (monitor: MonitorModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/test/market/ticks',
      {
        config: { access: 'member', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['market-monitor'],
          summary: '測試模式：發送一筆模擬成交（僅測試環境）',
          body: SimulatedTickRequest,
          response: { 200: SimulatedTickResponse },
        },
      },
      async (request) => {
        const tick = await monitor.simulateTick(request.body.symbol, request.body.price);
        return { success: true as const, ...tick, simulated: true as const };
      },
    );
  };
