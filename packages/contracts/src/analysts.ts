import { z } from 'zod';

/**
 * The nine analysts' ids, in the catalogue's order: the one list the server and both apps use.
 * (packages/core keeps the same list for the analysts themselves — core imports none of our
 * packages — and the server fails to compile when the two differ.)
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
export const analystIdSchema = z.enum(analystIds);
export type AnalystId = z.infer<typeof analystIdSchema>;
