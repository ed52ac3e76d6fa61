export * from './errors.ts';
export * from './health.ts';
export * from './plans.ts';
export * from './jobs.ts';
export * from './auth.ts';
export * from './preferences.ts';
export * from './market.ts';
export * from './payments.ts';
