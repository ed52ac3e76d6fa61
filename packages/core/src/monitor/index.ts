export * from './rules.ts';
export * from './alert-engine.ts';
export { ThresholdIndex } from './threshold-index.ts';
export * from './event-alerts.ts';
export * from './cadence.ts';
