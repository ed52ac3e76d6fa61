export * from './entitlements/policy.ts';
export * from './entitlements/period.ts';
