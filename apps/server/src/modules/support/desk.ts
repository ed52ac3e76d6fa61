import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  or,
  sql,
  staffAccounts,
  supportTicketReplies,
  supportTickets,
  users,
  type Db,
} from '@alphadesk/db';
import { ilike } from 'drizzle-orm';
import {
  grantsAllow,
  roleGrants,
  supportFirstResponseMinutes,
  ticketTransitions,
  type AdminTicket,
  type AdminTicketQuery,
  type AdminTicketResponse,
  type AdminTicketUpdateRequest,
  type MemberTicket,
  type MemberTicketCreateRequest,
  type MemberTicketResponse,
  type SupportStatsResponse,
  type TicketReply,
  type TicketStatus,
} from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { appError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { AuditActor, AuditModule } from '../audit/index.ts';
import { ticketReference } from './service.ts';
import { staffReplyMail } from './texts.ts';

type TicketRow = typeof supportTickets.$inferSelect;
type ReplyRow = typeof supportTicketReplies.$inferSelect;

const minute = 60_000;

/** The first-response clock of a ticket at `at`. */
export function slaOf(ticket: Pick<TicketRow, 'tier' | 'createdAt' | 'firstResponseAt'>, at: Date) {
  const target = supportFirstResponseMinutes[ticket.tier];
  const due = new Date(ticket.createdAt.getTime() + target * minute);
  const answered = ticket.firstResponseAt;
  return {
    tier: ticket.tier,
    target_minutes: target,
    due_at: due.toISOString(),
    first_response_at: answered?.toISOString() ?? null,
    remaining_minutes: answered ? null : Math.floor((due.getTime() - at.getTime()) / minute),
    breached: answered ? answered > due : at > due,
  };
}

const replyOf = (row: ReplyRow): TicketReply => ({
  id: row.id,
  author: row.author,
  author_name: row.authorName,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/**
 * The ticket desk: members open and follow their tickets, staff list, assign, prioritise, move and
 * answer them. A staff reply is mailed to the sender; every staff change is audited.
 */
export function createSupportDesk(deps: {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  mailer: Mailer;
  log: Logger;
  now: () => Date;
}) {
  const { db, audit, mailer, log, now } = deps;

  async function memberTicketRow(userId: string, id: string): Promise<TicketRow> {
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)));
    // Someone else's ticket answers exactly as a missing one.
    if (!row) throw appError('SUPPORT_TICKET_NOT_FOUND');
    return row;
  }

  async function repliesOf(ticketId: string): Promise<ReplyRow[]> {
    return db
      .select()
      .from(supportTicketReplies)
      .where(eq(supportTicketReplies.ticketId, ticketId))
      .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  }

  const memberView = (row: TicketRow, replyCount: number): MemberTicket => ({
    id: row.id,
    reference: row.reference,
    category: row.category,
    subject: row.subject,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: (row.updatedAt ?? row.createdAt).toISOString(),
    reply_count: replyCount,
  });

  async function replyCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ ticketId: supportTicketReplies.ticketId, n: count() })
      .from(supportTicketReplies)
      .where(inArray(supportTicketReplies.ticketId, ids))
      .groupBy(supportTicketReplies.ticketId);
    return new Map(rows.map((row) => [row.ticketId, row.n]));
  }

  async function staffNames(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(staffAccounts)
      .where(inArray(staffAccounts.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  function adminView(row: TicketRow, names: Map<string, string>): AdminTicket {
    return {
      id: row.id,
      reference: row.reference,
      source: row.source,
      user_id: row.userId,
      name: row.name,
      email: row.email,
      category: row.category,
      subject: row.subject,
      message: row.message,
      status: row.status,
      priority: row.priority,
      assigned_staff_id: row.assignedStaffId,
      assigned_staff_name: row.assignedStaffId ? (names.get(row.assignedStaffId) ?? null) : null,
      sla: slaOf(row, now()),
      created_at: row.createdAt.toISOString(),
      updated_at: (row.updatedAt ?? row.createdAt).toISOString(),
      resolved_at: row.resolvedAt?.toISOString() ?? null,
      closed_at: row.closedAt?.toISOString() ?? null,
    };
  }

  async function staffTicket(id: string): Promise<AdminTicketResponse> {
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
    if (!row) throw appError('SUPPORT_TICKET_NOT_FOUND');
    const names = await staffNames([row.assignedStaffId]);
    return {
      success: true,
      ticket: adminView(row, names),
      replies: (await repliesOf(id)).map(replyOf),
    };
  }

  /** Timestamps a status change sets. */
  function statusStamps(status: TicketStatus, at: Date) {
    return {
      status,
      updatedAt: at,
      ...(status === 'resolved' ? { resolvedAt: at } : {}),
      ...(status === 'closed' ? { closedAt: at } : {}),
      ...(status === 'in_progress' ? { resolvedAt: null } : {}),
    };
  }

  return {
    // ── Members ──
    async memberTickets(userId: string): Promise<MemberTicket[]> {
      const rows = await db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.userId, userId))
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(100);
      const counts = await replyCounts(rows.map((row) => row.id));
      return rows.map((row) => memberView(row, counts.get(row.id) ?? 0));
    },

    async memberTicket(userId: string, id: string): Promise<MemberTicketResponse> {
      const row = await memberTicketRow(userId, id);
      const replies = await repliesOf(id);
      return { success: true, ticket: memberView(row, replies.length), replies: replies.map(replyOf) };
    },

    async openMemberTicket(
      userId: string,
      request: MemberTicketCreateRequest,
      locale: Locale,
    ): Promise<MemberTicketResponse> {
      const [user] = await db
        .select({ name: users.name, email: users.email, tier: users.tier })
        .from(users)
        .where(eq(users.id, userId));
      if (!user?.email) throw appError('MEMBERS_ONLY');
      const at = now();
      const [row] = await db
        .insert(supportTickets)
        .values({
          id: randomUUID(),
          reference: ticketReference(at),
          userId,
          name: user.name,
          email: user.email,
          ...request,
          locale,
          tier: user.tier,
          source: 'member',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return { success: true, ticket: memberView(row!, 0), replies: [] };
    },

    async memberReply(userId: string, id: string, body: string): Promise<MemberTicketResponse> {
      const row = await memberTicketRow(userId, id);
      if (row.status === 'closed') throw appError('SUPPORT_TICKET_CLOSED');
      const at = now();
      await db.transaction(async (tx) => {
        await tx.insert(supportTicketReplies).values({
          id: randomUUID(),
          ticketId: id,
          author: 'member',
          staffId: null,
          authorName: row.name,
          body,
          createdAt: at,
        });
        // A reply to a resolved ticket means it is not resolved after all.
        await tx
          .update(supportTickets)
          .set(row.status === 'resolved' ? statusStamps('in_progress', at) : { updatedAt: at })
          .where(eq(supportTickets.id, id));
      });
      const replies = await repliesOf(id);
      const [updated] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      return { success: true, ticket: memberView(updated!, replies.length), replies: replies.map(replyOf) };
    },

    // ── Staff ──
    async list(query: AdminTicketQuery) {
      const conditions = [
        query.status ? eq(supportTickets.status, query.status) : undefined,
        query.priority ? eq(supportTickets.priority, query.priority) : undefined,
        query.search
          ? or(
              ilike(supportTickets.subject, `%${escapeLike(query.search)}%`),
              ilike(supportTickets.email, `%${escapeLike(query.search)}%`),
              ilike(supportTickets.reference, `%${escapeLike(query.search)}%`),
            )
          : undefined,
      ].filter((condition) => condition !== undefined);
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
      const rows = await db
        .select()
        .from(supportTickets)
        .where(where)
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const names = await staffNames(rows.map((row) => row.assignedStaffId));
      return {
        tickets: rows.map((row) => adminView(row, names)),
        total: total?.n ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    ticket: staffTicket,

    /** Staff who may answer tickets (customer_service write), for the assignment list. */
    async agents() {
      const rows = await db
        .select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role })
        .from(staffAccounts)
        .where(eq(staffAccounts.status, 'active'))
        .orderBy(asc(staffAccounts.name));
      return rows.filter((row) =>
        grantsAllow(roleGrants[row.role], { module: 'customer_service', action: 'write' }),
      );
    },

    async update(actor: AuditActor, id: string, patch: AdminTicketUpdateRequest) {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      if (!row) throw appError('SUPPORT_TICKET_NOT_FOUND');
      if (
        patch.status &&
        patch.status !== row.status &&
        !ticketTransitions[row.status].includes(patch.status)
      )
        throw appError('SUPPORT_STATUS_TRANSITION');
      if (patch.assigned_staff_id) {
        const agents = await this.agents();
        if (!agents.some((agent) => agent.id === patch.assigned_staff_id))
          throw appError('SUPPORT_AGENT_INVALID');
      }
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(supportTickets)
          .set({
            updatedAt: at,
            ...(patch.status && patch.status !== row.status ? statusStamps(patch.status, at) : {}),
            ...(patch.priority ? { priority: patch.priority } : {}),
            ...(patch.assigned_staff_id !== undefined ? { assignedStaffId: patch.assigned_staff_id } : {}),
          })
          .where(eq(supportTickets.id, id));
        await audit.record(
          {
            action: 'support.ticket_updated',
            actor,
            target: { type: 'support_ticket', id },
            before: {
              status: row.status,
              priority: row.priority,
              assigned_staff_id: row.assignedStaffId,
            },
            after: patch,
          },
          tx as unknown as Db,
        );
      });
      return staffTicket(id);
    },

    async reply(actor: AuditActor, id: string, body: string) {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      if (!row) throw appError('SUPPORT_TICKET_NOT_FOUND');
      if (row.status === 'closed') throw appError('SUPPORT_TICKET_CLOSED');
      const at = now();
      const replyId = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(supportTicketReplies).values({
          id: replyId,
          ticketId: id,
          author: 'staff',
          staffId: actor.id,
          authorName: actor.name ?? 'AlphaDesk',
          body,
          createdAt: at,
        });
        await tx
          .update(supportTickets)
          .set({
            updatedAt: at,
            ...(row.firstResponseAt ? {} : { firstResponseAt: at }),
            ...(row.status === 'open' ? { status: 'in_progress' as const } : {}),
            ...(row.assignedStaffId || !actor.id ? {} : { assignedStaffId: actor.id }),
          })
          .where(eq(supportTickets.id, id));
        await audit.record(
          {
            action: 'support.ticket_replied',
            actor,
            target: { type: 'support_ticket', id },
            details: { reply_id: replyId, length: body.length },
          },
          tx as unknown as Db,
        );
      });
      try {
        await mailer.send({ to: row.email, ...staffReplyMail(row, body, row.locale as Locale) });
      } catch (error) {
        // The reply is stored and shown on the member's ticket page either way.
        log.warn({ err: error, ticket: row.reference }, 'support reply mail failed');
      }
      return staffTicket(id);
    },

    async stats(): Promise<Omit<SupportStatsResponse, 'success'>> {
      const at = now();
      const rows = await db
        .select({
          status: supportTickets.status,
          priority: supportTickets.priority,
          tier: supportTickets.tier,
          createdAt: supportTickets.createdAt,
          firstResponseAt: supportTickets.firstResponseAt,
        })
        .from(supportTickets);
      const byStatus = (status: TicketStatus) => rows.filter((row) => row.status === status).length;
      const answered = rows.filter((row) => row.firstResponseAt);
      const responseMinutes = answered.map(
        (row) => (row.firstResponseAt!.getTime() - row.createdAt.getTime()) / minute,
      );
      const [agents] = await db
        .select({ n: sql<number>`count(distinct ${supportTicketReplies.staffId})::int` })
        .from(supportTicketReplies)
        .where(
          and(
            isNotNull(supportTicketReplies.staffId),
            gte(supportTicketReplies.createdAt, new Date(at.getTime() - 30 * 24 * 60 * minute)),
          ),
        );
      const recent = await db
        .select()
        .from(supportTickets)
        .orderBy(desc(sql`coalesce(${supportTickets.updatedAt}, ${supportTickets.createdAt})`))
        .limit(10);
      const names = await staffNames(recent.map((row) => row.assignedStaffId));
      const resolved = byStatus('resolved') + byStatus('closed');
      return {
        stats: {
          total_tickets: rows.length,
          open_tickets: byStatus('open'),
          in_progress_tickets: byStatus('in_progress'),
          resolved_tickets: byStatus('resolved'),
          closed_tickets: byStatus('closed'),
          urgent_tickets: rows.filter(
            (row) => row.priority === 'urgent' && row.status !== 'resolved' && row.status !== 'closed',
          ).length,
          avg_response_time: responseMinutes.length
            ? Math.round(
                (responseMinutes.reduce((sum, value) => sum + value, 0) / responseMinutes.length) * 10,
              ) / 10
            : null,
          satisfaction_score: null,
          resolution_rate: rows.length ? resolved / rows.length : null,
          active_agents: agents?.n ?? 0,
          sla_breached: rows.filter((row) => slaOf(row, at).breached).length,
          first_response_targets: { ...supportFirstResponseMinutes },
        },
        recent_activity: recent.map((row) => ({
          id: row.id,
          title: row.subject,
          description: `${row.reference} · ${row.category}`,
          user_email: row.email,
          agent_name: row.assignedStaffId ? (names.get(row.assignedStaffId) ?? null) : null,
          created_at: row.createdAt.toISOString(),
          type: 'ticket' as const,
          priority: row.priority,
          status: row.status,
        })),
      };
    },
  };
}
export type SupportDesk = ReturnType<typeof createSupportDesk>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);
