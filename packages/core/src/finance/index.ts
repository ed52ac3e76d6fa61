export * from './periods.ts';
export * from './metrics.ts';
export * from './book-risk.ts';
export * from './alerts.ts';
