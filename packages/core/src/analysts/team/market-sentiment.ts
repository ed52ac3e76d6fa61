/**
 * Market sentiment analyst (市場情緒分析師, the spec's "taiwan" analyst): the Taiwan market's own
 * flows — breadth, 三大法人 net buying of the stock, and the market's margin-loan trend.
 *
 * | component         | weight | vote                                                                         |
 * |-------------------|--------|------------------------------------------------------------------------------|
 * | breadth           | 1      | clamp((advances / (advances + declines) over the last week − 0.5) × 4)        |
 * | 三大法人 flows    | 1.5    | ½ · clamp(10 × net week sum / week volume) + ½ · clamp(10 × net month sum / month volume) |
 * | market margin     | 0.5    | −clamp(month change of the market's 融資餘額 / 10 %): rising leverage runs hot |
 *
 * Target (10 trading days): the volatility target.
 */
import { assertAsOf } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { combine, finish, insufficient, targetFromVolatility, type Vote } from '../opinion.ts';
import { clamp, MONTH, sumRange, WEEK } from '../stats.ts';
import type { AnalystOptions, DatasetName, EvidenceBundle, Opinion } from '../types.ts';

export const MARKET_SENTIMENT_HORIZON = 10;

function breadthVote(nb: Notebook, bundle: EvidenceBundle): number | null {
  const b = bundle.breadth;
  if (!b || b.dates.length < MONTH) return null;
  const n = b.dates.length;
  const ratio = (from: number) => {
    const up = sumRange(b.advances, from, n);
    const down = sumRange(b.declines, from, n);
    return up + down > 0 ? up / (up + down) : 0.5;
  };
  const src = { dataset: 'breadth' as const, info: b, symbol: 'TWSE', date: b.dates[n - 1]! };
  const week = ratio(n - WEEK);
  const refs = {
    week: nb.cite('advanceRatio5', week, 'fraction', { ...src, from: b.dates[n - WEEK]! }),
    month: nb.cite('advanceRatio20', ratio(n - MONTH), 'fraction', { ...src, from: b.dates[n - MONTH]! }),
    advances: nb.cite('advances', b.advances[n - 1]!, 'count', src),
    declines: nb.cite('declines', b.declines[n - 1]!, 'count', src),
  };
  if (week >= 0.6) nb.opportunity('marketSentiment.breadthStrong', refs);
  else if (week <= 0.4) nb.risk('marketSentiment.breadthWeak', refs);
  else nb.key('marketSentiment.breadth', refs);
  return clamp((week - 0.5) * 4);
}

function flowVote(nb: Notebook, bundle: EvidenceBundle): number | null {
  const f = bundle.institutional;
  const bars = bundle.bars;
  if (!f || f.dates.length < MONTH || bars.dates.length < MONTH) return null;
  const n = f.dates.length;
  const src = { dataset: 'institutional' as const, info: f, date: f.dates[n - 1]! };
  const sums = (days: number) => {
    const from = n - days;
    const foreign = sumRange(f.foreign, from, n);
    const trust = sumRange(f.investmentTrust, from, n);
    const dealer = sumRange(f.dealer, from, n);
    const volume = sumRange(bars.volume, bars.dates.length - days, bars.dates.length);
    const s = { ...src, from: f.dates[from]! };
    const label = days === WEEK ? '5' : '20';
    const total = foreign + trust + dealer;
    return {
      refs: {
        foreign: nb.cite(`foreign${label}`, foreign, 'shares', s),
        trust: nb.cite(`investmentTrust${label}`, trust, 'shares', s),
        dealer: nb.cite(`dealer${label}`, dealer, 'shares', s),
        total: nb.cite(`institutional${label}`, total, 'shares', s),
      },
      foreign,
      intensity: volume > 0 ? total / volume : 0,
    };
  };
  const week = sums(WEEK);
  const month = sums(MONTH);
  nb.key('marketSentiment.flowsWeek', week.refs);
  nb.key('marketSentiment.flowsMonth', month.refs);
  let trustDays = 0;
  while (trustDays < n && f.investmentTrust[n - 1 - trustDays]! > 0) trustDays++;
  if (trustDays >= 3) {
    nb.opportunity('marketSentiment.trustStreak', {
      days: nb.cite('trustBuyingDays', trustDays, 'count', src),
    });
  }
  if (week.foreign < 0 && month.foreign < 0)
    nb.risk('marketSentiment.foreignSelling', { week: week.refs.foreign, month: month.refs.foreign });
  return 0.5 * clamp(10 * week.intensity) + 0.5 * clamp(10 * month.intensity);
}

function marginVote(nb: Notebook, bundle: EvidenceBundle): number | null {
  const m = bundle.marketMargin;
  if (!m || m.dates.length <= MONTH) return null;
  const n = m.dates.length;
  const change = m.balance[n - 1]! / m.balance[n - 1 - MONTH]! - 1;
  if (!Number.isFinite(change)) return null;
  const src = { dataset: 'marketMargin' as const, info: m, symbol: 'TWSE', date: m.dates[n - 1]! };
  const refs = {
    balance: nb.cite('marketMarginBalance', m.balance[n - 1]!, 'amount', src),
    change: nb.cite('marketMarginChange20', change, 'fraction', { ...src, from: m.dates[n - 1 - MONTH]! }),
  };
  if (change >= 0.05) nb.risk('marketSentiment.leverageRising', refs);
  else if (change <= -0.05) nb.opportunity('marketSentiment.leverageFalling', refs);
  else nb.key('marketSentiment.leverageSteady', refs);
  return -clamp(change / 0.1);
}

export function marketSentimentAnalyst(bundle: EvidenceBundle, _options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('market-sentiment', bundle);
  if (!bundle.breadth && !bundle.institutional && !bundle.marketMargin) {
    return insufficient(nb, ['breadth', 'institutional', 'marketMargin'], MARKET_SENTIMENT_HORIZON);
  }
  const missing = (['breadth', 'institutional', 'marketMargin'] as DatasetName[]).filter(
    (name) => !bundle[name],
  );
  const votes: Vote[] = [
    { weight: 1, value: breadthVote(nb, bundle) },
    { weight: 1.5, value: flowVote(nb, bundle) },
    { weight: 0.5, value: marginVote(nb, bundle) },
  ];
  const combined = combine(votes);
  const target = targetFromVolatility(nb, combined.score, MARKET_SENTIMENT_HORIZON);
  return finish(nb, { combined, targetPrice: target, horizonDays: MARKET_SENTIMENT_HORIZON, missing });
}
