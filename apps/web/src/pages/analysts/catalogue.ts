import type { AnalystProfile } from '@alphadesk/contracts';

export type TierFilter = 'all' | 'free' | 'premium' | 'favourites';
export type SortKey = 'rating' | 'accuracy' | 'experience' | 'popularity';
export type ViewMode = 'grid' | 'list' | 'comparison';

/** The spec's analyst-type filter values; `taiwan` and `portfolio` are aliases of two analysts. */
export const typeFilters = [
  'fundamental',
  'technical',
  'news',
  'risk',
  'taiwan',
  'international',
  'portfolio',
] as const;

const sortValue = (analyst: AnalystProfile, key: SortKey): number | null => {
  switch (key) {
    case 'rating':
      return analyst.rating;
    case 'accuracy':
      return analyst.accuracy;
    case 'experience': {
      const years = Number.parseFloat(analyst.experience);
      return Number.isFinite(years) ? years : null;
    }
    case 'popularity':
      return analyst.analysisCount;
  }
};

/** Filters and sorts the catalogue: highest first, unknown values (null) last, ties in catalogue order. */
export function arrange(
  analysts: readonly AnalystProfile[],
  options: { tier: TierFilter; type: string; sort: SortKey; favourites: readonly string[] },
): AnalystProfile[] {
  const kept = analysts.filter((analyst) => {
    if (options.tier === 'free' && analyst.tier !== 'free') return false;
    if (options.tier === 'premium' && analyst.tier === 'free') return false;
    if (options.tier === 'favourites' && !options.favourites.includes(analyst.id)) return false;
    if (options.type !== 'all' && analyst.id !== options.type && !analyst.aliases.includes(options.type))
      return false;
    return true;
  });
  const order = new Map(analysts.map((analyst, i) => [analyst.id, i]));
  return kept.sort((a, b) => {
    const x = sortValue(a, options.sort);
    const y = sortValue(b, options.sort);
    if (x === null && y !== null) return 1;
    if (y === null && x !== null) return -1;
    if (x !== null && y !== null && x !== y) return y - x;
    return order.get(a.id)! - order.get(b.id)!;
  });
}

/** The query string of /analysis for a start. */
export function analysisUrl(input: {
  symbol: string;
  analysts: readonly string[];
  type: string;
  instructions: string;
}) {
  const query = new URLSearchParams({
    symbol: input.symbol,
    analysts: input.analysts.join(','),
    type: input.type,
  });
  if (input.instructions.trim()) query.set('instructions', input.instructions.trim());
  return `/analysis?${query.toString()}`;
}
