export { subscriptionsConfig, type SubscriptionSettings } from './config.ts';
export { createSubscriptionService, type SubscriptionService } from './service.ts';
export { createPlanPricing } from './pricing.ts';
export { createRenewals } from './renewals.ts';
export { subscriptionRoutes } from './routes.ts';
export { registerSubscriptionJobs } from './jobs.ts';
