/**
 * Risk manager (風險管理師): how much the stock can hurt, over the last year of bars.
 *
 * - Annualised volatility of daily log returns, maximum drawdown, beta to ^TWII (same-day log
 *   returns, ≥ 60 pairs), 1-day 95 % historical VaR, liquidity (average NT$ traded, 20 days),
 *   注意/處置 status, and the days the stock closed at its ±10 % limit (limitState against the
 *   implied reference price close × adj[i−1] / adj[i], the previous close on ordinary days).
 * - Risk level 1–5 from volatility (< 20 %, < 30 %, < 45 %, < 60 %, above), +1 each for a drawdown
 *   beyond −40 %, an attention notice in the last 30 days, 3+ limit-down closes, beta above 1.5;
 *   5 under disposition.
 * - Veto (the verdict may be hold at most): disposition in force, VaR ≥ 7 %, or less than NT$5
 *   million traded a day.
 * - Score by level: 1 → 0.1, 2 → 0, 3 → −0.15, 4 → −0.4, 5 → −0.7; a veto → −1. No target price:
 *   the risk manager does not forecast. Horizon 20 trading days.
 */
import {
  annualizedVolatility,
  beta,
  historicalVar,
  maxDrawdown,
  simpleReturns,
} from '../../indicators/index.ts';
import { limitState } from '../../market/price-limits.ts';
import { barWindow } from '../bars.ts';
import { assertAsOf } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { finish, insufficient } from '../opinion.ts';
import { addDays, alignTo, meanRange, MONTH, pairedReturns, YEAR } from '../stats.ts';
import type { AnalystOptions, DatasetName, EvidenceBundle, Opinion, Point } from '../types.ts';

export const RISK_HORIZON = 20;
export const RISK_MIN_BARS = 61;
export const VETO_VAR = 0.07;
export const VETO_MIN_VALUE = 5_000_000;
const MIN_BETA_PAIRS = 60;
const scoreByLevel = [0, 0.1, 0, -0.15, -0.4, -0.7];

/** Closes at the limit-up and limit-down price over the window. */
function limitDays(close: Float64Array, adj: Float64Array, kind: 'stock' | 'etf') {
  let up = 0;
  let down = 0;
  for (let i = 1; i < close.length; i++) {
    const reference = Math.round(((close[i]! * adj[i - 1]!) / adj[i]!) * 100) / 100;
    if (!(reference > 0)) continue;
    const state = limitState(close[i]!, reference, kind);
    if (state === 'up') up++;
    else if (state === 'down') down++;
  }
  return { up, down };
}

export function riskAnalyst(bundle: EvidenceBundle, _options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('risk', bundle);
  const w = barWindow(bundle.bars, YEAR + 1);
  const cite = nb.windowBars(w);
  if (w.n < RISK_MIN_BARS)
    return insufficient(nb, ['bars'], RISK_HORIZON, { need: RISK_MIN_BARS, have: w.n });
  const last = w.n - 1;
  const returns = w.n - 1;
  const missing: DatasetName[] = [];

  const vol = annualizedVolatility(w.adjClose, returns)[last]!;
  const drawdown = maxDrawdown(w.adjClose);
  const var95 = historicalVar(simpleReturns(w.adjClose), 0.95);
  const liquidity = meanRange(w.value, w.n - MONTH, w.n);
  const limits = limitDays(w.close, w.adjClose, bundle.security.kind);
  const refs = {
    vol: cite('volatility', vol, 'fraction', last, 0),
    drawdown: cite('maxDrawdown', drawdown.value, 'fraction', drawdown.troughIndex, drawdown.peakIndex),
    var: cite('var95', var95, 'fraction', last, 0),
    value: cite('avgValue20', liquidity, 'amount', last, Math.max(0, w.n - MONTH)),
    up: cite('limitUpDays', limits.up, 'count', last, 0),
    down: cite('limitDownDays', limits.down, 'count', last, 0),
  };
  let level = vol < 0.2 ? 1 : vol < 0.3 ? 2 : vol < 0.45 ? 3 : vol < 0.6 ? 4 : 5;
  nb.key('risk.volatility', { vol: refs.vol, var: refs.var });
  if (drawdown.value < -0.4) {
    level++;
    nb.risk('risk.deepDrawdown', { drawdown: refs.drawdown });
  } else nb.key('risk.drawdown', { drawdown: refs.drawdown });
  nb.key('risk.liquidity', { value: refs.value });
  if (limits.up + limits.down > 0) nb.key('risk.limitDays', { up: refs.up, down: refs.down });
  if (limits.down >= 3) {
    level++;
    nb.risk('risk.limitDownDays', { down: refs.down });
  }

  const bench = bundle.benchmark;
  if (bench) {
    const aligned = alignTo(w.dates, bench.dates, bench.close);
    const pairs = pairedReturns(w.adjClose, aligned, YEAR);
    if (pairs.a.length >= MIN_BETA_PAIRS) {
      const b = beta(pairs.a, pairs.b);
      if (Number.isFinite(b)) {
        const src = {
          dataset: 'benchmark' as const,
          info: bench,
          symbol: bench.symbol,
          date: w.dates[last]!,
        };
        const ref = nb.cite('beta', b, 'number', { ...src, from: w.dates[pairs.start]! });
        if (b > 1.5) {
          level++;
          nb.risk('risk.highBeta', { beta: ref }, { index: bench.symbol });
        } else nb.key('risk.beta', { beta: ref }, { index: bench.symbol });
      }
    }
  } else missing.push('benchmark');

  let disposition = false;
  const status = bundle.status;
  if (status) {
    const monthAgo = addDays(bundle.asOf, -30);
    const attention = status.rows.filter((row) => row.kind === 'attention' && row.date >= monthAgo).length;
    disposition = status.rows.some(
      (row) => row.kind === 'disposition' && (row.until ?? addDays(row.date, 14)) >= bundle.asOf,
    );
    const src = { dataset: 'status' as const, info: status, date: bundle.asOf, from: monthAgo };
    if (attention > 0) {
      level++;
      nb.risk('risk.attention', { count: nb.cite('attentionNotices', attention, 'count', src) });
    }
    if (disposition) nb.risk('risk.disposition');
  } else missing.push('status');

  level = disposition ? 5 : Math.min(5, level);
  nb.derived('riskLevel', level, 'count');
  let veto: Point | null = null;
  if (disposition) veto = { key: 'risk.vetoDisposition', refs: {} };
  else if (var95 >= VETO_VAR) veto = { key: 'risk.vetoVar', refs: { var: refs.var } };
  else if (liquidity < VETO_MIN_VALUE) veto = { key: 'risk.vetoIlliquid', refs: { value: refs.value } };
  if (veto) nb.risks.unshift(veto);
  const score = veto ? -1 : scoreByLevel[level]!;
  const coverage = (4 + (bench ? 1 : 0) + (status ? 1 : 0)) / 6;
  return finish(nb, {
    combined: { score, coverage, agreement: 1 },
    targetPrice: null,
    horizonDays: RISK_HORIZON,
    veto,
    riskLevel: level,
    missing,
  });
}
