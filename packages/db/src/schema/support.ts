import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { staffAccounts } from './staff.ts';

type Localised = { 'zh-TW': string; 'zh-CN': string; 'en-US': string };

/** The help centre's questions and answers, in every language; seeded, then edited by staff. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    position: integer('position').notNull(),
    question: jsonb('question').$type<Localised>().notNull(),
    answer: jsonb('answer').$type<Localised>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_entries_category_idx').on(table.category, table.position)],
);

/** A message sent through the contact form; the back-office works through them. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    /** Shown to the sender and in the confirmation mail. */
    reference: text('reference').notNull().unique(),
    /** The signed-in sender, when there was one. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] })
      .notNull()
      .default('medium'),
    /** The sender's membership tier when the ticket was opened: decides the first-response target. */
    tier: text('tier', { enum: ['free', 'gold', 'diamond'] })
      .notNull()
      .default('free'),
    /** Where it came from: the public contact form or a signed-in member's ticket page. */
    source: text('source', { enum: ['contact_form', 'member'] })
      .notNull()
      .default('contact_form'),
    assignedStaffId: text('assigned_staff_id').references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('support_tickets_status_idx').on(table.status, table.createdAt),
    index('support_tickets_user_idx').on(table.userId, table.createdAt),
  ],
);

/** One message in a ticket's conversation, from the member (or sender) or from staff. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['member', 'staff'] }).notNull(),
    staffId: text('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_ticket_replies_ticket_idx').on(table.ticketId, table.createdAt)],
);
