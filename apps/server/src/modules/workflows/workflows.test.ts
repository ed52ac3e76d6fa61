import { afterEach, describe, expect, it } from 'vitest';
import { eq, workflowExecutions, workflowExecutionSteps } from '@alphadesk/db';
import { registerJobs } from '../../jobs.ts';
import { JobQueue } from '../../platform/queue.ts';
import { createServices } from '../../services.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { createTestServer, expectCleanError, silentLog, type TestServer } from '../../testing/server.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';
import { makeWorkflow } from './testing/mutation-samples.ts';

const waitFor = async <T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const executionsOf = (server: TestServer, workflowId: string) =>
  server.database.db.select().from(workflowExecutions).where(eq(workflowExecutions.workflowId, workflowId));
const stepsOf = (server: TestServer, executionId: string) =>
  server.database.db
    .select()
    .from(workflowExecutionSteps)
    .where(eq(workflowExecutionSteps.executionId, executionId))
    .orderBy(workflowExecutionSteps.position);

const call = (
  server: TestServer,
  staff: Pick<TestStaff, 'headers'>,
  method: string,
  url: string,
  payload?: unknown,
) =>
  server.app.inject({
    method: method as 'GET',
    url,
    headers: staff.headers,
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('workflow automation', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  const serverWith = async (options: Parameters<typeof createTestServer>[0] = {}) => {
    const server = await createTestServer(options);
    cleanup.push(() => server.close());
    return server;
  };

  it('runs an event-triggered workflow once per event: the same delivery twice makes one execution', async () => {
    const server = await serverWith();
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, { trigger: { type: 'event', event: 'signed_up' } });
    // The sign-up itself (accounts' register) reports the event.
    const member = await buildMember(server);
    const first = await executionsOf(server, workflow.id);
    expect(first).toHaveLength(1);
    expect(first[0]!.idempotencyKey).toBe(`event:signed_up:${member.userId}`);
    expect(first[0]!.parameters).toMatchObject({ user_id: member.userId, method: 'email' });
    // The same event delivered again (a retried hook) starts nothing new.
    const again = await server.services.workflows.emit({
      event: 'signed_up',
      id: member.userId,
      userId: member.userId,
    });
    expect(again).toBe(0);
    expect(await executionsOf(server, workflow.id)).toHaveLength(1);
    // Another member is another event; an inactive workflow or another event's workflow starts nothing.
    const paused = await makeWorkflow(server, root, { status: 'inactive' });
    const other = await makeWorkflow(server, root, { trigger: { type: 'event', event: 'payment_failed' } });
    await buildMember(server);
    expect(await executionsOf(server, workflow.id)).toHaveLength(2);
    expect(await executionsOf(server, paused.id)).toHaveLength(0);
    expect(await executionsOf(server, other.id)).toHaveLength(0);
  });

  it('survives a restart during a wait: a new server completes it and the first mail is not sent again', async () => {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    const server = await serverWith({ withQueue: true, env: { SMTP_URL: smtp.url } });
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, {
      steps: [
        { id: 'welcome', type: 'send_mail', to: 'member', subject: '歡迎 {{member_name}}', body: '歡迎加入' },
        { id: 'pause', type: 'wait', seconds: 3 },
        { id: 'follow-up', type: 'send_mail', to: 'member', subject: '第二封', body: '三秒後的信' },
      ],
    });
    const member = await buildMember(server, { name: '小明' });
    const [execution] = await executionsOf(server, workflow.id);
    await waitFor(async () => (await stepsOf(server, execution!.id))[1]?.status === 'waiting', 60_000);
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(['歡迎 小明']);
    expect(smtp.mails[0]!.to).toEqual([member.email]);

    // The process stops during the wait.
    await server.queue!.stop(500);
    const beforeRestart = await stepsOf(server, execution!.id);
    expect(beforeRestart.map((step) => step.status)).toEqual(['completed', 'waiting', 'pending']);

    // A new process on the same database: its own queue, services and workers.
    const second = await JobQueue.start(server.database, silentLog);
    cleanup.push(() => second.stop(1000));
    const services = createServices({
      database: server.database,
      config: server.config,
      queue: second,
      log: silentLog,
    });
    await registerJobs(second, services, server.config, silentLog);
    const done = await waitFor(async () => {
      const [row] = await executionsOf(server, workflow.id);
      return row?.status === 'completed' ? row : null;
    }, 120_000);
    expect(done.durationMs).toBeGreaterThanOrEqual(3000);
    const steps = await stepsOf(server, execution!.id);
    expect(steps.map((step) => [step.stepId, step.status, step.attempts])).toEqual([
      ['welcome', 'completed', 1],
      ['pause', 'completed', 1],
      ['follow-up', 'completed', 1],
    ]);
    expect(steps[0]!.completedAt).toEqual(beforeRestart[0]!.completedAt);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(['歡迎 小明', '第二封']);
  }, 240_000);

  it('cancels a running execution: it stops and its remaining steps never run', async () => {
    const server = await serverWith({ withQueue: true });
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, {
      trigger: { type: 'schedule', interval_minutes: 60 },
      steps: [
        { id: 'pause', type: 'wait', seconds: 2 },
        { id: 'tell', type: 'notify', message: '不該送出' },
      ],
    });
    const started = await call(server, root, 'POST', `/api/admin/workflows/${workflow.id}/execute`, {
      parameters: { reason: 'test' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { execution_id: id } = started.json() as { execution_id: string };
    await waitFor(async () => (await stepsOf(server, id))[0]?.status === 'waiting');

    const cancelled = await call(server, root, 'POST', `/api/admin/workflows/executions/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const body = cancelled.json() as { execution: { status: string; steps: { status: string }[] } };
    expect(body.execution.status).toBe('cancelled');
    expect(body.execution.steps.map((step) => step.status)).toEqual(['cancelled', 'cancelled']);

    // The delayed run still arrives after the wait: it finds the execution cancelled and does nothing.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await server.services.workflows.runExecution(id);
    expect((await stepsOf(server, id)).map((step) => step.status)).toEqual(['cancelled', 'cancelled']);
    expect(
      (await server.services.notifications.list(root.id, { limit: 50 }, 'zh-TW')).notifications,
    ).toHaveLength(0);
    const again = await call(server, root, 'POST', `/api/admin/workflows/executions/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(expectCleanError(again.body).message).toBe('此執行已結束，無法取消');
  }, 60_000);

  it('creates a workflow from a template, runs it on the real event, and reports it in analytics', async () => {
    const server = await serverWith();
    const root = await buildStaffAccount(server, 'super_admin');
    const templates = await call(server, root, 'GET', '/api/admin/workflows/templates');
    const ids = (templates.json() as { templates: { id: string }[] }).templates.map((t) => t.id);
    expect(ids).toEqual([
      'trial-ending-reminder',
      'failed-payment-dunning',
      'new-member-welcome',
      'weekly-portfolio-report',
    ]);

    const created = await call(server, root, 'POST', '/api/admin/workflows/from-template', {
      template_id: 'failed-payment-dunning',
      name: '催繳流程',
    });
    expect(created.statusCode, created.body).toBe(200);
    const workflow = (created.json() as { workflow: { id: string; steps: unknown[]; template_id: string } })
      .workflow;
    expect(workflow.template_id).toBe('failed-payment-dunning');
    expect(workflow.steps).toHaveLength(4);

    const member = await buildMember(server);
    await server.services.workflows.emit({
      event: 'payment_failed',
      id: 'ORDER-1',
      userId: member.userId,
      parameters: { order_number: 'ORDER-1', reason: '卡片餘額不足' },
    });
    const [execution] = await executionsOf(server, workflow.id);
    await server.services.workflows.runExecution(execution!.id);
    const listed = await call(server, root, 'GET', `/api/admin/workflows/${workflow.id}/executions`);
    const executions = (listed.json() as { executions: { status: string; steps: { status: string }[] }[] })
      .executions;
    expect(executions).toHaveLength(1);
    expect(executions[0]!.status).toBe('running');
    expect(executions[0]!.steps.map((step) => step.status)).toEqual([
      'completed',
      'waiting',
      'pending',
      'pending',
    ]);

    // A second workflow whose executions end: one completes, one fails (its member has no record).
    const quick = await makeWorkflow(server, root, { category: 'ops' });
    for (const id of ['a', 'b']) {
      await server.services.workflows.emit({
        event: 'signed_up',
        id,
        userId: id === 'a' ? member.userId : null,
      });
    }
    for (const row of await executionsOf(server, quick.id))
      await server.services.workflows.runExecution(row.id);
    const mailer = await makeWorkflow(server, root, {
      category: 'ops',
      steps: [{ id: 'mail', type: 'send_mail', to: 'member', subject: 's', body: 'b' }],
    });
    await server.services.workflows.emit({ event: 'signed_up', id: 'c', userId: null });
    for (const row of await executionsOf(server, mailer.id))
      await server.services.workflows.runExecution(row.id);
    const [failedRun] = await executionsOf(server, mailer.id);
    expect(failedRun!.status).toBe('failed');
    expect(failedRun!.error).toBe('此執行沒有對應的會員');

    const analytics = await call(
      server,
      root,
      'GET',
      `/api/admin/workflows/analytics?time_range=7d&workflow_ids=${quick.id},${mailer.id}`,
    );
    expect(analytics.statusCode, analytics.body).toBe(200);
    const { summary, error_analysis } = (
      analytics.json() as {
        analytics: {
          summary: Record<string, number | null>;
          error_analysis: { error: string; count: number }[];
        };
      }
    ).analytics;
    const stored = [...(await executionsOf(server, quick.id)), ...(await executionsOf(server, mailer.id))];
    const completed = stored.filter((row) => row.status === 'completed');
    expect(summary.total_workflows).toBe(2);
    expect(summary.total_executions).toBe(stored.length);
    expect(summary.successful_executions).toBe(completed.length);
    const failed = stored.filter((row) => row.status === 'failed');
    // The rate is over finished executions (one of the first workflow's is still running).
    expect(summary.success_rate).toBeCloseTo(completed.length / (completed.length + failed.length), 10);
    const mean = completed.reduce((sum, row) => sum + row.durationMs!, 0) / completed.length;
    expect(summary.mean_duration_ms).toBe(Math.round(mean));
    expect(error_analysis).toEqual([{ error: '此執行沒有對應的會員', count: 1 }]);
  });

  it('bulk-activates, pauses and deletes, auditing each operation', async () => {
    const server = await serverWith();
    const root = await buildStaffAccount(server, 'super_admin');
    const a = await makeWorkflow(server, root, { status: 'draft' });
    const b = await makeWorkflow(server, root, {
      status: 'draft',
      trigger: { type: 'schedule', cron: '0 9 * * 1' },
    });
    const activate = await call(server, root, 'POST', '/api/admin/workflows/bulk-operations', {
      operation: 'activate',
      workflow_ids: [a.id, b.id],
    });
    expect(activate.json()).toMatchObject({ affected: 2, not_found: [] });
    const scheduled = (await call(server, root, 'GET', `/api/admin/workflows/${b.id}`)).json() as {
      workflow: { status: string; next_run_at: string };
    };
    expect(scheduled.workflow.status).toBe('active');
    // Mondays 09:00 Taipei is 01:00 UTC on a Monday.
    const next = new Date(scheduled.workflow.next_run_at);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 1, 0]);

    const pause = await call(server, root, 'POST', '/api/admin/workflows/bulk-operations', {
      operation: 'pause',
      workflow_ids: [a.id],
    });
    expect(pause.json()).toMatchObject({ affected: 1 });
    const list = await call(server, root, 'GET', '/api/admin/workflows?status=inactive');
    expect((list.json() as { workflows: { id: string }[] }).workflows.map((w) => w.id)).toContain(a.id);

    const missing = '00000000-0000-4000-8000-000000000000';
    const remove = await call(server, root, 'POST', '/api/admin/workflows/bulk-operations', {
      operation: 'delete',
      workflow_ids: [a.id, b.id, missing],
    });
    expect(remove.json()).toMatchObject({ affected: 2, not_found: [missing] });
    expect((await call(server, root, 'GET', `/api/admin/workflows/${a.id}`)).statusCode).toBe(404);
    const audit = await server.services.audit.list({ limit: 50, offset: 0 });
    const actions = audit.entries.map((entry) => entry.action_type);
    for (const action of ['workflow.bulk_activate', 'workflow.bulk_pause', 'workflow.bulk_delete']) {
      expect(actions).toContain(action);
    }
  });

  it('answers bad input with 400 and the zh-TW message, and unknown ids with 404', async () => {
    const server = await serverWith();
    const root = await buildStaffAccount(server, 'super_admin');
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/admin/workflows',
        { trigger: { type: 'event', event: 'signed_up' }, steps: [] },
        '請輸入工作流程名稱',
      ],
      [
        'POST',
        '/api/admin/workflows',
        { name: 'x', trigger: { type: 'event', event: 'signed_up' }, steps: [] },
        '工作流程至少需要一個步驟',
      ],
      [
        'POST',
        '/api/admin/workflows',
        {
          name: 'x',
          trigger: { type: 'event', event: 'lunch' },
          steps: [{ id: 'a', type: 'wait', seconds: 5 }],
        },
        '事件須為',
      ],
      [
        'POST',
        '/api/admin/workflows',
        { name: 'x', trigger: { type: 'schedule' }, steps: [{ id: 'a', type: 'wait', seconds: 5 }] },
        '排程觸發須指定 cron 或 interval_minutes 其中一項',
      ],
      [
        'POST',
        '/api/admin/workflows',
        {
          name: 'x',
          trigger: { type: 'event', event: 'signed_up' },
          steps: [{ id: 'a', type: 'webhook', url: 'ftp://example.com' }],
        },
        'Webhook 網址須為 http 或 https 網址',
      ],
      [
        'POST',
        '/api/admin/workflows',
        {
          name: 'x',
          trigger: { type: 'schedule', cron: '99 * * * *' },
          steps: [{ id: 'a', type: 'wait', seconds: 5 }],
        },
        '排程的 cron 表示式無效',
      ],
      [
        'POST',
        '/api/admin/workflows/bulk-operations',
        { operation: 'explode', workflow_ids: [] },
        '操作須為',
      ],
      ['POST', '/api/admin/workflows/from-template', { template_id: 'x' }, '請輸入工作流程名稱'],
      ['GET', '/api/admin/workflows?limit=0', undefined, '每頁筆數須為 1 到 100 的整數'],
      ['GET', '/api/admin/workflows/analytics?time_range=2d', undefined, '時間範圍須為 7d、30d、90d 或 1y'],
      ['GET', '/api/admin/workflows/not-a-uuid', undefined, '工作流程代號格式不正確'],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await call(server, root, method, url, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(expectCleanError(response.body).message, url).toContain(message);
    }
    const unknownTemplate = await call(server, root, 'POST', '/api/admin/workflows/from-template', {
      template_id: 'nope',
      name: '流程',
    });
    expect(unknownTemplate.statusCode).toBe(404);
    expect(expectCleanError(unknownTemplate.body).message).toBe('找不到此工作流程範本');
    const draft = await makeWorkflow(server, root, { status: 'draft' });
    const refused = await call(server, root, 'POST', `/api/admin/workflows/${draft.id}/execute`, {});
    expect(refused.statusCode).toBe(409);
  });

  it('lets only staff holding workflow_automation in, and audits every change', async () => {
    const server = await serverWith();
    const manager = await buildStaffAccount(server, 'manager');
    const member = await buildMember(server);
    expect((await call(server, manager, 'GET', '/api/admin/workflows')).statusCode).toBe(403);
    expect((await call(server, member, 'GET', '/api/admin/workflows')).statusCode).toBe(401);
    const admin = await buildStaffAccount(server, 'admin');
    const workflow = await makeWorkflow(server, admin);
    const updated = await call(server, admin, 'PUT', `/api/admin/workflows/${workflow.id}`, { name: '改名' });
    expect(updated.statusCode).toBe(200);
    const audit = await server.services.audit.list({ limit: 20, offset: 0 });
    const mine = audit.entries.filter((entry) => entry.target_id === workflow.id).map((e) => e.action_type);
    expect(mine.sort()).toEqual(['workflow.created', 'workflow.updated']);
  });
});
