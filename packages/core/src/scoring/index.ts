export * from './costs.ts';
export * from './evaluate.ts';
export * from './stats.ts';
export * from './benchmark.ts';
export * from './baselines.ts';
export * from './calibration.ts';
export * from './protocol.ts';
export * from './weights.ts';
