export * from './plans.ts';
export * from './system.ts';
export * from './accounts.ts';
export * from './market.ts';
export * from './billing.ts';
export * from './analyses.ts';
export * from './portfolios.ts';
export * from './personality.ts';
