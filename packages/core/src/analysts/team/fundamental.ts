/**
 * Fundamental analyst (基本面分析師): valuation against the stock's own history and its peers, the
 * dividend yield, and revenue growth from 月營收.
 *
 * | component        | weight | vote                                                                            |
 * |------------------|--------|---------------------------------------------------------------------------------|
 * | P/E river band   | 1.5    | (0.5 − percentile rank of today's P/E among the last 5 years') × 2: cheap → +     |
 * | P/B river band   | 1      | the same with P/B                                                               |
 * | peers            | 1      | −2 × premium of P/E (and P/B) over the sector peers' median, clamped to ±1       |
 * | dividend yield   | 0.5    | (yield − its 5-year median) / median, clamped                                    |
 * | revenue growth   | 1.5    | 3-month revenue YoY / 30 %, clamped                                              |
 * | acceleration     | 0.5    | (3-month YoY − the previous 3 months' YoY) / 20 points, clamped                  |
 *
 * River bands need ≥ 60 daily P/E (P/B) values; peers ≥ 3 peers with a positive multiple.
 * Target (250 trading days): the price at which P/E (and P/B) would return to its 5-year median
 * (close × median / current, averaged over the two); without valuation, the volatility target.
 */
import { assertAsOf } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { combine, finish, insufficient, nearestTick, targetFromVolatility, type Vote } from '../opinion.ts';
import { clamp, lastFiniteIndex, percentRank, quantile, sortedFinite, windowStart, YEAR } from '../stats.ts';
import type { AnalystOptions, DatasetName, EvidenceBundle, Opinion, ValuationHistory } from '../types.ts';
import { revenueVotes } from './revenue.ts';

export const FUNDAMENTAL_HORIZON = 250;
const BAND_YEARS = 5;
const MIN_BAND_VALUES = 60;
const MIN_PEERS = 3;

interface Band {
  vote: number | null;
  /** close × median / current. */
  fairPrice: number | null;
}

function riverBand(nb: Notebook, valuation: ValuationHistory, field: 'pe' | 'pb', close: number): Band {
  const series = valuation[field];
  const last = lastFiniteIndex(series);
  const current = last >= 0 ? series[last]! : NaN;
  const from = windowStart(series.length, BAND_YEARS * YEAR);
  const sorted = sortedFinite(series, from, last + 1).filter((v) => v > 0);
  if (!(current > 0) || sorted.length < MIN_BAND_VALUES) return { vote: null, fairPrice: null };
  const src = {
    dataset: 'valuation' as const,
    info: valuation,
    date: valuation.dates[last]!,
    from: valuation.dates[from]!,
  };
  const rank = percentRank(sorted, current);
  const bands = [0.2, 0.5, 0.8].map((q) => quantile(sorted, q)) as [number, number, number];
  const refs = {
    value: nb.cite(field, current, 'multiple', { ...src, from: src.date }),
    rank: nb.cite(`${field}Rank`, rank, 'fraction', src),
    low: nb.cite(`${field}P20`, bands[0], 'multiple', src),
    median: nb.cite(`${field}P50`, bands[1], 'multiple', src),
    high: nb.cite(`${field}P80`, bands[2], 'multiple', src),
    lowPrice: nb.derived(`${field}P20Price`, (close * bands[0]) / current, 'TWD'),
    medianPrice: nb.derived(`${field}P50Price`, (close * bands[1]) / current, 'TWD'),
    highPrice: nb.derived(`${field}P80Price`, (close * bands[2]) / current, 'TWD'),
  };
  const prefix = field === 'pe' ? 'fundamental.pe' : 'fundamental.pb';
  if (rank <= 0.2) nb.opportunity(`${prefix}Cheap`, refs);
  else if (rank >= 0.8) nb.risk(`${prefix}Expensive`, refs);
  else nb.key(`${prefix}Band`, refs);
  return { vote: clamp((0.5 - rank) * 2), fairPrice: (close * bands[1]) / current };
}

function median(values: number[]): number {
  return quantile(Float64Array.from(values).sort(), 0.5);
}

function peerVote(nb: Notebook, bundle: EvidenceBundle): number | null {
  const { peers, valuation } = bundle;
  if (!peers || !valuation) return null;
  const votes: number[] = [];
  for (const field of ['pe', 'pb'] as const) {
    const last = lastFiniteIndex(valuation[field]);
    const own = last >= 0 ? valuation[field][last]! : NaN;
    const values = peers.peers
      .filter((peer) => peer.symbol !== bundle.security.symbol)
      .map((peer) => peer[field])
      .filter((v): v is number => v !== null && v > 0 && Number.isFinite(v));
    if (!(own > 0) || values.length < MIN_PEERS) continue;
    const peerMedian = median(values);
    const premium = own / peerMedian - 1;
    const src = { dataset: 'peers' as const, info: peers, date: peers.date };
    const refs = {
      value: nb.has(`fundamental.${field}`)
        ? `fundamental.${field}`
        : nb.cite(field, own, 'multiple', {
            dataset: 'valuation',
            info: valuation,
            date: valuation.dates[last]!,
          }),
      peerMedian: nb.cite(`${field}PeerMedian`, peerMedian, 'multiple', src),
      premium: nb.derived(`${field}PeerPremium`, premium, 'fraction'),
      count: nb.cite(`${field}PeerCount`, values.length, 'count', src),
    };
    nb.key(field === 'pe' ? 'fundamental.pePeers' : 'fundamental.pbPeers', refs);
    votes.push(clamp(-2 * premium));
  }
  return votes.length > 0 ? votes.reduce((a, b) => a + b, 0) / votes.length : null;
}

function yieldVote(nb: Notebook, bundle: EvidenceBundle, close: number): number | null {
  const { valuation, dividends } = bundle;
  if (valuation) {
    const series = valuation.dividendYield;
    const last = lastFiniteIndex(series);
    const from = windowStart(series.length, BAND_YEARS * YEAR);
    const sorted = sortedFinite(series, from, last + 1);
    if (last >= 0 && sorted.length >= MIN_BAND_VALUES) {
      const current = series[last]!;
      const med = quantile(sorted, 0.5);
      const src = { dataset: 'valuation' as const, info: valuation, date: valuation.dates[last]! };
      nb.key('fundamental.dividendYield', {
        yield: nb.cite('dividendYield', current, 'percent', src),
        median: nb.cite('dividendYieldP50', med, 'percent', { ...src, from: valuation.dates[from]! }),
      });
      return med > 0 ? clamp((current - med) / med) : null;
    }
  }
  if (dividends && dividends.rows.length > 0) {
    const yearAgo = `${Number(bundle.asOf.slice(0, 4)) - 1}${bundle.asOf.slice(4)}`;
    const recent = dividends.rows.filter((row) => row.exDate > yearAgo);
    const cash = recent.reduce((sum, row) => sum + row.cash, 0);
    const src = { dataset: 'dividends' as const, info: dividends, date: bundle.asOf, from: yearAgo };
    nb.key('fundamental.trailingDividend', {
      cash: nb.cite('trailingCashDividend', cash, 'TWD', src),
      yield: nb.derived('trailingDividendYield', (cash / close) * 100, 'percent'),
    });
  }
  return null;
}

export function fundamentalAnalyst(bundle: EvidenceBundle, _options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('fundamental', bundle);
  const { valuation, revenue, bars } = bundle;
  const hasRevenue = revenue !== undefined && revenue.rows.length > 0;
  if (!valuation && !hasRevenue) return insufficient(nb, ['valuation', 'revenue'], FUNDAMENTAL_HORIZON);
  if (bars.dates.length === 0) return insufficient(nb, ['bars'], FUNDAMENTAL_HORIZON, { need: 1, have: 0 });
  const i = bars.dates.length - 1;
  const close = bars.close[i]!;
  nb.bar('close', close, 'TWD', i);

  const pe = valuation ? riverBand(nb, valuation, 'pe', close) : { vote: null, fairPrice: null };
  const pb = valuation ? riverBand(nb, valuation, 'pb', close) : { vote: null, fairPrice: null };
  const peers = peerVote(nb, bundle);
  const dividend = yieldVote(nb, bundle, close);
  const growth = hasRevenue ? revenueVotes(nb, revenue) : { growth: null, acceleration: null };
  const votes: Vote[] = [
    { weight: 1.5, value: pe.vote },
    { weight: 1, value: pb.vote },
    { weight: 1, value: peers },
    { weight: 0.5, value: dividend },
    { weight: 1.5, value: growth.growth },
    { weight: 0.5, value: growth.acceleration },
  ];
  const combined = combine(votes);
  const missing: DatasetName[] = [];
  if (!valuation) missing.push('valuation');
  if (!bundle.peers) missing.push('peers');
  if (!hasRevenue) missing.push('revenue');

  const fair = [pe.fairPrice, pb.fairPrice].filter((v): v is number => v !== null);
  let target: number;
  if (fair.length > 0)
    target = nearestTick(fair.reduce((a, b) => a + b, 0) / fair.length, bundle.security.kind);
  else
    target =
      targetFromVolatility(nb, combined.score, FUNDAMENTAL_HORIZON) ??
      nearestTick(close, bundle.security.kind);
  return finish(nb, { combined, targetPrice: target, horizonDays: FUNDAMENTAL_HORIZON, missing });
}
