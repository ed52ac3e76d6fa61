/**
 * Risk (/10, higher = riskier) and diversification (/10, higher = better spread) as rules a member
 * can read. Each rule has a measured value, the threshold where it starts to count, the level where
 * it counts fully, and its contribution:
 *
 *     points = maxPoints × clamp((value − threshold) / (full − threshold), 0, 1)
 *     contribution = points × 10 / Σ maxPoints of the rules that apply
 *
 * so the score is the sum of the contributions. A rule applies when its value can be measured
 * (volatility and beta need 20 common days; the 0050 overlap needs its weights; the cash share needs
 * a portfolio that tracks cash); one that cannot is shown with a null value and counts for nothing.
 *
 * Weights look through 0050 when its constituents' weights are known: holding 0050 and 2330 is a
 * larger 2330 position than the 2330 row alone says.
 */
export type ScoreRuleId =
  | 'largest-weight'
  | 'sector-concentration'
  | 'volatility'
  | 'beta'
  | 'holdings-count'
  | 'cash-share'
  | 'effective-holdings'
  | 'sector-count'
  | 'benchmark-overlap';

export interface ScoreRule {
  id: ScoreRuleId;
  value: number | null;
  unit: 'fraction' | 'count' | 'ratio';
  threshold: number;
  full: number;
  maxPoints: number;
  /** Points on the /10 scale. */
  contribution: number;
  applies: boolean;
  /** The security or sector the value is about (largest weight, largest sector). */
  subject: string | null;
}

export interface ScoreCard {
  score: number | null;
  rules: ScoreRule[];
}

export interface RiskHolding {
  symbol: string;
  value: number;
  sector: string | null;
}

export interface RiskInput {
  holdings: readonly RiskHolding[];
  cash: number;
  trackCash: boolean;
  /** Daily returns of the portfolio as held now and of ^TWII on the same days (see riskReturns). */
  portfolioReturns?: readonly number[];
  marketReturns?: readonly number[];
  /** 0050's constituent weights (sum 1) and sectors, when known. */
  benchmark?: {
    symbol: string;
    weights: ReadonlyMap<string, number>;
    sectors: ReadonlyMap<string, string | null>;
  };
}

export interface RiskReport {
  risk: ScoreCard;
  diversification: ScoreCard;
  volatility: number | null;
  beta: number | null;
  /** Look-through weights of the invested part, largest first. */
  exposures: Array<{ symbol: string; weight: number }>;
}

type RuleSpec = Omit<ScoreRule, 'contribution' | 'applies'>;

export const minimumReturnDays = 20;
const tradingDaysPerYear = 252;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function scoreCard(specs: RuleSpec[]): ScoreCard {
  const applicable = specs.filter((spec) => spec.value !== null);
  const possible = applicable.reduce((sum, spec) => sum + spec.maxPoints, 0);
  const rules = specs.map((spec): ScoreRule => {
    if (spec.value === null || possible === 0) return { ...spec, contribution: 0, applies: false };
    const points = spec.maxPoints * clamp01((spec.value - spec.threshold) / (spec.full - spec.threshold));
    return { ...spec, contribution: (points * 10) / possible, applies: true };
  });
  const score = possible === 0 ? null : rules.reduce((sum, rule) => sum + rule.contribution, 0);
  return { score, rules };
}

/** Sample standard deviation × √252. */
export function annualisedVolatility(returns: readonly number[]): number | null {
  if (returns.length < minimumReturnDays) return null;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance * tradingDaysPerYear);
}

/** cov(p, m) / var(m) over the common days. */
export function betaTo(portfolio: readonly number[], market: readonly number[]): number | null {
  const n = Math.min(portfolio.length, market.length);
  if (n < minimumReturnDays) return null;
  let meanP = 0;
  let meanM = 0;
  for (let i = 0; i < n; i++) {
    meanP += portfolio[i]!;
    meanM += market[i]!;
  }
  meanP /= n;
  meanM /= n;
  let covariance = 0;
  let variance = 0;
  for (let i = 0; i < n; i++) {
    covariance += (portfolio[i]! - meanP) * (market[i]! - meanM);
    variance += (market[i]! - meanM) ** 2;
  }
  return variance > 0 ? covariance / variance : null;
}

function lookThrough(input: RiskInput, invested: number) {
  const weights = new Map<string, number>();
  const sectors = new Map<string, string>();
  const add = (symbol: string, weight: number, sector: string | null) => {
    weights.set(symbol, (weights.get(symbol) ?? 0) + weight);
    // Without a sector (an ETF, a security we cannot classify) each holding is its own bucket.
    if (!sectors.has(symbol)) sectors.set(symbol, sector ?? `:${symbol}`);
  };
  for (const holding of input.holdings) {
    const weight = holding.value / invested;
    const benchmark = input.benchmark;
    if (benchmark && holding.symbol === benchmark.symbol && benchmark.weights.size > 0) {
      for (const [symbol, part] of benchmark.weights)
        add(symbol, weight * part, benchmark.sectors.get(symbol) ?? null);
    } else {
      add(holding.symbol, weight, holding.sector);
    }
  }
  const bySector = new Map<string, number>();
  for (const [symbol, weight] of weights) {
    const sector = sectors.get(symbol)!;
    bySector.set(sector, (bySector.get(sector) ?? 0) + weight);
  }
  return { weights, bySector };
}

function largest(map: ReadonlyMap<string, number>): { key: string | null; value: number } {
  let key: string | null = null;
  let value = 0;
  for (const [k, v] of map) {
    if (v > value || (v === value && key !== null && k < key)) {
      key = k;
      value = v;
    }
  }
  return { key, value };
}

export function assessRisk(input: RiskInput): RiskReport {
  const held = input.holdings.filter((holding) => holding.value > 0);
  const invested = held.reduce((sum, holding) => sum + holding.value, 0);
  const total = invested + Math.max(0, input.trackCash ? input.cash : 0);
  const volatility = input.portfolioReturns ? annualisedVolatility(input.portfolioReturns) : null;
  const beta =
    input.portfolioReturns && input.marketReturns
      ? betaTo(input.portfolioReturns, input.marketReturns)
      : null;
  if (invested <= 0) {
    const none = (spec: RuleSpec) => ({ ...spec, value: null });
    return {
      risk: scoreCard(riskSpecs(null, null, null, null, null, null).map(none)),
      diversification: scoreCard(diversificationSpecs(null, null, null, null, null).map(none)),
      volatility,
      beta,
      exposures: [],
    };
  }
  const { weights, bySector } = lookThrough({ ...input, holdings: held }, invested);
  const top = largest(weights);
  const topSector = largest(bySector);
  const scale = invested / total;
  const hhi = [...weights.values()].reduce((sum, w) => sum + w * w, 0);
  const overlap =
    input.benchmark && input.benchmark.weights.size > 0
      ? [...weights].reduce(
          (sum, [symbol, w]) => sum + Math.min(w, input.benchmark!.weights.get(symbol) ?? 0),
          0,
        )
      : null;
  const realSector = topSector.key && !topSector.key.startsWith(':') ? topSector.key : null;
  const sectorCount = new Set([...bySector.keys()]).size;
  const risk = scoreCard(
    riskSpecs(
      { value: top.value * scale, subject: top.key },
      { value: topSector.value * scale, subject: realSector },
      volatility,
      beta,
      held.length,
      input.trackCash ? Math.max(0, input.cash) / total : null,
    ),
  );
  const diversification = scoreCard(
    diversificationSpecs(
      1 / hhi,
      { value: top.value, subject: top.key },
      { value: topSector.value, subject: realSector },
      sectorCount,
      overlap,
    ),
  );
  const exposures = [...weights]
    .map(([symbol, weight]) => ({ symbol, weight }))
    .sort((a, b) => b.weight - a.weight || (a.symbol < b.symbol ? -1 : 1));
  return { risk, diversification, volatility, beta, exposures };
}

type Measured = { value: number; subject: string | null } | null;

function riskSpecs(
  top: Measured,
  sector: Measured,
  volatility: number | null,
  beta: number | null,
  count: number | null,
  cashShare: number | null,
): RuleSpec[] {
  return [
    {
      id: 'largest-weight',
      value: top?.value ?? null,
      subject: top?.subject ?? null,
      unit: 'fraction',
      threshold: 0.2,
      full: 0.6,
      maxPoints: 2,
    },
    {
      id: 'sector-concentration',
      value: sector?.value ?? null,
      subject: sector?.subject ?? null,
      unit: 'fraction',
      threshold: 0.4,
      full: 0.9,
      maxPoints: 2,
    },
    {
      id: 'volatility',
      value: volatility,
      subject: null,
      unit: 'fraction',
      threshold: 0.15,
      full: 0.4,
      maxPoints: 2,
    },
    { id: 'beta', value: beta, subject: '^TWII', unit: 'ratio', threshold: 1, full: 1.5, maxPoints: 2 },
    {
      id: 'holdings-count',
      value: count,
      subject: null,
      unit: 'count',
      threshold: 10,
      full: 1,
      maxPoints: 1,
    },
    {
      id: 'cash-share',
      value: cashShare,
      subject: null,
      unit: 'fraction',
      threshold: 0.1,
      full: 0,
      maxPoints: 1,
    },
  ];
}

function diversificationSpecs(
  effective: number | null,
  top: Measured,
  sector: Measured,
  sectorCount: number | null,
  overlap: number | null,
): RuleSpec[] {
  return [
    {
      id: 'effective-holdings',
      value: effective,
      subject: null,
      unit: 'count',
      threshold: 1,
      full: 10,
      maxPoints: 3,
    },
    {
      id: 'largest-weight',
      value: top?.value ?? null,
      subject: top?.subject ?? null,
      unit: 'fraction',
      threshold: 0.5,
      full: 0.1,
      maxPoints: 2,
    },
    {
      id: 'sector-concentration',
      value: sector?.value ?? null,
      subject: sector?.subject ?? null,
      unit: 'fraction',
      threshold: 0.8,
      full: 0.3,
      maxPoints: 2,
    },
    {
      id: 'sector-count',
      value: sectorCount,
      subject: null,
      unit: 'count',
      threshold: 1,
      full: 5,
      maxPoints: 1,
    },
    {
      id: 'benchmark-overlap',
      value: overlap,
      subject: '0050',
      unit: 'fraction',
      threshold: 1,
      full: 0.5,
      maxPoints: 2,
    },
  ];
}
