import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { SampleContext } from '../../staff/testing/mutation-samples.ts';
import type { TestStaff } from '../../staff/testing/staff.ts';
import type { TestServer } from '../../../testing/server.ts';

const notifyStep = { id: 'tell', type: 'notify', message: '測試通知' };

/** A workflow of the sample's own, made through the route (so every sample builds its own data). */
export async function makeWorkflow(
  server: TestServer,
  staff: Pick<TestStaff, 'headers'>,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/admin/workflows',
    headers: staff.headers,
    payload: {
      name: `流程-${randomUUID().slice(0, 8)}`,
      status: 'active',
      trigger: { type: 'event', event: 'signed_up' },
      steps: [notifyStep],
      ...overrides,
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return (response.json() as { workflow: { id: string } }).workflow;
}

/** A succeeding request for each workflow mutation (the permission matrix checks each audits once). */
export const workflowMutationSamples: Record<string, (context: SampleContext) => Promise<InjectOptions>> = {
  'POST /api/admin/workflows': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/workflows',
    headers: root.headers,
    payload: { name: '新流程', trigger: { type: 'schedule', interval_minutes: 60 }, steps: [notifyStep] },
  }),
  'PUT /api/admin/workflows/:id': async ({ server, root }) => {
    const workflow = await makeWorkflow(server, root);
    return {
      method: 'PUT',
      url: `/api/admin/workflows/${workflow.id}`,
      headers: root.headers,
      payload: { status: 'inactive' },
    };
  },
  'DELETE /api/admin/workflows/:id': async ({ server, root }) => {
    const workflow = await makeWorkflow(server, root);
    return { method: 'DELETE', url: `/api/admin/workflows/${workflow.id}`, headers: root.headers };
  },
  'POST /api/admin/workflows/:id/execute': async ({ server, root }) => {
    const workflow = await makeWorkflow(server, root);
    return {
      method: 'POST',
      url: `/api/admin/workflows/${workflow.id}/execute`,
      headers: root.headers,
      payload: { parameters: { source: 'sample' } },
    };
  },
  'POST /api/admin/workflows/executions/:id/cancel': async ({ server, root }) => {
    const workflow = await makeWorkflow(server, root, {
      steps: [{ id: 'pause', type: 'wait', seconds: 3600 }],
    });
    const started = await server.app.inject({
      method: 'POST',
      url: `/api/admin/workflows/${workflow.id}/execute`,
      headers: root.headers,
      payload: {},
    });
    const { execution_id } = started.json() as { execution_id: string };
    return {
      method: 'POST',
      url: `/api/admin/workflows/executions/${execution_id}/cancel`,
      headers: root.headers,
    };
  },
  'POST /api/admin/workflows/from-template': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/workflows/from-template',
    headers: root.headers,
    payload: { template_id: 'trial-ending-reminder', name: '試用提醒' },
  }),
  'POST /api/admin/workflows/bulk-operations': async ({ server, root }) => {
    const workflow = await makeWorkflow(server, root);
    return {
      method: 'POST',
      url: '/api/admin/workflows/bulk-operations',
      headers: root.headers,
      payload: { operation: 'pause', workflow_ids: [workflow.id] },
    };
  },
};
