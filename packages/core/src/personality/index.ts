export * from './types.ts';
export * from './questions.ts';
export * from './scoring.ts';
export * from './contradictions.ts';
export * from './profiles.ts';
export * from './session.ts';
export * from './fit.ts';
