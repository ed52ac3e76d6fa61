import { z } from 'zod';
import { errorMessage } from './errors/catalogue.ts';
import { safeText } from './text.ts';

/**
 * A simulated tick, published through the live feed's normal path. The endpoint exists only when
 * the server runs in test mode (NODE_ENV=test): browser tests run at any hour, and the simulator's
 * prices only move during the trading session.
 */
export const SimulatedTickRequest = z.strictObject({
  symbol: safeText({ error: errorMessage('SYMBOL_REQUIRED', 'zh-TW') })
    .trim()
    .toUpperCase()
    .min(1, errorMessage('SYMBOL_REQUIRED', 'zh-TW'))
    .max(20, errorMessage('UNKNOWN_SYMBOL', 'zh-TW')),
  price: z
    .number({ error: errorMessage('VALIDATION_FAILED', 'zh-TW') })
    .positive()
    .max(1_000_000),
});
export type SimulatedTickRequest = z.input<typeof SimulatedTickRequest>;

export const SimulatedTickResponse = z.object({
  success: z.literal(true),
  symbol: z.string(),
  price: z.number(),
  /** Alert firings the tick stored (and delivered). */
  fired: z.number().int(),
  simulated: z.literal(true),
});
export type SimulatedTickResponse = z.infer<typeof SimulatedTickResponse>;
