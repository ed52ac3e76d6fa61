export * from './statistics.ts';
export * from './forecast.ts';
export * from './cohorts.ts';
export * from './flags.ts';
