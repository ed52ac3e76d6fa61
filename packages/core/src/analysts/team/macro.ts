/**
 * Macroeconomics analyst (總體經濟分析師): the market regime from ^TWII, with interest rates and
 * the Taiwan dollar when they are given.
 *
 * | component          | weight | vote                                                                       |
 * |--------------------|--------|----------------------------------------------------------------------------|
 * | index vs 200-day MA| 1.5    | clamp((close / MA200 − 1) / 5 %)                                           |
 * | 60-session trend   | 1      | clamp(60-session return / 10 %)                                            |
 * | volatility regime  | 0.5    | 20-day annualised volatility in the top fifth of its last year −0.5, bottom fifth +0.25 |
 * | rates              | 0.5    | −clamp(change over the last 182 days / 0.5 point), averaged over the series |
 * | USD/TWD            | 0.5    | −clamp(60-session change / 3 %)                                            |
 *
 * Needs ≥ 201 index closes. Target (60 trading days): the stock's volatility target.
 */
import { annualizedVolatility, sma } from '../../indicators/index.ts';
import { assertAsOf, lastIndexAtOrBefore } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { combine, finish, insufficient, targetFromVolatility, type Vote } from '../opinion.ts';
import {
  addDays,
  changeOver,
  clamp,
  percentRank,
  QUARTER,
  sortedFinite,
  windowStart,
  YEAR,
} from '../stats.ts';
import type { AnalystOptions, CloseSeries, DatasetName, EvidenceBundle, Opinion } from '../types.ts';

export const MACRO_HORIZON = 60;
const MA_PERIOD = 200;

function regimeVotes(nb: Notebook, index: CloseSeries): Vote[] {
  const n = index.dates.length;
  const last = n - 1;
  const close = index.close;
  const src = { dataset: 'benchmark' as const, info: index, symbol: index.symbol, date: index.dates[last]! };
  const ma = sma(close, MA_PERIOD)[last]!;
  const distance = close[last]! / ma - 1;
  const regimeRefs = {
    level: nb.cite('indexClose', close[last]!, 'points', src),
    ma200: nb.cite('indexMa200', ma, 'points', { ...src, from: index.dates[n - MA_PERIOD]! }),
    distance: nb.cite('indexVsMa200', distance, 'fraction', src),
    period: nb.method('maPeriod', MA_PERIOD, 'days'),
  };
  if (distance >= 0) nb.key('macro.bullRegime', regimeRefs, { index: index.symbol });
  else nb.risk('macro.bearRegime', regimeRefs, { index: index.symbol });

  const trend = changeOver(close, QUARTER);
  nb.key(
    'macro.trend',
    {
      trend: nb.cite('indexReturn60', trend, 'fraction', { ...src, from: index.dates[last - QUARTER]! }),
    },
    { index: index.symbol },
  );

  const vol = annualizedVolatility(close, 20);
  const current = vol[last]!;
  const rank = percentRank(sortedFinite(vol, windowStart(n, YEAR)), current);
  const volRefs = {
    vol: nb.cite('indexVolatility20', current, 'fraction', { ...src, from: index.dates[last - 20]! }),
    rank: nb.cite('indexVolatilityRank', rank, 'fraction', {
      ...src,
      from: index.dates[windowStart(n, YEAR)]!,
    }),
  };
  let volVote = 0;
  if (rank >= 0.8) {
    volVote = -0.5;
    nb.risk('macro.volatilityHigh', volRefs);
  } else if (rank <= 0.2) {
    volVote = 0.25;
    nb.key('macro.volatilityLow', volRefs);
  } else nb.key('macro.volatilityNormal', volRefs);
  return [
    { weight: 1.5, value: clamp(distance / 0.05) },
    { weight: 1, value: clamp(trend / 0.1) },
    { weight: 0.5, value: volVote },
  ];
}

function rateVote(nb: Notebook, bundle: EvidenceBundle): number | null {
  const votes: number[] = [];
  for (const series of bundle.rates ?? []) {
    const last = series.dates.length - 1;
    const before = lastIndexAtOrBefore(series.dates, addDays(bundle.asOf, -182));
    if (last < 0 || before < 0) continue;
    const change = series.value[last]! - series.value[before]!;
    const src = { dataset: 'rates' as const, info: series, symbol: series.symbol, date: series.dates[last]! };
    const refs = {
      rate: nb.cite(`rate:${series.symbol}`, series.value[last]!, 'percent', src),
      change: nb.cite(`rateChange:${series.symbol}`, change, 'number', {
        ...src,
        from: series.dates[before]!,
      }),
    };
    if (change >= 0.125) nb.risk('macro.ratesRising', refs, { series: series.symbol });
    else if (change <= -0.125) nb.opportunity('macro.ratesFalling', refs, { series: series.symbol });
    else nb.key('macro.ratesSteady', refs, { series: series.symbol });
    votes.push(-clamp(change / 0.5));
  }
  return votes.length > 0 ? votes.reduce((a, b) => a + b, 0) / votes.length : null;
}

function fxVote(nb: Notebook, fx: CloseSeries | undefined): number | null {
  if (!fx || fx.dates.length <= QUARTER) return null;
  const last = fx.dates.length - 1;
  const change = changeOver(fx.close, QUARTER);
  const src = { dataset: 'fx' as const, info: fx, symbol: fx.symbol, date: fx.dates[last]! };
  nb.key('macro.fx', {
    rate: nb.cite('usdTwd', fx.close[last]!, 'fx', src),
    change: nb.cite('usdTwdChange60', change, 'fraction', { ...src, from: fx.dates[last - QUARTER]! }),
  });
  return -clamp(change / 0.03);
}

export function macroAnalyst(bundle: EvidenceBundle, _options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('macro', bundle);
  const index = bundle.benchmark;
  if (!index) return insufficient(nb, ['benchmark'], MACRO_HORIZON);
  if (index.dates.length <= MA_PERIOD) {
    return insufficient(nb, ['benchmark'], MACRO_HORIZON, { need: MA_PERIOD + 1, have: index.dates.length });
  }
  const missing: DatasetName[] = [];
  if (!bundle.rates || bundle.rates.length === 0) missing.push('rates');
  if (!bundle.fx) missing.push('fx');
  const votes: Vote[] = [
    ...regimeVotes(nb, index),
    { weight: 0.5, value: rateVote(nb, bundle) },
    { weight: 0.5, value: fxVote(nb, bundle.fx) },
  ];
  const combined = combine(votes);
  const target = targetFromVolatility(nb, combined.score, MACRO_HORIZON);
  return finish(nb, { combined, targetPrice: target, horizonDays: MACRO_HORIZON, missing });
}
