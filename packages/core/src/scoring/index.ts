export * from './costs.ts';
export * from './evaluate.ts';
