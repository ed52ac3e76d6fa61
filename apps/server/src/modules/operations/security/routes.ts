import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOkResponse,
  BlockAddressRequest,
  BlockedAddress,
  BlockedIpParams,
  BlockedListResponse,
  OpsIdParams,
  RevokeSessionsRequest,
  RevokeSessionsResponse,
  SecurityAuditQuery,
  SecurityAuditResponse,
  SecurityThreat,
  SecurityUserIdParams,
  ThreatListResponse,
  ThreatQuery,
  ThreatUpdateRequest,
  ViolationListResponse,
  ViolationQuery,
} from '@alphadesk/contracts';
import { staffCallerOf } from '../../../platform/access.ts';
import { actorOf } from '../actor.ts';
import type { Security } from './service.ts';

const tags = ['security'];
const security = (action: 'read' | 'write' | 'delete', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'security_management' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});
const base = '/api/admin/security';

/** The security centre (admin spec §2.15, §7.9). */
export const securityRoutes =
  (service: Security): FastifyPluginAsyncZod =>
  async (app) => {
    for (const path of ['threats', 'threats/active']) {
      const active = path === 'threats/active';
      app.get(
        `${base}/${path}`,
        {
          config: security('read'),
          schema: {
            tags,
            summary: active ? '進行中的威脅' : '威脅列表',
            querystring: ThreatQuery,
            response: { 200: ThreatListResponse },
          },
        },
        async (request) => ({
          success: true as const,
          ...(await service.threats(active ? { ...request.query, status: 'active' } : request.query)),
        }),
      );
    }
    app.put(
      `${base}/threats/:id`,
      {
        config: security('write', 60),
        schema: {
          tags,
          summary: '標記威脅狀態',
          params: OpsIdParams,
          body: ThreatUpdateRequest,
          response: { 200: z.object({ success: z.literal(true), threat: SecurityThreat }) },
        },
      },
      async (request) => ({
        success: true as const,
        threat: await service.setThreatStatus(
          request.params.id,
          request.body.status,
          request.body.reason,
          actorOf(request, staffCallerOf(request)),
        ),
      }),
    );
    app.get(
      `${base}/blocked`,
      {
        config: security('read'),
        schema: { tags, summary: '封鎖中的位址', response: { 200: BlockedListResponse } },
      },
      async () => ({ success: true as const, blocked: await service.blockedList() }),
    );
    app.post(
      `${base}/blocked`,
      {
        config: security('write', 30),
        schema: {
          tags,
          summary: '封鎖位址',
          body: BlockAddressRequest,
          response: { 200: z.object({ success: z.literal(true), blocked: BlockedAddress }) },
        },
      },
      async (request) => ({
        success: true as const,
        blocked: await service.block(request.body, actorOf(request, staffCallerOf(request))),
      }),
    );
    app.delete(
      `${base}/blocked/:ip`,
      {
        config: security('delete', 30),
        schema: { tags, summary: '解除封鎖', params: BlockedIpParams, response: { 200: AdminOkResponse } },
      },
      async (request) => {
        await service.unblock(request.params.ip, actorOf(request, staffCallerOf(request)));
        return { success: true as const };
      },
    );
    app.post(
      `${base}/users/:id/revoke-sessions`,
      {
        config: security('write', 30),
        schema: {
          tags,
          summary: '撤銷會員所有登入',
          params: SecurityUserIdParams,
          body: RevokeSessionsRequest,
          response: { 200: RevokeSessionsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        revoked: await service.revokeSessions(
          request.params.id,
          request.body.reason,
          actorOf(request, staffCallerOf(request)),
        ),
      }),
    );
    app.get(
      `${base}/audit-logs`,
      {
        config: security('read'),
        schema: {
          tags,
          summary: '安全稽核紀錄',
          querystring: SecurityAuditQuery,
          response: { 200: SecurityAuditResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await service.auditLogs(request.query)) }),
    );
    app.get(
      `${base}/compliance/violations`,
      {
        config: security('read', 60),
        schema: {
          tags,
          summary: '合規檢查',
          querystring: ViolationQuery,
          response: { 200: ViolationListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.compliance(request.query.severity, request.query.limit)),
      }),
    );
  };
