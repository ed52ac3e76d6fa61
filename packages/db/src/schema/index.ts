export * from './plans.ts';
export * from './system.ts';
