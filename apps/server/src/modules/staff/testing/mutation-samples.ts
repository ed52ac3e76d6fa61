import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestServer } from '../../../testing/server.ts';
import { buildMember } from '../../../testing/factories.ts';
import { buyThroughSandbox } from '../../../testing/payment-flows.ts';
import { buildStaffAccount, totpCode, type TestStaff } from './staff.ts';
import { operationsMutationSamples } from '../../operations/testing/mutation-samples.ts';
import {
  serviceContentMutationSamples,
  serviceContentNotAudited,
} from '../../content/testing/mutation-samples.ts';
import { flagsMutationSamples } from '../../flags/testing/mutation-samples.ts';
import { workflowMutationSamples } from '../../workflows/testing/mutation-samples.ts';
import { analystsTtsMutationSamples } from '../../admin-analysts/testing/mutation-samples.ts';
import { optimisationMutationSamples } from '../../optimisation/testing/mutation-samples.ts';
import { performanceMutationSamples } from '../../performance/testing/mutation-samples.ts';

export interface SampleContext {
  server: TestServer;
  /** A signed-in super administrator of the sample's own. */
  root: TestStaff;
  code: (staff: TestStaff) => string;
}

/**
 * A request that succeeds, for every /api/admin mutation route: the permission-matrix test runs
 * each and checks it writes exactly one audit entry. A new mutation route must add one here (or
 * say in `notAudited` why it writes none), or that test fails.
 */
export const adminMutationSamples: Record<string, (context: SampleContext) => Promise<InjectOptions>> = {
  'POST /api/admin/auth/login': async ({ server }) => {
    const staff = await buildStaffAccount(server, 'manager');
    return {
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: staff.email, password: staff.password },
    };
  },
  'POST /api/admin/auth/logout': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/auth/logout',
    headers: root.headers,
  }),
  'POST /api/admin/auth/totp/enroll': async ({ server }) => {
    const staff = await buildStaffAccount(server, 'finance');
    return { method: 'POST', url: '/api/admin/auth/totp/enroll', headers: staff.headers };
  },
  'POST /api/admin/auth/totp/confirm': async ({ server }) => {
    const staff = await buildStaffAccount(server, 'finance');
    const enrol = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enroll',
      headers: staff.headers,
    });
    const { secret } = enrol.json() as { secret: string };
    return {
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: staff.headers,
      payload: { code: totpCode(secret, new Date()) },
    };
  },
  'POST /api/admin/staff/:id/unlock': async ({ server, root }) => {
    const staff = await buildStaffAccount(server, 'readonly');
    return { method: 'POST', url: `/api/admin/staff/${staff.id}/unlock`, headers: root.headers };
  },
  'POST /api/admin/staff': async ({ root }) => {
    const suffix = randomUUID().slice(0, 8);
    return {
      method: 'POST',
      url: '/api/admin/staff',
      headers: root.headers,
      payload: {
        username: `sample-${suffix}`,
        email: `sample-${suffix}@staff.example.com`,
        name: '範例唯讀',
        password: `Sample-${suffix}-Aa1`,
        role: 'readonly',
      },
    };
  },
  'PUT /api/admin/staff/:id/status': async ({ server, root }) => {
    const staff = await buildStaffAccount(server, 'finance');
    return {
      method: 'PUT',
      url: `/api/admin/staff/${staff.id}/status`,
      headers: root.headers,
      payload: { status: 'disabled', reason: '離職' },
    };
  },
  'POST /api/admin/users/:id/roles': async ({ server, root }) => {
    const staff = await buildStaffAccount(server, 'readonly');
    return {
      method: 'POST',
      url: `/api/admin/users/${staff.id}/roles`,
      headers: root.headers,
      payload: { role_id: 'finance', reason: '支援財務' },
    };
  },
  'DELETE /api/admin/users/:id/roles/:roleId': async ({ server, root }) => {
    const staff = await buildStaffAccount(server, 'manager');
    return {
      method: 'DELETE',
      url: `/api/admin/users/${staff.id}/roles/manager`,
      headers: root.headers,
      payload: { reason: '調職' },
    };
  },
  'PUT /api/admin/users/:id': async ({ server, root }) => {
    const member = await buildMember(server);
    return {
      method: 'PUT',
      url: `/api/admin/users/${member.userId}`,
      headers: root.headers,
      payload: { membershipTier: 'GOLD' },
    };
  },
  'DELETE /api/admin/users/:id': async ({ server, root }) => {
    const member = await buildMember(server);
    return { method: 'DELETE', url: `/api/admin/users/${member.userId}`, headers: root.headers };
  },
  ...operationsMutationSamples,
  ...serviceContentMutationSamples,
  ...flagsMutationSamples,
  ...optimisationMutationSamples,
  ...workflowMutationSamples,
  ...analystsTtsMutationSamples,
  ...performanceMutationSamples,
  'PUT /api/admin/subscriptions/plans/:id': async ({ root }) => ({
    method: 'PUT',
    url: '/api/admin/subscriptions/plans/gold',
    headers: root.headers,
    payload: { description: '進階投資人的每日分析' },
  }),
  'POST /api/admin/subscriptions/:id/remind': async ({ server, root }) => {
    const member = await buildMember(server);
    await buyThroughSandbox(server, member);
    const subscription = (await server.services.subscriptions.staffList()).find(
      (row) => row.userId === member.userId,
    );
    return {
      method: 'POST',
      url: `/api/admin/subscriptions/${subscription!.id}/remind`,
      headers: root.headers,
    };
  },
  'PUT /api/admin/users/:id/subscription/cancel': async ({ server, root }) => {
    const member = await buildMember(server);
    await buyThroughSandbox(server, member);
    return {
      method: 'PUT',
      url: `/api/admin/users/${member.userId}/subscription/cancel`,
      headers: root.headers,
    };
  },
  'PUT /api/admin/users/:id/subscription/renew': async ({ server, root }) => {
    const member = await buildMember(server);
    await buyThroughSandbox(server, member);
    await server.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.userId}/subscription/cancel`,
      headers: root.headers,
    });
    return {
      method: 'PUT',
      url: `/api/admin/users/${member.userId}/subscription/renew`,
      headers: root.headers,
    };
  },
  'POST /api/admin/tts/articles/:id': async ({ server, root }) => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/content/articles',
      headers: root.headers,
      payload: { title: '朗讀用文章', content: '內容' },
    });
    const { article } = created.json<{ article: { id: string } }>();
    return { method: 'POST', url: `/api/admin/tts/articles/${article.id}`, headers: root.headers };
  },
  'POST /api/admin/finance/records': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/finance/records',
    headers: root.headers,
    payload: { type: 'expense', category: '雲端主機', amount: 1200, date: '2026-11-01' },
  }),
  'PUT /api/admin/finance/records/:id': async ({ server, root }) => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/finance/records',
      headers: root.headers,
      payload: { type: 'income', category: '廣告', amount: 500, date: '2026-11-02', status: 'pending' },
    });
    const { record } = created.json() as { record: { id: string } };
    return {
      method: 'PUT',
      url: `/api/admin/finance/records/${record.id}`,
      headers: root.headers,
      payload: { status: 'completed' },
    };
  },
};

/** Mutation routes that write no audit entry, and why. */
export const notAudited: Record<string, string> = {
  'POST /api/admin/auth/refresh':
    'keeps a session alive (every 15 minutes per open console); sign-in and sign-out are audited',
  'POST /api/admin/config/validate': 'checks a value and changes nothing',
  'POST /api/admin/errors/report':
    "a console's own error report, kept in error_reports with its reporter (the monitor's record of it)",
  'POST /api/admin/notifications/read-all': "the caller's own notification list, not the business's data",
  'POST /api/admin/notifications/:id/read': "the caller's own notification list, not the business's data",
  'DELETE /api/admin/notifications/:id': "the caller's own notification list, not the business's data",
  ...serviceContentNotAudited,
};
