import { eq, workflowExecutions, workflows } from '@alphadesk/db';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../testing/clock.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';
import { nextCronRun, parseCron } from './schedule.ts';
import { makeWorkflow } from './testing/mutation-samples.ts';

const executionsOf = (server: TestServer, workflowId: string) =>
  server.database.db.select().from(workflowExecutions).where(eq(workflowExecutions.workflowId, workflowId));

describe('cron schedules (Taipei time)', () => {
  it('finds the next matching minute', () => {
    const monday9 = parseCron('0 9 * * 1')!;
    // Saturday 2026-11-21 10:00 Taipei → Monday 2026-11-23 09:00 Taipei (01:00 UTC).
    expect(nextCronRun(monday9, new Date('2026-11-21T02:00:00Z'))!.toISOString()).toBe(
      '2026-11-23T01:00:00.000Z',
    );
    const quarterly = parseCron('*/15 * * * *')!;
    expect(nextCronRun(quarterly, new Date('2026-11-21T02:07:30Z'))!.toISOString()).toBe(
      '2026-11-21T02:15:00.000Z',
    );
    const firstOfMonth = parseCron('30 8 1 * *')!;
    expect(nextCronRun(firstOfMonth, new Date('2026-11-21T02:00:00Z'))!.toISOString()).toBe(
      '2026-12-01T00:30:00.000Z',
    );
    for (const bad of ['60 * * * *', '* 24 * * *', '* * 0 * *', '1-', '* * * *', '*/0 * * * *']) {
      expect(parseCron(bad), bad).toBeNull();
    }
  });
});

describe('the workflow tick', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('starts a due scheduled workflow once per slot and moves its next run', async () => {
    const clock = createTestClock('2026-11-21T02:00:00Z');
    const server = await createTestServer({ now: clock.now });
    cleanup.push(() => server.close());
    const root = await buildStaffAccount(server, 'super_admin', { now: clock.now });
    const workflow = await makeWorkflow(server, root, {
      trigger: { type: 'schedule', interval_minutes: 60 },
    });
    expect(await server.services.workflows.tick()).toEqual({ scheduled: 0, trials: 0 });
    clock.advance(60 * 60_000);
    expect((await server.services.workflows.tick()).scheduled).toBe(1);
    expect((await server.services.workflows.tick()).scheduled).toBe(0);
    const executions = await executionsOf(server, workflow.id);
    expect(executions.map((row) => row.idempotencyKey)).toEqual(['schedule:2026-11-21T03:00:00.000Z']);
    const [row] = await server.database.db.select().from(workflows).where(eq(workflows.id, workflow.id));
    expect(row!.nextRunAt!.toISOString()).toBe('2026-11-21T04:00:00.000Z');
  });

  it('raises trial_ending once for a trial ending within three days', async () => {
    const clock = createTestClock('2026-11-21T02:00:00Z');
    const server = await createTestServer({ now: clock.now });
    cleanup.push(() => server.close());
    const root = await buildStaffAccount(server, 'super_admin', { now: clock.now });
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/workflows/from-template',
      headers: root.headers,
      remoteAddress: randomIp(),
      payload: { template_id: 'trial-ending-reminder', name: '試用提醒' },
    });
    const workflow = (created.json() as { workflow: { id: string } }).workflow;
    const member = await buildMember(server);
    const trial = await server.app.inject({
      method: 'POST',
      url: '/api/subscription/trial',
      headers: member.headers,
      remoteAddress: randomIp(),
      payload: { tier_type: 'gold' },
    });
    expect(trial.statusCode, trial.body).toBe(200);
    // Seven days of trial: four days ahead nothing is due yet.
    clock.set('2026-11-24T02:00:00Z');
    expect((await server.services.workflows.tick()).trials).toBe(0);
    clock.set('2026-11-26T02:00:00Z');
    expect((await server.services.workflows.tick()).trials).toBe(1);
    clock.set('2026-11-26T03:00:00Z');
    expect((await server.services.workflows.tick()).trials).toBe(0);
    const executions = await executionsOf(server, workflow.id);
    expect(executions).toHaveLength(1);
    expect(executions[0]!.parameters).toMatchObject({ user_id: member.userId, trial_ends_at: '2026-11-28' });
  });
});
