export { einvoiceConfig, type EinvoiceSettings } from './config.ts';
export { createEinvoiceModule } from './service.ts';
export type { EinvoiceModule, CompletedPayment, CompletedRefund, FinanceQuery } from './facade.ts';
export { registerEinvoiceJobs } from './jobs.ts';

import type { EinvoiceModule } from './facade.ts';
/** The module's HTTP routes (the member's choice and invoices, the built-in stand-in). */
export const einvoiceRoutes = (einvoices: EinvoiceModule) => einvoices.routes();
