export * from './costs.ts';
export * from './evaluate.ts';
export * from './stats.ts';
