export * from './plans.ts';
export * from './system.ts';
export * from './accounts.ts';
