/**
 * The AI analyst team: nine analysts that compute their opinions from an evidence bundle and cite
 * every number they use, a coordinator that weighs them into one verdict, report templates in
 * zh-TW, zh-CN and en-US, and the number checker that holds any narrator to the evidence.
 */
export type * from './types.ts';
export { analystIds, analystAliases, isAnalystId, resolveAnalystId, type AnalystId } from './ids.ts';
export { evidenceUnits, datasetNames, evidenceDatasets, messageKeys } from './vocabulary.ts';
export { BundleError, assertAsOf, sliceBundle, validateBars, lastIndexAtOrBefore } from './bundle.ts';
export { OWN_PROVIDER } from './evidence.ts';
export {
  BUY_THRESHOLD,
  SELL_THRESHOLD,
  INSUFFICIENT_CONFIDENCE,
  combine,
  confidenceOf,
  signalOf,
  nearestTick,
  volatilityTarget,
  type Vote,
  type Combined,
} from './opinion.ts';
export {
  analysts,
  communityAnalyst,
  fundamentalAnalyst,
  internationalAnalyst,
  macroAnalyst,
  marketSentimentAnalyst,
  newsAnalyst,
  quantAnalyst,
  riskAnalyst,
  technicalAnalyst,
} from './team/index.ts';
export { scoreHeadline, positiveWords, negativeWords, negators } from './team/news-lexicon.ts';
export { scanRules, ruleIds, type RuleId, type RuleStats, type QuantScan } from './team/quant-rules.ts';
export {
  analyse,
  teamVerdict,
  QUICK_BARS,
  DETAILED_BARS,
  depthWindows,
  type AnalyseOptions,
  type AnalysisResult,
  type Depth,
  type RiskAdjustment,
} from './coordinator.ts';
export type { CasePoint, DebateTurn } from './debate.ts';
export {
  renderReport,
  renderPoint,
  type RenderedReport,
  type RenderedAnalyst,
  type RenderedEvidence,
} from './text/render.ts';
export { formatValue, joinSentences } from './text/format.ts';
export { analystName, signalName } from './text/names.ts';
export type { Locale } from './text/template.ts';
export type { MessageKey } from './text/zh-TW.ts';
export { checkNarrative, type NarrativeCheck } from './narrative/check.ts';
export { extractNumbers, type FoundNumber, type FoundDate } from './narrative/numbers.ts';
