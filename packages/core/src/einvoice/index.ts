export * from './tax-id.ts';
export * from './carriers.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './choice.ts';
export * from './period.ts';
export * from './qr-code.ts';
