import type { Usage, UserProfile } from '@alphadesk/contracts';
import type { Language } from '@alphadesk/ui/plain';
import { TAIPEI_TIME_ZONE } from '../../lib/taipei.ts';

/** Analyses left this period; null when the plan has no limit. */
export function remainingAnalyses(usage: Usage): number | null {
  return usage.analysisLimit === null ? null : Math.max(0, usage.analysisLimit - usage.analysesUsed);
}

export function limitReached(usage: Usage): boolean {
  return usage.analysisLimit !== null && usage.analysesUsed >= usage.analysisLimit;
}

/** Percent of the allowance used, for the usage bar (0 for unlimited plans). */
export function usagePercent(usage: Usage): number {
  if (usage.analysisLimit === null) return 0;
  return Math.min(100, Math.round((usage.analysesUsed / usage.analysisLimit) * 100));
}

/** The badge a user wears: guests are guests whatever their nominal tier. */
export type Badge = UserProfile['tier'] | 'guest';
export const badgeOf = (user: UserProfile): Badge => (user.kind === 'guest' ? 'guest' : user.tier);

/** A calendar date as read in Taipei, in the reader's language. */
export function formatTaipeiDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, {
    timeZone: TAIPEI_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}
