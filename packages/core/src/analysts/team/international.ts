/**
 * International markets analyst (國際市場分析師): how the stock moves with foreign markets and
 * what they did lately, the ADR premium and the Taiwan dollar.
 *
 * | component      | weight | vote                                                                          |
 * |----------------|--------|-------------------------------------------------------------------------------|
 * | foreign indices| 1.5    | Σ ρᵢ · clamp(20-session return of index i / 5 %) / Σ |ρᵢ|, ρ the 1-year correlation of daily log returns (US/EU sessions lagged one day) |
 * | ADR premium    | 1      | clamp((premium − its 1-year mean) / 5 %), premium = ADR × USD/TWD / shares per ADR ÷ close − 1 |
 * | USD/TWD        | 0.5    | −clamp(20-session change / 2 %): a stronger Taiwan dollar draws foreign money   |
 *
 * Correlations need ≥ 60 paired returns. Target (20 trading days): the volatility target.
 */
import { correlation } from '../../indicators/index.ts';
import { barWindow } from '../bars.ts';
import { assertAsOf } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { combine, finish, insufficient, targetFromVolatility, type Vote } from '../opinion.ts';
import { alignTo, changeOver, clamp, meanRange, MONTH, pairedReturns, YEAR } from '../stats.ts';
import type { AnalystOptions, DatasetName, EvidenceBundle, Opinion } from '../types.ts';

export const INTERNATIONAL_HORIZON = 20;
const MIN_PAIRS = 60;

function indexVote(nb: Notebook, bundle: EvidenceBundle): number | null {
  const w = barWindow(bundle.bars, YEAR + 1);
  let weighted = 0;
  let strength = 0;
  let strongest: { corr: number; ret: number; refs: Record<string, string>; symbol: string } | null = null;
  for (const index of bundle.foreignIndices ?? []) {
    const aligned = alignTo(w.dates, index.dates, index.close, index.region !== 'ASIA');
    const pairs = pairedReturns(w.adjClose, aligned, YEAR);
    const ret = changeOver(index.close, MONTH);
    if (pairs.a.length < MIN_PAIRS || !Number.isFinite(ret)) continue;
    const rho = correlation(pairs.a, pairs.b);
    if (!Number.isFinite(rho)) continue;
    const last = index.dates.length - 1;
    const src = { dataset: 'foreignIndices' as const, info: index, symbol: index.symbol };
    const refs = {
      corr: nb.cite(`corr:${index.symbol}`, rho, 'number', {
        ...src,
        date: w.dates[w.n - 1]!,
        from: w.dates[pairs.start]!,
      }),
      ret: nb.cite(`return20:${index.symbol}`, ret, 'fraction', {
        ...src,
        date: index.dates[last]!,
        from: index.dates[last - MONTH]!,
      }),
    };
    nb.key('international.correlation', refs, { index: index.symbol });
    weighted += rho * clamp(ret / 0.05);
    strength += Math.abs(rho);
    // Ties (within rounding) keep the first index listed, so the choice is stable.
    if (!strongest || rho > strongest.corr + 1e-9) strongest = { corr: rho, ret, refs, symbol: index.symbol };
  }
  if (strongest && strongest.corr >= 0.3 && Math.abs(strongest.ret) >= 0.03) {
    const list = strongest.ret > 0 ? nb.opportunities : nb.risks;
    list.push({
      key: strongest.ret > 0 ? 'international.leadUp' : 'international.leadDown',
      refs: strongest.refs,
      text: { index: strongest.symbol },
    });
  }
  return strength > 0 ? clamp(weighted / strength) : null;
}

function adrVote(nb: Notebook, bundle: EvidenceBundle): number | null {
  const { adr, fx } = bundle;
  if (!adr || !fx) return null;
  const w = barWindow(bundle.bars, YEAR);
  const usd = alignTo(w.dates, adr.dates, adr.close);
  const rate = alignTo(w.dates, fx.dates, fx.close);
  const premium = new Float64Array(w.n);
  for (let i = 0; i < w.n; i++) premium[i] = (usd[i]! * rate[i]!) / adr.sharesPerAdr / w.close[i]! - 1;
  const now = premium[w.n - 1]!;
  const mean = meanRange(premium, 0, w.n);
  if (!Number.isFinite(now) || !Number.isFinite(mean)) return null;
  const src = { dataset: 'adr' as const, info: adr, symbol: adr.symbol, date: w.dates[w.n - 1]! };
  const refs = {
    adr: nb.cite('adrClose', usd[w.n - 1]!, 'USD', { ...src, date: adr.dates[adr.dates.length - 1]! }),
    premium: nb.cite('adrPremium', now, 'fraction', src),
    mean: nb.cite('adrPremiumMean', mean, 'fraction', { ...src, from: w.dates[0]! }),
  };
  nb.key('international.adrPremium', refs, { ticker: adr.symbol });
  return clamp((now - mean) / 0.05);
}

function fxVote(nb: Notebook, bundle: EvidenceBundle): number | null {
  const { fx } = bundle;
  if (!fx) return null;
  const change = changeOver(fx.close, MONTH);
  if (!Number.isFinite(change)) return null;
  const last = fx.dates.length - 1;
  const src = { dataset: 'fx' as const, info: fx, symbol: fx.symbol, date: fx.dates[last]! };
  const refs = {
    rate: nb.cite('usdTwd', fx.close[last]!, 'fx', src),
    change: nb.cite('usdTwdChange20', change, 'fraction', { ...src, from: fx.dates[last - MONTH]! }),
  };
  if (change <= -0.01) nb.opportunity('international.twdStrengthening', refs);
  else if (change >= 0.01) nb.risk('international.twdWeakening', refs);
  else nb.key('international.twdStable', refs);
  return -clamp(change / 0.02);
}

export function internationalAnalyst(bundle: EvidenceBundle, _options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('international', bundle);
  const hasIndices = (bundle.foreignIndices?.length ?? 0) > 0;
  if (!hasIndices && !bundle.fx && !bundle.adr) {
    return insufficient(nb, ['foreignIndices', 'fx'], INTERNATIONAL_HORIZON);
  }
  const missing: DatasetName[] = [];
  if (!hasIndices) missing.push('foreignIndices');
  if (!bundle.fx) missing.push('fx');
  const votes: Vote[] = [
    { weight: 1.5, value: hasIndices ? indexVote(nb, bundle) : null },
    { weight: 1, value: adrVote(nb, bundle) },
    { weight: 0.5, value: fxVote(nb, bundle) },
  ];
  // The ADR only exists for some stocks: it counts towards coverage only when given.
  if (!bundle.adr) votes.splice(1, 1);
  const combined = combine(votes);
  const target = targetFromVolatility(nb, combined.score, INTERNATIONAL_HORIZON);
  return finish(nb, { combined, targetPrice: target, horizonDays: INTERNATIONAL_HORIZON, missing });
}
