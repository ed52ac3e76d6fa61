import { analyses, eq, workflowExecutions, workflowExecutionSteps } from '@alphadesk/db';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMember } from '../../testing/factories.ts';
import { createTestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';
import { makeWorkflow } from './testing/mutation-samples.ts';

describe('workflow steps', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('changes the member’s tier (audited), starts an analysis for them and notifies staff', async () => {
    const server = await createTestServer();
    cleanup.push(() => server.close());
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, {
      steps: [
        { id: 'upgrade', type: 'change_tier', tier: 'gold' },
        { id: 'analyse', type: 'run_analysis', symbol: '2330', analysis_type: 'quick' },
        { id: 'tell', type: 'notify', message: '{{member_name}} 已升級' },
      ],
    });
    const member = await buildMember(server, { name: '阿華' });
    const [execution] = await server.database.db
      .select()
      .from(workflowExecutions)
      .where(eq(workflowExecutions.workflowId, workflow.id));
    await server.services.workflows.runExecution(execution!.id);

    const steps = await server.database.db
      .select()
      .from(workflowExecutionSteps)
      .where(eq(workflowExecutionSteps.executionId, execution!.id))
      .orderBy(workflowExecutionSteps.position);
    expect(steps.map((step) => step.status)).toEqual(['completed', 'completed', 'completed']);
    expect(steps[0]!.result).toEqual({ from: 'free', to: 'gold' });
    expect((await server.services.accounts.contactOf(member.userId))!.tier).toBe('gold');
    const runId = (steps[1]!.result as { run_id: string }).run_id;
    const [run] = await server.database.db.select().from(analyses).where(eq(analyses.id, runId));
    expect(run!.userId).toBe(member.userId);
    expect(run!.symbol).toBe('2330');

    const audit = await server.services.audit.list({ limit: 20, offset: 0 });
    const entry = audit.entries.find((candidate) => candidate.action_type === 'workflow.tier_changed');
    expect(entry?.target_id).toBe(member.userId);
    const notices = await server.services.notifications.list(root.id, { limit: 50 }, 'zh-TW');
    expect(notices.notifications.map((notice) => notice.message)).toContain('阿華 已升級');
  });

  it('fails the execution at a step that cannot run, and runs none after it', async () => {
    const server = await createTestServer();
    cleanup.push(() => server.close());
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, {
      steps: [
        { id: 'analyse', type: 'run_analysis', symbol: '0000', analysis_type: 'quick' },
        { id: 'tell', type: 'notify', message: '不該送出' },
      ],
    });
    await buildMember(server);
    const [execution] = await server.database.db
      .select()
      .from(workflowExecutions)
      .where(eq(workflowExecutions.workflowId, workflow.id));
    await server.services.workflows.runExecution(execution!.id);
    const [after] = await server.database.db
      .select()
      .from(workflowExecutions)
      .where(eq(workflowExecutions.id, execution!.id));
    expect(after!.status).toBe('failed');
    // The catalogue's own text for the refusal.
    expect(after!.error).toBe('找不到相關股票，請檢查股票代碼或名稱');
    const steps = await server.database.db
      .select()
      .from(workflowExecutionSteps)
      .where(eq(workflowExecutionSteps.executionId, execution!.id))
      .orderBy(workflowExecutionSteps.position);
    expect(steps.map((step) => step.status)).toEqual(['failed', 'pending']);
  });
});
