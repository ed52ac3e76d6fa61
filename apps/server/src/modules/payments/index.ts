export { paymentsConfig, type PaymentSettings } from './config.ts';
export { createPaymentsModule, type PaymentsModule } from './service.ts';
export { paymentRoutes } from './routes.ts';
export { registerPaymentJobs } from './jobs.ts';
