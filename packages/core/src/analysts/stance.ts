/**
 * Which side a statement argues, read from its message key: a bull point says something favourable
 * for the stock's price, a bear point something unfavourable; everything else describes without
 * arguing. The bull and bear cases are built from this, not from the analyst's overall signal, so
 * "K 低於 D，短線偏弱" never lands in the bull case because the same analyst said buy.
 */
import type { MessageKey } from './text/zh-TW.ts';
import type { Point } from './types.ts';

export type Stance = 'bull' | 'bear';

const bullKeys: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'technical.maBullish',
  'technical.rsiOversold',
  'technical.macdGoldenCross',
  'technical.macdBull',
  'technical.kdGoldenCrossLow',
  'technical.kdBull',
  'technical.bollBelow',
  'technical.volumeSurgeUp',
  'technical.breakout',
  'fundamental.peCheap',
  'fundamental.pbCheap',
  'fundamental.revenueGrowth',
  'fundamental.revenueAccelerating',
  'news.positiveWords',
  'community.crowdPanic',
  'community.marginUnwinding',
  'community.shortSqueeze',
  'quant.ruleFiring',
  'international.leadUp',
  'international.twdStrengthening',
  'marketSentiment.breadthStrong',
  'marketSentiment.trustStreak',
  'marketSentiment.leverageFalling',
  'macro.bullRegime',
  'macro.ratesFalling',
]);

const bearKeys: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'technical.maBearish',
  'technical.rsiOverbought',
  'technical.macdDeadCross',
  'technical.macdBear',
  'technical.kdDeadCrossHigh',
  'technical.kdBear',
  'technical.bollAbove',
  'technical.volumeSurgeDown',
  'technical.breakdown',
  'fundamental.peExpensive',
  'fundamental.pbExpensive',
  'fundamental.revenueDecline',
  'fundamental.revenueDecelerating',
  'news.negativeWords',
  'risk.deepDrawdown',
  'risk.limitDownDays',
  'risk.highBeta',
  'risk.attention',
  'risk.disposition',
  'risk.vetoDisposition',
  'risk.vetoVar',
  'risk.vetoIlliquid',
  'community.crowdChasing',
  'community.marginChasing',
  'community.marginCatching',
  'community.attention',
  'quant.ruleFiringWeak',
  'international.leadDown',
  'international.twdWeakening',
  'marketSentiment.breadthWeak',
  'marketSentiment.foreignSelling',
  'marketSentiment.leverageRising',
  'macro.bearRegime',
  'macro.volatilityHigh',
  'macro.ratesRising',
]);

/** The side a point argues, or null when it only describes. */
export function stanceOf(point: Pick<Point, 'key'>): Stance | null {
  if (bullKeys.has(point.key)) return 'bull';
  if (bearKeys.has(point.key)) return 'bear';
  return null;
}
