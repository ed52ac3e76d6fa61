import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Where a member's e-invoices go (電子發票): a carrier, a donation or a company tax id. */
export const einvoicePreferences = pgTable('einvoice_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', {
    enum: ['mobile-barcode', 'citizen-certificate', 'member-carrier', 'donation', 'company'],
  }).notNull(),
  carrierNumber: text('carrier_number'),
  loveCode: text('love_code'),
  taxId: text('tax_id'),
  companyName: text('company_name'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * One invoice per completed payment, written in the payment's own transaction as 'pending' (the
 * outbox the issuing job works from) and filled in once the provider issued it. The order number is
 * the provider's RelateNumber, so an issue that happened but was never recorded is found again.
 */
export const einvoices = pgTable(
  'einvoices',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    itemName: text('item_name').notNull(),
    status: text('status', { enum: ['pending', 'issued', 'voided', 'failed'] }).notNull(),
    /** The destination used (or to be used): the member's choice when the payment completed. */
    destination: jsonb('destination').$type<Record<string, string>>(),
    invoiceNumber: text('invoice_number'),
    invoiceDate: at('invoice_date'),
    randomNumber: text('random_number'),
    /** Issued by a test merchant or the built-in stand-in: not a real invoice. */
    testMode: boolean('test_mode').notNull().default(true),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    paidAt: at('paid_at').notNull(),
    createdAt: at('created_at').notNull(),
    issuedAt: at('issued_at'),
    voidedAt: at('voided_at'),
  },
  (table) => [
    uniqueIndex('einvoices_order_unique').on(table.orderNumber),
    index('einvoices_user_idx').on(table.userId, table.createdAt),
    index('einvoices_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * What a refund does to an invoice: a void (作廢) within its filing period, an allowance (折讓)
 * after it. Written pending in the refund's transaction, carried out by a job; one per refund.
 */
export const einvoiceAdjustments = pgTable(
  'einvoice_adjustments',
  {
    id: text('id').primaryKey(),
    einvoiceId: text('einvoice_id')
      .notNull()
      .references(() => einvoices.id, { onDelete: 'cascade' }),
    refundId: text('refund_id').notNull(),
    kind: text('kind', { enum: ['void', 'allowance'] }),
    amount: integer('amount').notNull(),
    full: boolean('full').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull(),
    allowanceNumber: text('allowance_number'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    refundedAt: at('refunded_at').notNull(),
    createdAt: at('created_at').notNull(),
    doneAt: at('done_at'),
  },
  (table) => [
    uniqueIndex('einvoice_adjustments_refund_unique').on(table.refundId),
    index('einvoice_adjustments_status_idx').on(table.status, table.createdAt),
  ],
);

/** The built-in stand-in provider's own books (it plays ECPay's side; never read by our module). */
export const einvoiceStandinInvoices = pgTable(
  'einvoice_standin_invoices',
  {
    invoiceNumber: text('invoice_number').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    relateNumber: text('relate_number').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    randomNumber: text('random_number').notNull(),
    salesAmount: integer('sales_amount').notNull(),
    remainingAmount: integer('remaining_amount').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    invalidAt: text('invalid_at'),
    allowances: jsonb('allowances')
      .$type<Array<{ number: string; amount: number; date: string }>>()
      .notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('einvoice_standin_relate_unique').on(table.merchantId, table.relateNumber)],
);
