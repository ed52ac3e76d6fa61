export * from './market/tick-size.ts';
export * from './market/price-limits.ts';
export * from './market/session.ts';
