/**
 * Community sentiment analyst (社群情緒分析師). We have no social-media feed, so community sentiment
 * is proxied — and labelled as a proxy in every opinion — by what retail crowds leave in market
 * data: trading-volume anomalies, 注意 notices and retail margin positioning (融資/融券). Heat is
 * read contrarily, as Taiwanese chip analysis (籌碼面) does: crowds chasing a move are a warning,
 * crowds leaving are a sign the move is cleaner.
 *
 * | component        | weight | vote                                                                          |
 * |------------------|--------|-------------------------------------------------------------------------------|
 * | volume anomaly   | 1      | z of the last week's mean log volume against the 60 sessions before; a surge (z ≥ 1) votes −clamp(z / 3) × sign(week return), a lull or normal volume 0 |
 * | margin balance   | 1.5    | −clamp(month change of 融資餘額 / 15 %), +0.3 when 券資比 ≥ 30 % on a rising month (squeeze potential) |
 * | attention notices| 0.5    | −0.5 when the stock drew a 注意 notice in the last 30 days, else 0              |
 *
 * Target (10 trading days): the volatility target.
 */
import { barWindow } from '../bars.ts';
import { assertAsOf } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { combine, finish, insufficient, targetFromVolatility, type Vote } from '../opinion.ts';
import { addDays, clamp, meanRange, MONTH, QUARTER, sdRange, WEEK } from '../stats.ts';
import type { AnalystOptions, DatasetName, EvidenceBundle, Opinion } from '../types.ts';

export const COMMUNITY_HORIZON = 10;
export const COMMUNITY_MIN_BARS = QUARTER + WEEK + 1;

export function communityAnalyst(bundle: EvidenceBundle, _options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('community', bundle);
  nb.key('community.proxyNote');
  const w = barWindow(bundle.bars, COMMUNITY_MIN_BARS + MONTH);
  const cite = nb.windowBars(w);
  if (w.n < COMMUNITY_MIN_BARS) {
    nb.keyPoints.length = 0;
    return insufficient(nb, ['bars'], COMMUNITY_HORIZON, { need: COMMUNITY_MIN_BARS, have: w.n });
  }
  const last = w.n - 1;
  const missing: DatasetName[] = [];

  // Volume anomaly.
  const logVolume = new Float64Array(w.n);
  for (let i = 0; i < w.n; i++) logVolume[i] = Math.log1p(w.volume[i]!);
  const recent = meanRange(logVolume, w.n - WEEK, w.n);
  const base = meanRange(logVolume, w.n - WEEK - QUARTER, w.n - WEEK);
  const spread = sdRange(logVolume, w.n - WEEK - QUARTER, w.n - WEEK);
  const z = spread > 0 ? (recent - base) / spread : 0;
  const weekReturn = w.adjClose[last]! / w.adjClose[last - WEEK]! - 1;
  const volumeRefs = {
    z: cite('volumeZ', z, 'number', last, w.n - WEEK - QUARTER),
    week: cite('weekReturn', weekReturn, 'fraction', last, last - WEEK),
  };
  let volumeVote = 0;
  if (z >= 1) {
    volumeVote = -clamp(z / 3) * Math.sign(weekReturn);
    (weekReturn >= 0 ? nb.risks : nb.opportunities).push({
      key: weekReturn >= 0 ? 'community.crowdChasing' : 'community.crowdPanic',
      refs: volumeRefs,
    });
  } else if (z <= -1) nb.key('community.crowdQuiet', volumeRefs);
  else nb.key('community.volumeNormal', volumeRefs);

  // Retail margin positioning.
  let marginVote: number | null = null;
  const margin = bundle.margin;
  if (margin && margin.dates.length > MONTH && margin.margin[margin.dates.length - 1 - MONTH]! > 0) {
    const m = margin.dates.length - 1;
    const change = margin.margin[m]! / margin.margin[m - MONTH]! - 1;
    const shortRatio = margin.margin[m]! > 0 ? margin.short[m]! / margin.margin[m]! : 0;
    const monthReturn = w.adjClose[last]! / w.adjClose[Math.max(0, last - MONTH)]! - 1;
    const src = { dataset: 'margin' as const, info: margin, date: margin.dates[m]! };
    const refs = {
      balance: nb.cite('marginBalance', margin.margin[m]!, 'lots', src),
      change: nb.cite('marginChange20', change, 'fraction', { ...src, from: margin.dates[m - MONTH]! }),
      shortRatio: nb.cite('shortToMargin', shortRatio, 'fraction', src),
      month: cite('monthReturn', monthReturn, 'fraction', last, Math.max(0, last - MONTH)),
    };
    marginVote = -clamp(change / 0.15);
    if (change > 0.05)
      nb.risk(monthReturn >= 0 ? 'community.marginChasing' : 'community.marginCatching', refs);
    else if (change < -0.05) nb.opportunity('community.marginUnwinding', refs);
    else nb.key('community.marginSteady', refs);
    if (shortRatio >= 0.3 && monthReturn > 0) {
      marginVote = clamp(marginVote + 0.3);
      nb.opportunity('community.shortSqueeze', refs);
    }
  } else missing.push('margin');

  // Attention notices.
  let attentionVote: number | null = null;
  if (bundle.status) {
    const monthAgo = addDays(bundle.asOf, -30);
    const count = bundle.status.rows.filter((row) => row.kind === 'attention' && row.date >= monthAgo).length;
    attentionVote = count > 0 ? -0.5 : 0;
    if (count > 0) {
      const src = { dataset: 'status' as const, info: bundle.status, date: bundle.asOf, from: monthAgo };
      nb.risk('community.attention', { count: nb.cite('attentionNotices', count, 'count', src) });
    }
  } else missing.push('status');

  const votes: Vote[] = [
    { weight: 1, value: volumeVote },
    { weight: 1.5, value: marginVote },
    { weight: 0.5, value: attentionVote },
  ];
  const combined = combine(votes);
  const target = targetFromVolatility(nb, combined.score, COMMUNITY_HORIZON);
  return finish(nb, { combined, targetPrice: target, horizonDays: COMMUNITY_HORIZON, missing });
}
