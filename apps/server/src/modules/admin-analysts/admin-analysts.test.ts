import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalyst } from '@alphadesk/contracts';
import { analystSettings, eq } from '@alphadesk/db';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';
import { startRun, waitForRun } from '../analysis/testing/runs.ts';

// Analyst settings are global: each test uses analysts no other test of this file touches.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const call = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
  server.app.inject({
    method: method as 'GET',
    url,
    headers,
    remoteAddress: randomIp(),
    ...(payload ? { payload } : {}),
  });
const reset = (id: string) =>
  server.database.db.delete(analystSettings).where(eq(analystSettings.analystId, id));

describe('analyst management', () => {
  it('an inactive analyst leaves the member catalogue and cannot be started; active again, it can', async () => {
    await reset('macro');
    const root = await buildStaffAccount(server, 'super_admin');
    const member = await buildMember(server, { tier: 'diamond' });
    const set = await call(root.headers, 'PUT', '/api/admin/analysts/macro', { status: 'inactive' });
    expect(set.statusCode, set.body).toBe(200);
    const catalogue = (await call(member.headers, 'GET', '/api/analysts')).json() as {
      analysts: { id: string }[];
    };
    expect(catalogue.analysts.map((a) => a.id)).not.toContain('macro');
    const refused = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['macro'],
      analysisType: 'quick',
    });
    expect(refused.statusCode).toBe(409);
    expect(expectCleanError(refused.body).code).toBe('ANALYST_UNAVAILABLE');

    await call(root.headers, 'PUT', '/api/admin/analysts/macro', { status: 'active' });
    const accepted = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['macro'],
      analysisType: 'quick',
    });
    expect(accepted.statusCode).toBe(202);
  });

  it('an analyst under maintenance stays listed as not active and cannot be started', async () => {
    await reset('international');
    const root = await buildStaffAccount(server, 'super_admin');
    const member = await buildMember(server, { tier: 'diamond' });
    await call(root.headers, 'PUT', '/api/admin/analysts/international', { status: 'maintenance' });
    const catalogue = (await call(member.headers, 'GET', '/api/analysts')).json() as {
      analysts: { id: string; isActive: boolean }[];
    };
    expect(catalogue.analysts.find((a) => a.id === 'international')?.isActive).toBe(false);
    const refused = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['international'],
      analysisType: 'quick',
    });
    expect(refused.statusCode).toBe(409);
    await reset('international');
  });

  it('edits, deletes and adds back with an audit entry each, validating input', async () => {
    await reset('community');
    const root = await buildStaffAccount(server, 'super_admin');
    const bad = await call(root.headers, 'PUT', '/api/admin/analysts/community', { maxConcurrentTasks: 21 });
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad.body).message).toBe('最大並行任務數須為 1 到 20 的整數');
    const model = await call(root.headers, 'PUT', '/api/admin/analysts/community', { model: 'gpt-4' });
    expect(model.statusCode).toBe(400);
    expect(expectCleanError(model.body).code).toBe('ADMIN_ANALYST_MODEL_UNAVAILABLE');
    expect(
      (await call(root.headers, 'PUT', '/api/admin/analysts/astrology', { priority: 2 })).statusCode,
    ).toBe(400);

    const edited = await call(root.headers, 'PUT', '/api/admin/analysts/community', {
      maxConcurrentTasks: 12,
      priority: 3,
      configuration: { lookback_days: 30 },
    });
    expect((edited.json() as { analyst: AdminAnalyst }).analyst).toMatchObject({
      maxConcurrentTasks: 12,
      priority: 3,
      effective_model: 'rule-based',
      configuration: { lookback_days: 30 },
    });
    const deleted = await call(root.headers, 'DELETE', '/api/admin/analysts/community');
    expect(deleted.statusCode).toBe(200);
    const registry = (await call(root.headers, 'GET', '/api/admin/analysts/registry')).json() as {
      analysts: AdminAnalyst[];
      available_to_add: { id: string }[];
    };
    expect(registry.analysts.map((a) => a.id)).not.toContain('community');
    expect(registry.available_to_add.map((a) => a.id)).toContain('community');
    const member = await buildMember(server, { tier: 'diamond' });
    const refused = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['community'],
      analysisType: 'quick',
    });
    expect(refused.statusCode).toBe(409);

    const added = await call(root.headers, 'POST', '/api/admin/analysts', { id: 'community' });
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as { analyst: AdminAnalyst }).analyst).toMatchObject({
      maxConcurrentTasks: 5,
      priority: 1,
      status: 'active',
    });
    expect((await call(root.headers, 'POST', '/api/admin/analysts', { id: 'community' })).statusCode).toBe(
      409,
    );

    const entries = await server.services.audit.list({ limit: 50, offset: 0 });
    const actions = entries.entries.filter((e) => e.target_id === 'community').map((e) => e.action_type);
    expect(actions.sort()).toEqual(['analyst.created', 'analyst.deleted', 'analyst.updated']);
  });

  it('reports the system status from stored runs and the measured records', async () => {
    const root = await buildStaffAccount(server, 'readonly');
    const member = await buildMember(server, { tier: 'diamond' });
    const started = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['technical'],
      analysisType: 'quick',
    });
    await waitForRun(server, member.headers, (started.json() as { id: string }).id);
    const health = (await call(root.headers, 'GET', '/api/admin/analysts/coordinator/health')).json() as {
      health: { avg_response_time: number | null; completed_last_24h: number; active_sessions: number };
    };
    expect(health.health.completed_last_24h).toBeGreaterThanOrEqual(1);
    expect(health.health.avg_response_time).toBeGreaterThan(0);
    const registry = (await call(root.headers, 'GET', '/api/admin/analysts/registry')).json() as {
      analysts: AdminAnalyst[];
    };
    const technical = registry.analysts.find((a) => a.id === 'technical')!;
    expect(technical.analysis_count).toBeGreaterThanOrEqual(1);
    expect(technical.last_activity).not.toBeNull();
    // readonly reads analysts but may not change them.
    expect(
      (await call(root.headers, 'PUT', '/api/admin/analysts/technical', { priority: 2 })).statusCode,
    ).toBe(403);
  });

  it('runs a staff-started analysis to completion and lists it with filters', async () => {
    const root = await buildStaffAccount(server, 'admin');
    const bad = await call(root.headers, 'POST', '/api/admin/analysts/analysis', {
      stock_id: '2330',
      analysis_types: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad.body).message).toBe('請至少選擇一位分析師');
    const started = await call(root.headers, 'POST', '/api/admin/analysts/analysis', {
      request_id: 'req-1',
      stock_id: '2330',
      analysis_types: ['risk', 'quant'],
      parameters: { time_range: 'quick' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = (started.json() as { task: { session_id: string } }).task.session_id;
    const until = Date.now() + 60_000;
    let task: { status: string; result: Record<string, unknown> | null };
    for (;;) {
      task = (
        (await call(root.headers, 'GET', `/api/admin/analysts/analysis/${id}`)).json() as {
          task: typeof task;
        }
      ).task;
      if (task.status === 'completed' || task.status === 'failed' || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(task.status).toBe('completed');
    expect(['buy', 'hold', 'sell']).toContain(task.result!.result);
    const listed = (
      await call(root.headers, 'GET', '/api/admin/analysts/analysis?analyst_id=quant&status=completed')
    ).json() as {
      tasks: { session_id: string }[];
    };
    expect(listed.tasks.map((t) => t.session_id)).toContain(id);
    const other = (
      await call(root.headers, 'GET', '/api/admin/analysts/analysis?analyst_id=news')
    ).json() as {
      tasks: { session_id: string }[];
    };
    expect(other.tasks.map((t) => t.session_id)).not.toContain(id);
    expect((await call(root.headers, 'GET', '/api/admin/analysts/analysis?limit=0')).statusCode).toBe(400);
  });
});
