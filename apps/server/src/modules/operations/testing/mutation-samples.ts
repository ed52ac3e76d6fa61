import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { securityThreats, systemAlerts } from '@alphadesk/db';
import { buildMember, randomIp } from '../../../testing/factories.ts';
import type { SampleContext } from '../../staff/testing/mutation-samples.ts';

/** A succeeding request for each operations mutation (the permission matrix checks each audits once). */
export const operationsMutationSamples: Record<string, (context: SampleContext) => Promise<InjectOptions>> = {
  'PUT /api/admin/config/settings/:key': async ({ root }) => ({
    method: 'PUT',
    url: '/api/admin/config/settings/monitor.cpu_warning',
    headers: root.headers,
    payload: { value: 61, reason: '調整', environment: 'staging' },
  }),
  'POST /api/admin/config/settings': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/config/settings',
    headers: root.headers,
    payload: { config: { key: 'monitor.cpu_critical', value: 81, environment: 'staging' } },
  }),
  'DELETE /api/admin/config/settings/:key': async ({ root }) => ({
    method: 'DELETE',
    url: '/api/admin/config/settings/monitor.cpu_warning',
    headers: root.headers,
    payload: { reason: '回到預設', environment: 'staging' },
  }),
  'POST /api/admin/config/bulk-update': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/config/bulk-update',
    headers: root.headers,
    payload: {
      updates: [
        { key: 'monitor.disk_warning', value: 74, environment: 'staging' },
        { key: 'monitor.disk_critical', value: 89, environment: 'staging' },
      ],
      reason: '批量調整',
    },
  }),
  'POST /api/admin/config/history/:id/restore': async ({ server, root }) => {
    const changed = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/config/settings/security.threat_window_minutes',
      headers: root.headers,
      payload: { value: 20, environment: 'staging' },
      remoteAddress: randomIp(),
    });
    if (changed.statusCode !== 200) throw new Error(changed.body);
    const history = await server.app.inject({
      method: 'GET',
      url: '/api/admin/config/history?config_key=security.threat_window_minutes&limit=1',
      headers: root.headers,
    });
    const [change] = history.json<{ changes: { id: string }[] }>().changes;
    return {
      method: 'POST',
      url: `/api/admin/config/history/${change!.id}/restore`,
      headers: root.headers,
      payload: {},
    };
  },
  'POST /api/admin/system/alerts/:id/acknowledge': async ({ server, root }) => {
    const id = randomUUID();
    await server.database.db.insert(systemAlerts).values({
      id,
      rule: `sample-${id}`,
      severity: 'high',
      status: 'active',
      message: '測試告警',
      value: 90,
      threshold: 80,
      raisedAt: new Date(),
    });
    return { method: 'POST', url: `/api/admin/system/alerts/${id}/acknowledge`, headers: root.headers };
  },
  'PUT /api/admin/security/threats/:id': async ({ server, root }) => {
    const id = randomUUID();
    await server.database.db.insert(securityThreats).values({
      id,
      kind: 'rate_limited',
      ip: randomIp(),
      severity: 'medium',
      status: 'active',
      events: 12,
      firstSeenAt: new Date(),
      lastSeenAt: new Date(),
    });
    return {
      method: 'PUT',
      url: `/api/admin/security/threats/${id}`,
      headers: root.headers,
      payload: { status: 'mitigated', reason: '已處理' },
    };
  },
  'POST /api/admin/security/blocked': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/security/blocked',
    headers: root.headers,
    payload: { ip: randomIp(), minutes: 10, reason: '測試封鎖' },
  }),
  'DELETE /api/admin/security/blocked/:ip': async ({ server, root }) => {
    const ip = randomIp();
    await server.app.inject({
      method: 'POST',
      url: '/api/admin/security/blocked',
      headers: root.headers,
      payload: { ip, minutes: 10, reason: '測試封鎖' },
      remoteAddress: randomIp(),
    });
    return { method: 'DELETE', url: `/api/admin/security/blocked/${ip}`, headers: root.headers };
  },
  'POST /api/admin/security/users/:id/revoke-sessions': async ({ server, root }) => {
    const member = await buildMember(server);
    return {
      method: 'POST',
      url: `/api/admin/security/users/${member.userId}/revoke-sessions`,
      headers: root.headers,
      payload: { reason: '測試撤銷' },
    };
  },
};
