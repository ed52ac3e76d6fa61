import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  EinvoiceDetailResponse,
  EinvoiceStatus,
  EinvoiceSummary,
  InvoicePreference,
  InvoicePreferenceRequest,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';
import type { AdjustOutcome } from './adjustments.ts';
import type { IssueOutcome } from './issuance.ts';

/** A completed payment, as the payments module reports it inside its own transaction. */
export interface CompletedPayment {
  orderNumber: string;
  userId: string;
  amount: number;
  /** What was bought, as the order describes it: the invoice's item name. */
  description: string;
  paidAt: Date;
}

/** A refund the gateway made, reported inside the refund's completing transaction. */
export interface CompletedRefund {
  refundId: string;
  orderNumber: string;
  amount: number;
  /** Nothing is left to refund of the order after this one. */
  full: boolean;
  at: Date;
}

export interface FinanceQuery {
  /** An invoice status, or 'allowance': invoices with an allowance made. */
  status?: EinvoiceStatus | 'allowance';
  from?: Date;
  /** An exact invoice number or order number. */
  search?: string;
  limit: number;
  offset: number;
}

export interface SweepReport {
  invoices: number;
  adjustments: number;
  errors: number;
}

/** Everything other modules, the composition root, jobs and tests may ask of e-invoices. */
export interface EinvoiceModule {
  routes(): FastifyPluginAsyncZod;

  // A member's choice and invoices (the routes).
  preference(caller: AuthContext): Promise<InvoicePreference | null>;
  savePreference(
    caller: AuthContext,
    input: InvoicePreferenceRequest,
  ): Promise<{ preference: InvoicePreference; verified: boolean }>;
  invoices(caller: AuthContext): Promise<EinvoiceSummary[]>;
  invoice(caller: AuthContext, orderNumber: string): Promise<Omit<EinvoiceDetailResponse, 'success'>>;

  // For payments: called inside its transactions (the outbox rows), then after they commit.
  paymentCompleted(tx: Db, payment: CompletedPayment): Promise<void>;
  refundSucceeded(tx: Db, refund: CompletedRefund): Promise<void>;
  issueSoon(orderNumber: string): Promise<void>;
  adjustSoon(refundId: string): Promise<void>;

  // For the jobs.
  issue(orderNumber: string): Promise<IssueOutcome>;
  adjust(refundId: string): Promise<AdjustOutcome>;
  /** Issues and adjusts whatever was left pending (a lost job, retries used up). */
  sweep(): Promise<SweepReport>;

  /** The back-office finance listing: invoices with their voids and allowances. */
  financeList(query: FinanceQuery): Promise<{ invoices: EinvoiceSummary[]; total: number }>;
}
