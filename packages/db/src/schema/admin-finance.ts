import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * General ledger entries staff add in the back-office finance screen (admin spec §3 "general
 * transaction"): income and expenses outside the payment gateway (rent, cloud bills, grants).
 * Amounts are whole NT$ and always positive; the type says which way the money went.
 */
export const financeRecords = pgTable(
  'finance_records',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    category: text('category').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull().default(''),
    /** When the money moved (the staff member's date, Taipei midnight as an instant). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['completed', 'pending', 'cancelled'] }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('finance_records_occurred_idx').on(table.occurredAt)],
);
