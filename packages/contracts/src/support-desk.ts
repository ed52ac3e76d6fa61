import { z } from 'zod';
import { pageLimit, pageNumber } from './paging.ts';
import { TicketCategory, supportMessages } from './support.ts';
import { safeText } from './text.ts';

/**
 * Customer service (admin spec §2.10, §3 Customer service stats / Activity, §4): tickets from the
 * contact form and from signed-in members, their conversation, assignment, priority and the
 * first-response clock of each membership tier.
 */

export const ticketStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const TicketStatus = z.enum(ticketStatuses, {
  error: '狀態須為 open、in_progress、resolved 或 closed',
});
export type TicketStatus = z.infer<typeof TicketStatus>;

export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const TicketPriority = z.enum(ticketPriorities, {
  error: '優先順序須為 low、medium、high 或 urgent',
});
export type TicketPriority = z.infer<typeof TicketPriority>;

/**
 * The first-response target of each membership tier, in minutes: the one place these live. The
 * SLA clock of a ticket runs from its creation to the first staff reply.
 */
export const supportFirstResponseMinutes = { free: 48 * 60, gold: 8 * 60, diamond: 2 * 60 } as const;
export type SupportTier = keyof typeof supportFirstResponseMinutes;

/**
 * The moves a ticket's status may make: forward along open → in_progress → resolved → closed,
 * straight to resolved or closed, and back to in_progress when a resolved ticket needs more work.
 * A closed ticket stays closed.
 */
export const ticketTransitions: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

const replyMessage = '請輸入回覆內容（最多 2,000 個字）';
const ticketId = safeText({ error: '工單編號格式錯誤' }).regex(/^[0-9a-f-]{36}$/, '工單編號格式錯誤');
export const TicketParams = z.strictObject({ id: ticketId });

export const MemberTicketCreateRequest = z.strictObject({
  category: TicketCategory,
  subject: safeText({ error: supportMessages.subjectRequired })
    .trim()
    .min(1, supportMessages.subjectRequired)
    .max(100, supportMessages.subjectTooLong),
  message: safeText({ error: supportMessages.messageTooShort })
    .trim()
    .min(10, supportMessages.messageTooShort)
    .max(2000, supportMessages.messageTooLong),
});
export type MemberTicketCreateRequest = z.infer<typeof MemberTicketCreateRequest>;

export const TicketReplyRequest = z.strictObject({
  message: safeText({ error: replyMessage }).trim().min(1, replyMessage).max(2000, replyMessage),
});
export type TicketReplyRequest = z.infer<typeof TicketReplyRequest>;

export const TicketReply = z.object({
  id: z.string(),
  author: z.enum(['member', 'staff']),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type TicketReply = z.infer<typeof TicketReply>;

/** A ticket as its sender sees it. */
export const MemberTicket = z.object({
  id: z.string(),
  reference: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  status: TicketStatus,
  created_at: z.string(),
  updated_at: z.string(),
  reply_count: z.number().int(),
});
export type MemberTicket = z.infer<typeof MemberTicket>;

export const MemberTicketListResponse = z.object({
  success: z.literal(true),
  tickets: z.array(MemberTicket),
});
export const MemberTicketResponse = z.object({
  success: z.literal(true),
  ticket: MemberTicket,
  replies: z.array(TicketReply),
});
export type MemberTicketResponse = z.infer<typeof MemberTicketResponse>;

// ── Back-office ──

export const AdminTicketQuery = z.strictObject({
  page: pageNumber,
  limit: pageLimit(10),
  status: TicketStatus.optional(),
  priority: TicketPriority.optional(),
  search: safeText().trim().max(100, '搜尋文字最多 100 個字').optional(),
});
export type AdminTicketQuery = z.output<typeof AdminTicketQuery>;

/** The first-response clock of a ticket, as of the answer's time. */
export const TicketSla = z.object({
  tier: z.enum(['free', 'gold', 'diamond']),
  target_minutes: z.number().int(),
  due_at: z.string(),
  first_response_at: z.string().nullable(),
  /** Minutes left before the target (negative once past it); null once answered. */
  remaining_minutes: z.number().int().nullable(),
  breached: z.boolean(),
});

export const AdminTicket = z.object({
  id: z.string(),
  reference: z.string(),
  source: z.enum(['contact_form', 'member']),
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  status: TicketStatus,
  priority: TicketPriority,
  assigned_staff_id: z.string().nullable(),
  assigned_staff_name: z.string().nullable(),
  sla: TicketSla,
  created_at: z.string(),
  updated_at: z.string(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type AdminTicket = z.infer<typeof AdminTicket>;

export const AdminTicketListResponse = z.object({
  success: z.literal(true),
  tickets: z.array(AdminTicket),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const AdminTicketResponse = z.object({
  success: z.literal(true),
  ticket: AdminTicket,
  replies: z.array(TicketReply),
});
export type AdminTicketResponse = z.infer<typeof AdminTicketResponse>;

export const AdminTicketUpdateRequest = z
  .strictObject({
    status: TicketStatus.optional(),
    priority: TicketPriority.optional(),
    /** A staff account's id, or null to unassign. */
    assigned_staff_id: safeText({ error: '客服人員編號格式錯誤' })
      .regex(/^[0-9a-f-]{36}$/, '客服人員編號格式錯誤')
      .nullable()
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: '請至少修改一個欄位' });
export type AdminTicketUpdateRequest = z.infer<typeof AdminTicketUpdateRequest>;

export const SupportAgent = z.object({ id: z.string(), name: z.string(), role: z.string() });
export const SupportAgentsResponse = z.object({ success: z.literal(true), agents: z.array(SupportAgent) });

/** Spec §3 Activity: here every activity is a ticket (the only channel the service has). */
export const SupportActivity = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  user_email: z.string(),
  agent_name: z.string().nullable(),
  created_at: z.string(),
  type: z.literal('ticket'),
  priority: TicketPriority,
  status: TicketStatus,
});

/**
 * Spec §3 Customer service stats, every figure counted from the stored tickets. There is no
 * satisfaction survey, so satisfaction_score is null rather than a made-up number.
 */
export const SupportStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    total_tickets: z.number().int(),
    open_tickets: z.number().int(),
    in_progress_tickets: z.number().int(),
    resolved_tickets: z.number().int(),
    closed_tickets: z.number().int(),
    urgent_tickets: z.number().int(),
    /** Mean minutes from creation to the first staff reply, over answered tickets; null if none. */
    avg_response_time: z.number().nullable(),
    satisfaction_score: z.null(),
    /** (resolved + closed) / total, as a fraction; null with no ticket. */
    resolution_rate: z.number().nullable(),
    /** Staff who replied to a ticket in the last 30 days. */
    active_agents: z.number().int(),
    /** Unanswered tickets past their tier's first-response target, and answered ones answered late. */
    sla_breached: z.number().int(),
    first_response_targets: z.object({
      free: z.number().int(),
      gold: z.number().int(),
      diamond: z.number().int(),
    }),
  }),
  recent_activity: z.array(SupportActivity),
});
export type SupportStatsResponse = z.infer<typeof SupportStatsResponse>;
