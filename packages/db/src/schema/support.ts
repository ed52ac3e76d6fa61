import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

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
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_tickets_status_idx').on(table.status, table.createdAt)],
);
