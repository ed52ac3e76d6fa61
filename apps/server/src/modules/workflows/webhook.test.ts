import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, workflowExecutions, workflowExecutionSteps } from '@alphadesk/db';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';
import { makeWorkflow } from './testing/mutation-samples.ts';
import { isForbiddenAddress, postWebhook, WebhookRefused } from './webhook.ts';

/** A local HTTP receiver counting the calls it gets; `hang` never answers. */
async function receiver(options: { hang?: boolean } = {}) {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      if (!options.hang) response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the webhook step', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('refuses loopback, private and link-local addresses before connecting', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '192.168.0.1',
      '172.16.5.4',
      '::1',
      '::ffff:127.0.0.1',
      'fe80::1',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
    const local = await receiver();
    cleanup.push(local.close);
    for (const url of [
      `http://127.0.0.1:${local.port}/hook`,
      'http://10.0.0.8/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:80/hook',
      `http://localhost:${local.port}/hook`,
    ]) {
      await expect(postWebhook(url, {}, { allowedHosts: [], timeoutMs: 2000 }), url).rejects.toBeInstanceOf(
        WebhookRefused,
      );
    }
    expect(local.bodies).toHaveLength(0);
  });

  it('calls a host listed as allowed, and gives up after the timeout', async () => {
    const local = await receiver();
    cleanup.push(local.close);
    const outcome = await postWebhook(
      `http://127.0.0.1:${local.port}/hook`,
      { hello: 'world' },
      { allowedHosts: ['127.0.0.1'], timeoutMs: 2000 },
    );
    expect(outcome.status).toBe(204);
    expect(JSON.parse(local.bodies[0]!)).toEqual({ hello: 'world' });

    const silent = await receiver({ hang: true });
    cleanup.push(silent.close);
    const started = Date.now();
    await expect(
      postWebhook(
        `http://127.0.0.1:${silent.port}/hook`,
        {},
        { allowedHosts: ['127.0.0.1'], timeoutMs: 300 },
      ),
    ).rejects.toThrow('Webhook 逾時');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  const runWebhookWorkflow = async (server: TestServer, url: string) => {
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, { steps: [{ id: 'hook', type: 'webhook', url }] });
    await server.services.workflows.emit({ event: 'signed_up', id: `hook-${workflow.id}`, userId: null });
    const [execution] = await server.database.db
      .select()
      .from(workflowExecutions)
      .where(eq(workflowExecutions.workflowId, workflow.id));
    await server.services.workflows.runExecution(execution!.id);
    const [after] = await server.database.db
      .select()
      .from(workflowExecutions)
      .where(eq(workflowExecutions.id, execution!.id));
    const [step] = await server.database.db
      .select()
      .from(workflowExecutionSteps)
      .where(eq(workflowExecutionSteps.executionId, execution!.id));
    return { execution: after!, step: step! };
  };

  it('fails the execution when a workflow points its webhook at this machine', async () => {
    const local = await receiver();
    cleanup.push(local.close);
    const server = await createTestServer();
    cleanup.push(() => server.close());
    const { execution, step } = await runWebhookWorkflow(server, `http://127.0.0.1:${local.port}/hook`);
    expect(execution.status).toBe('failed');
    expect(step.status).toBe('failed');
    expect(step.error).toBe('Webhook 不可呼叫內部位址 127.0.0.1');
    expect(local.bodies).toHaveLength(0);
  });

  it('runs the webhook when WORKFLOW_WEBHOOK_HOSTS allows the host', async () => {
    const local = await receiver();
    cleanup.push(local.close);
    const server = await createTestServer({ env: { WORKFLOW_WEBHOOK_HOSTS: '127.0.0.1' } });
    cleanup.push(() => server.close());
    const { execution, step } = await runWebhookWorkflow(server, `http://127.0.0.1:${local.port}/hook`);
    expect(execution.status).toBe('completed');
    expect(step.result).toMatchObject({ status: 204 });
    expect(local.bodies).toHaveLength(1);
    expect(JSON.parse(local.bodies[0]!)).toMatchObject({ execution_id: execution.id, step_id: 'hook' });
  });
});
