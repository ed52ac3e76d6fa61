export { paymentsConfig, type PaymentSettings } from './config.ts';
export { createPaymentsModule } from './service.ts';
export type { PaymentsModule } from './facade.ts';
export type { ReconcileReport, RefundReconcileReport } from './reconcile.ts';
export type { FinanceLedger, GatewayEvent, LedgerOrder, LedgerRefund } from './finance-reads.ts';
export { registerPaymentJobs } from './jobs.ts';

import type { PaymentsModule } from './facade.ts';
/** The module's HTTP routes (checkout, callbacks, history, refunds, receipts, the sandbox). */
export const paymentRoutes = (payments: PaymentsModule) => payments.routes();
