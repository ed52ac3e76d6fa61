import type { InjectOptions } from 'fastify';
import type { SampleContext } from '../../staff/testing/mutation-samples.ts';

/** A succeeding request for each performance mutation (the permission matrix checks each audits once). */
export const performanceMutationSamples: Record<string, (context: SampleContext) => Promise<InjectOptions>> =
  {
    'POST /api/admin/performance/load-test': async ({ server, root }) => {
      // One test at a time: an earlier sample's test is stopped first.
      await server.services.performance.loadTests.stop();
      return {
        method: 'POST',
        url: '/api/admin/performance/load-test',
        headers: root.headers,
        payload: { target_path: '/api/health', users: 1, duration_seconds: 1, rate: 2 },
      };
    },
    'POST /api/admin/performance/load-test/:id/cancel': async ({ server, root }) => {
      await server.services.performance.loadTests.stop();
      const started = await server.app.inject({
        method: 'POST',
        url: '/api/admin/performance/load-test',
        headers: root.headers,
        payload: { target_path: '/api/health', users: 1, duration_seconds: 30, rate: 1 },
        remoteAddress: '10.9.9.9',
      });
      if (started.statusCode !== 200) throw new Error(started.body);
      return {
        method: 'POST',
        url: `/api/admin/performance/load-test/${started.json<{ test_id: string }>().test_id}/cancel`,
        headers: root.headers,
        payload: {},
      };
    },
    'POST /api/admin/performance/cache/optimize': async ({ root }) => ({
      method: 'POST',
      url: '/api/admin/performance/cache/optimize',
      headers: root.headers,
      payload: { cache_name: 'market_quotes', dry_run: true },
    }),
  };
