export * from './market/tick-size.ts';
export * from './market/price-limits.ts';
export * from './market/session.ts';
export * from './entitlements/policy.ts';
export * from './entitlements/period.ts';
export * from './market-data/index.ts';
export * from './indicators/index.ts';
export * from './scoring/index.ts';
