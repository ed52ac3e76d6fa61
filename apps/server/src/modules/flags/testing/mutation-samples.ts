import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestServer } from '../../../testing/server.ts';
import type { SampleContext } from '../../staff/testing/mutation-samples.ts';

/** A fresh key for a flag or experiment of a test's own. */
export const uniqueKey = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Creates a flag through the module (audited like the route) and returns its key and id. */
export async function buildFlag(server: TestServer, key = uniqueKey('flag')) {
  const actor = { id: 'test', name: 'test', ip: '127.0.0.1', userAgent: null };
  const flag = await server.services.flags.createFlag(actor, { key, name: key, description: '' });
  return { key, id: flag.id, actor };
}

/** Creates a running two-arm experiment (50/50 unless given). */
export async function buildExperiment(
  server: TestServer,
  weights: [number, number] = [50, 50],
  key = uniqueKey('exp'),
) {
  const actor = { id: 'test', name: 'test', ip: '127.0.0.1', userAgent: null };
  const experiment = await server.services.flags.createExperiment(actor, {
    key,
    name: key,
    description: '',
    surface: 'pricing_page',
    start: true,
    variants: [
      { key: 'control', name: '原版', weight: weights[0] },
      { key: 'annual_default', name: '預設年繳', weight: weights[1] },
    ],
  });
  return { key, id: experiment.id };
}

/** A succeeding request for each flags mutation (the permission matrix checks each audits once). */
export const flagsMutationSamples: Record<string, (context: SampleContext) => Promise<InjectOptions>> = {
  'POST /api/admin/feature-flags': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/feature-flags',
    headers: root.headers,
    payload: { key: uniqueKey('sample'), name: '範例開關' },
  }),
  'PUT /api/admin/feature-flags/:id': async ({ server, root }) => {
    const { id } = await buildFlag(server);
    return {
      method: 'PUT',
      url: `/api/admin/feature-flags/${id}`,
      headers: root.headers,
      payload: { environment: 'staging', rollout_percentage: 25 },
    };
  },
  'PUT /api/admin/feature-flags/:id/toggle': async ({ server, root }) => {
    const { key } = await buildFlag(server);
    return {
      method: 'PUT',
      url: `/api/admin/feature-flags/${key}/toggle`,
      headers: root.headers,
      payload: { enabled: true, environment: 'staging' },
    };
  },
  'POST /api/admin/feature-flags/:id/emergency-disable': async ({ server, root }) => {
    const { id } = await buildFlag(server);
    return {
      method: 'POST',
      url: `/api/admin/feature-flags/${id}/emergency-disable`,
      headers: root.headers,
      payload: { reason: '錯誤率升高' },
    };
  },
  'POST /api/admin/experiments': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/experiments',
    headers: root.headers,
    payload: {
      key: uniqueKey('sample'),
      name: '範例實驗',
      variants: [
        { key: 'control', name: '原版', weight: 50 },
        { key: 'treatment', name: '新版', weight: 50 },
      ],
    },
  }),
  'PUT /api/admin/experiments/:id/status': async ({ server, root }) => {
    const { id } = await buildExperiment(server);
    return {
      method: 'PUT',
      url: `/api/admin/experiments/${id}/status`,
      headers: root.headers,
      payload: { status: 'paused' },
    };
  },
};
