import { z } from 'zod';
import { AlertType, MarketEvent } from './monitor.ts';
import { safeText } from './text.ts';

/**
 * The live market feed `/ws/market?token=` (member-site spec §4, §7). The access token
 * authenticates the connection; `alertsAfter` and `eventsAfter` are the last sequence numbers the
 * client saw, and everything after them is sent again from the database before live messages.
 */
export const MarketFeedQuery = z.strictObject({
  token: safeText().min(1).max(4096),
  alertsAfter: z.coerce.number().int().nonnegative().optional(),
  eventsAfter: z.coerce.number().int().nonnegative().optional(),
  /**
   * The language alerts and events are worded in (zh-TW, zh-CN or en-US). Anything else is ignored
   * (never a refused connection): the upgrade request's Accept-Language decides, then zh-TW.
   */
  locale: z.string().max(35).optional().catch(undefined),
});
export type MarketFeedQuery = z.infer<typeof MarketFeedQuery>;

/** Close codes the feed uses, each with its reason. */
export const marketFeedCloseCodes = {
  /** No token, a malformed, expired or revoked one. */
  unauthenticated: 4401,
  /** A guest session: the monitor is for members. */
  membersOnly: 4403,
  /** The client did not read: its queue of alerts and events passed the cap. Reconnect and resume. */
  tooSlow: 4408,
  /** No answer to heartbeats. */
  timedOut: 4000,
} as const;

const symbols = z
  .array(
    safeText()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z^.]{1,20}$/),
  )
  .min(1)
  .max(100);

export const MarketFeedClientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('subscribe'), symbols }),
  z.strictObject({ type: z.literal('unsubscribe'), symbols }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type MarketFeedClientMessage = z.infer<typeof MarketFeedClientMessage>;

export const PriceUpdate = z.object({
  symbol: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number(),
  high: z.number(),
  low: z.number(),
  lastUpdated: z.string(),
  simulated: z.boolean(),
});
export type PriceUpdate = z.infer<typeof PriceUpdate>;

export const AlertTriggered = z.object({
  alertId: z.string(),
  symbol: z.string(),
  type: AlertType,
  /** The member's own note on the rule, as they wrote it. */
  message: z.string(),
  /** What happened, worded in the connection's language (absent from firings of older servers). */
  text: z.string().optional(),
  price: z.number(),
  value: z.number(),
  triggeredAt: z.string(),
  simulated: z.boolean(),
});
export type AlertTriggered = z.infer<typeof AlertTriggered>;

export const IndexUpdate = z.object({
  symbol: z.string(),
  name: z.string(),
  value: z.number(),
  change: z.number(),
  changePercent: z.number(),
  lastUpdated: z.string(),
  simulated: z.boolean(),
});
export type IndexUpdate = z.infer<typeof IndexUpdate>;

export const MarketFeedServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('price_update'), data: PriceUpdate }),
  z.object({ type: z.literal('alert_triggered'), sequence: z.number().int(), data: AlertTriggered }),
  z.object({ type: z.literal('market_event'), sequence: z.number().int(), data: MarketEvent }),
  z.object({ type: z.literal('index_update'), data: IndexUpdate }),
  z.object({ type: z.literal('heartbeat'), time: z.string() }),
  z.object({ type: z.literal('subscribed'), symbols: z.array(z.string()) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type MarketFeedServerMessage = z.infer<typeof MarketFeedServerMessage>;
