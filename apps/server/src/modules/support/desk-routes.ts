import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTicketListResponse,
  AdminTicketQuery,
  AdminTicketResponse,
  AdminTicketUpdateRequest,
  MemberTicketCreateRequest,
  MemberTicketListResponse,
  MemberTicketResponse,
  SupportAgentsResponse,
  SupportStatsResponse,
  TicketParams,
  TicketReplyRequest,
} from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import { appError } from '../../platform/errors.ts';
import { staffActorOf } from '../../platform/access.ts';
import type { SupportDesk } from './desk.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const service = (action: 'read' | 'write', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'customer_service' as const, action },
  rateLimit: perMinute(max),
});

/** A signed-in member (not a guest): tickets are answered by mail, so the sender needs an address. */
function memberOf(request: Parameters<typeof callerOf>[0]): string {
  const caller = callerOf(request);
  if (caller.kind !== 'member') throw appError('MEMBERS_ONLY');
  return caller.userId;
}

/** Members' own tickets (/api/support/my-tickets) and the back-office desk (/api/admin/support). */
export const supportDeskRoutes =
  (desk: SupportDesk): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['support'];
    const member = { access: 'member' as const, rateLimit: perMinute(60) };
    app.get(
      '/api/support/my-tickets',
      {
        config: member,
        schema: { tags, summary: '我的客服工單', response: { 200: MemberTicketListResponse } },
      },
      async (request) => ({ success: true as const, tickets: await desk.memberTickets(memberOf(request)) }),
    );
    app.post(
      '/api/support/my-tickets',
      {
        config: { access: 'member', rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: '會員開立客服工單',
          body: MemberTicketCreateRequest,
          response: { 201: MemberTicketResponse },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await desk.openMemberTicket(
              memberOf(request),
              request.body,
              requestLocale(request.headers['accept-language']),
            ),
          ),
    );
    app.get(
      '/api/support/my-tickets/:id',
      {
        config: member,
        schema: {
          tags,
          summary: '我的工單與對話',
          params: TicketParams,
          response: { 200: MemberTicketResponse },
        },
      },
      async (request) => desk.memberTicket(memberOf(request), request.params.id),
    );
    app.post(
      '/api/support/my-tickets/:id/replies',
      {
        config: { access: 'member', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: '會員回覆自己的工單',
          params: TicketParams,
          body: TicketReplyRequest,
          response: { 201: MemberTicketResponse },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await desk.memberReply(memberOf(request), request.params.id, request.body.message)),
    );

    // ── Back-office (admin spec §2.10) ──
    const adminTags = ['admin-support'];
    const base = '/api/admin/support';
    app.get(
      `${base}/stats`,
      {
        config: service('read'),
        schema: { tags: adminTags, summary: '客服統計與最近活動', response: { 200: SupportStatsResponse } },
      },
      async () => ({ success: true as const, ...(await desk.stats()) }),
    );
    app.get(
      `${base}/agents`,
      {
        config: service('read'),
        schema: { tags: adminTags, summary: '可指派的客服人員', response: { 200: SupportAgentsResponse } },
      },
      async () => ({ success: true as const, agents: await desk.agents() }),
    );
    app.get(
      `${base}/tickets`,
      {
        config: service('read'),
        schema: {
          tags: adminTags,
          summary: '客服工單列表',
          querystring: AdminTicketQuery,
          response: { 200: AdminTicketListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await desk.list(request.query)) }),
    );
    app.get(
      `${base}/tickets/:id`,
      {
        config: service('read'),
        schema: {
          tags: adminTags,
          summary: '工單與對話',
          params: TicketParams,
          response: { 200: AdminTicketResponse },
        },
      },
      async (request) => desk.ticket(request.params.id),
    );
    app.patch(
      `${base}/tickets/:id`,
      {
        config: service('write', 60),
        schema: {
          tags: adminTags,
          summary: '變更工單狀態、優先順序或指派',
          params: TicketParams,
          body: AdminTicketUpdateRequest,
          response: { 200: AdminTicketResponse },
        },
      },
      async (request) => desk.update(staffActorOf(request), request.params.id, request.body),
    );
    app.post(
      `${base}/tickets/:id/replies`,
      {
        config: service('write', 60),
        schema: {
          tags: adminTags,
          summary: '回覆工單（寄信通知寄件人）',
          params: TicketParams,
          body: TicketReplyRequest,
          response: { 201: AdminTicketResponse },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await desk.reply(staffActorOf(request), request.params.id, request.body.message)),
    );
  };
