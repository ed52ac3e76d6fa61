import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { securityEvents } from '@alphadesk/db';
import type { TestServer } from '../../../testing/server.ts';
import type { SampleContext } from '../../staff/testing/mutation-samples.ts';

const testActor = { id: 'test', name: 'test', ip: '127.0.0.1', userAgent: null };

/**
 * A route of a test's own with a stored limit and `refusals` refusals (429) in the last hour, so a
 * recommendation to raise its limit appears; answers the route key and the recommendation's id.
 */
export async function buildRefusedRoute(server: TestServer, at = new Date(), limit = 10, refusals = 25) {
  const path = `/api/optimisation-sample-${randomUUID().slice(0, 8)}`;
  const route = `GET ${path}`;
  const current = server.services.operations.settings.read<Record<string, number>>('http.rate_limits');
  await server.services.operations.settings.set(
    {
      key: 'http.rate_limits',
      environment: server.config.env,
      value: { ...current, [route]: limit },
      reason: '測試',
    },
    testActor,
  );
  const occurredAt = new Date(at.getTime() - 60_000);
  await server.database.db.insert(securityEvents).values(
    Array.from({ length: refusals }, () => ({
      kind: 'rate_limited',
      ip: '10.1.2.3',
      method: 'GET',
      route: path,
      status: 429,
      occurredAt,
    })),
  );
  const recommendations = await server.services.optimisation.recommendations(new Map());
  const recommendation = recommendations.find((rec) => rec.title.includes(route));
  if (!recommendation) throw new Error('no recommendation for the refused route');
  return { route, id: recommendation.id };
}

/** A succeeding request for each optimisation mutation (the permission matrix checks each audits once). */
export const optimisationMutationSamples: Record<string, (context: SampleContext) => Promise<InjectOptions>> =
  {
    'POST /api/admin/ai-optimization/recommendations/:id/apply': async ({ server, root }) => {
      const { id } = await buildRefusedRoute(server);
      return {
        method: 'POST',
        url: `/api/admin/ai-optimization/recommendations/${id}/apply`,
        headers: root.headers,
        payload: { options: { dry_run: true } },
      };
    },
    'POST /api/admin/ai-optimization/manual-optimize': async ({ root }) => ({
      method: 'POST',
      url: '/api/admin/ai-optimization/manual-optimize',
      headers: root.headers,
      payload: { setting_key: 'settings.cache_seconds', value: 6, dry_run: true, reason: '範例試運行' },
    }),
    'POST /api/admin/ai-optimization/history/:id/evaluate': async ({ server, root }) => {
      const { change } = await server.services.optimisation.applyManual(
        {
          setting_key: 'monitor.sample_interval_seconds',
          value: 120,
          watch_metric: 'avg_response_ms',
          tolerance_percent: 20,
          window_minutes: 60,
          dry_run: false,
          auto_rollback_on_failure: true,
          reason: '範例',
        },
        testActor,
      );
      return {
        method: 'POST',
        url: `/api/admin/ai-optimization/history/${change!.id}/evaluate`,
        headers: root.headers,
      };
    },
  };
