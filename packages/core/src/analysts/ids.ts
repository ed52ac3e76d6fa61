/**
 * The nine analysts' ids, in the catalogue's order. Every list of analysts in core derives from this
 * one (the team, their names, their tiers); the wire's copy in contracts is held equal to it by a
 * compile-time check in the server, because core imports none of our packages.
 */
export const analystIds = [
  'fundamental',
  'technical',
  'news',
  'risk',
  'community',
  'quant',
  'international',
  'market-sentiment',
  'macro',
] as const;
export type AnalystId = (typeof analystIds)[number];

/**
 * The spec also names seven fallback ids; `taiwan` is our market-sentiment analyst (Taiwan flows:
 * 三大法人, margin, breadth) and `portfolio` our quantitative strategist, so old links keep working.
 */
export const analystAliases: Readonly<Record<string, AnalystId>> = {
  taiwan: 'market-sentiment',
  portfolio: 'quant',
};

const known: ReadonlySet<string> = new Set(analystIds);

export const isAnalystId = (id: string): id is AnalystId => known.has(id);

/** An analyst id or alias as the canonical id; null when it names no analyst. */
export function resolveAnalystId(id: string): AnalystId | null {
  if (isAnalystId(id)) return id;
  return Object.hasOwn(analystAliases, id) ? analystAliases[id]! : null;
}
