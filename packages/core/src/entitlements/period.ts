import { taipeiOffsetMs } from '../market/session.ts';
import type { PrincipalKind } from './policy.ts';

/** The usage period an analysis counts against: the Taipei calendar month, or "lifetime" for guests. */
export function usagePeriod(kind: PrincipalKind, instant: Date): string {
  if (kind === 'guest') return 'lifetime';
  return new Date(instant.getTime() + taipeiOffsetMs).toISOString().slice(0, 7);
}

/** Midnight Asia/Taipei on the first day of the next month, as an instant. */
export function nextPeriodStart(instant: Date): Date {
  const taipei = new Date(instant.getTime() + taipeiOffsetMs);
  const firstOfNext = Date.UTC(taipei.getUTCFullYear(), taipei.getUTCMonth() + 1, 1);
  return new Date(firstOfNext - taipeiOffsetMs);
}
