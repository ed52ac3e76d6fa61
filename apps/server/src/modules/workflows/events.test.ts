import type { Tick } from '@alphadesk/core';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { eq, workflowExecutions } from '@alphadesk/db';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMember } from '../../testing/factories.ts';
import { createPayment, paidTrade, sendNotify } from '../../testing/payment-flows.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { startRun, waitForRun } from '../analysis/testing/runs.ts';
import { api, priceAlert } from '../monitor/testing/client.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';
import { makeWorkflow } from './testing/mutation-samples.ts';

const executionsOf = (server: TestServer, workflowId: string) =>
  server.database.db.select().from(workflowExecutions).where(eq(workflowExecutions.workflowId, workflowId));

const waitFor = async <T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The member-side events reach workflows from where they happen, once per event. */
describe('workflow events from the modules that see them', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  const serverWith = async (options: Parameters<typeof createTestServer>[0] = {}) => {
    const server = await createTestServer(options);
    cleanup.push(() => server.close());
    return server;
  };

  it('payment_failed: a failed PayUni notify, delivered twice, starts one execution', async () => {
    const server = await serverWith();
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, {
      trigger: { type: 'event', event: 'payment_failed' },
    });
    const member = await buildMember(server);
    const order = (await createPayment(server, member)).json() as PaymentFormResponse;
    const failed = {
      ...paidTrade(order.order_number, order.amount),
      Status: 'UNAPPROVED',
      TradeStatus: 2,
      Message: '拒絕交易',
    };
    expect((await sendNotify(server, failed)).statusCode).toBe(200);
    expect((await sendNotify(server, failed)).statusCode).toBe(200);
    const executions = await executionsOf(server, workflow.id);
    expect(executions).toHaveLength(1);
    expect(executions[0]!.parameters).toMatchObject({
      user_id: member.userId,
      order_number: order.order_number,
      reason: '拒絕交易',
    });
  });

  it('analysis_completed: a completed run starts one execution with its run id', async () => {
    const server = await serverWith();
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, {
      trigger: { type: 'event', event: 'analysis_completed' },
    });
    const member = await buildMember(server);
    const started = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['technical'],
      analysisType: 'quick',
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json() as { id: string };
    expect((await waitForRun(server, member.headers, id)).status).toBe('completed');
    const [execution] = await waitFor(async () => {
      const rows = await executionsOf(server, workflow.id);
      return rows.length ? rows : null;
    });
    expect(execution!.idempotencyKey).toBe(`event:analysis_completed:${id}`);
    expect(execution!.parameters).toMatchObject({ user_id: member.userId, run_id: id, symbol: '2330' });
    // Running the run again (a retried job) changes nothing.
    await server.services.analysis.executeRun(id);
    expect(await executionsOf(server, workflow.id)).toHaveLength(1);
  });

  it('alert_fired: a firing starts one execution, and the same ticks again start none', async () => {
    const now = new Date('2026-03-02T01:30:00Z');
    const server = await serverWith({ now: () => now });
    const root = await buildStaffAccount(server, 'super_admin', { now: () => now });
    const workflow = await makeWorkflow(server, root, { trigger: { type: 'event', event: 'alert_fired' } });
    const member = await buildMember(server, { tier: 'diamond' });
    const symbol = '2603';
    const created = await api(server, member).post(
      '/api/market/alerts',
      priceAlert({ symbol, condition: 1001, frequency: 'once_per_day' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const tick = (price: number, at: string): Tick => ({
      symbol,
      price,
      previousClose: 1000,
      volume: 1000,
      averageVolume: null,
      limitUp: 1100,
      limitDown: 900,
      time: Date.parse(`2026-03-02T${at}+08:00`),
      tradingDay: '2026-03-02',
    });
    const ticks = [tick(995, '09:00:05'), tick(1001, '09:00:10')];
    expect(await server.services.monitor.evaluateTicks(ticks, { simulated: true })).toBe(1);
    const [execution] = await waitFor(async () => {
      const rows = await executionsOf(server, workflow.id);
      return rows.length ? rows : null;
    });
    expect(execution!.parameters).toMatchObject({ user_id: member.userId, symbol });
    expect(await server.services.monitor.evaluateTicks(ticks, { simulated: true })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await executionsOf(server, workflow.id)).toHaveLength(1);
  });
});
