/**
 * Performance of a set of scored calls — the formulas behind the history page's header and the
 * analysts' track records. Pending calls are counted but never scored; hold calls count towards the
 * success rate but carry no position, so they are left out of every return figure.
 */
export interface ScoredCall {
  symbol: string;
  signal: 'buy' | 'hold' | 'sell';
  outcome: 'profit' | 'loss' | 'pending';
  actualReturn: number | null;
  holdingDays: number | null;
  /** When the position closed; orders the equity curve. */
  exitDate: string | null;
}

export interface PerformanceStats {
  totalAnalyses: number;
  scoredAnalyses: number;
  successfulPredictions: number;
  /** profits / (profits + losses); null before any call is scored. */
  successRate: number | null;
  /** Mean net return per buy/sell call. */
  averageReturn: number | null;
  /** Compounded return of following the buy/sell calls one after another in exit order: Π(1 + r) − 1. */
  totalReturn: number | null;
  /** Largest peak-to-trough fall of that equity curve, as a negative fraction (0 when it never fell). */
  maxDrawdown: number | null;
  /** Mean winning return / |mean losing return|; null without both wins and losses. */
  winLossRatio: number | null;
  /**
   * Per-call Sharpe ratio annualised by the average holding period:
   * mean(r) / sd(r) × √(252 / average holding days), risk-free rate 0, sample sd; null under 2 calls.
   */
  sharpeRatio: number | null;
  /** totalReturn / |maxDrawdown| (a Calmar-style ratio); null without a drawdown. */
  riskAdjustedReturn: number | null;
  /** Mean trading days from entry to exit. */
  avgHoldingPeriod: number | null;
  bestPerformer: { symbol: string; return: number } | null;
  worstPerformer: { symbol: string; return: number } | null;
  equityCurve: Array<{ date: string; equity: number }>;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function performanceStats(calls: ScoredCall[]): PerformanceStats {
  const scored = calls.filter((call) => call.outcome !== 'pending');
  const wins = scored.filter((call) => call.outcome === 'profit').length;
  const positions = scored
    .filter((call) => call.signal !== 'hold' && call.actualReturn !== null)
    .sort((a, b) => (a.exitDate ?? '').localeCompare(b.exitDate ?? ''));
  const returns = positions.map((call) => call.actualReturn!);

  let equity = 1;
  let peak = 1;
  let maxDrawdown = 0;
  const equityCurve: Array<{ date: string; equity: number }> = [];
  for (const call of positions) {
    equity *= 1 + call.actualReturn!;
    peak = Math.max(peak, equity);
    maxDrawdown = Math.min(maxDrawdown, equity / peak - 1);
    equityCurve.push({ date: call.exitDate ?? '', equity });
  }

  const gains = returns.filter((value) => value > 0);
  const losses = returns.filter((value) => value <= 0);
  const holding = positions.map((call) => call.holdingDays).filter((days): days is number => days !== null);
  const avgHoldingPeriod = holding.length ? mean(holding) : null;

  let sharpeRatio: number | null = null;
  if (returns.length >= 2 && avgHoldingPeriod) {
    const average = mean(returns);
    const sd = Math.sqrt(
      returns.reduce((sum, value) => sum + (value - average) ** 2, 0) / (returns.length - 1),
    );
    sharpeRatio = sd > 0 ? (average / sd) * Math.sqrt(252 / Math.max(avgHoldingPeriod, 1)) : null;
  }

  const totalReturn = positions.length ? equity - 1 : null;
  const byReturn = [...positions].sort((a, b) => b.actualReturn! - a.actualReturn!);
  const best = byReturn[0];
  const worst = byReturn[byReturn.length - 1];
  return {
    totalAnalyses: calls.length,
    scoredAnalyses: scored.length,
    successfulPredictions: wins,
    successRate: scored.length ? wins / scored.length : null,
    averageReturn: returns.length ? mean(returns) : null,
    totalReturn,
    maxDrawdown: positions.length ? maxDrawdown : null,
    winLossRatio:
      gains.length && losses.length && mean(losses) !== 0 ? mean(gains) / Math.abs(mean(losses)) : null,
    sharpeRatio,
    riskAdjustedReturn: totalReturn !== null && maxDrawdown < 0 ? totalReturn / Math.abs(maxDrawdown) : null,
    avgHoldingPeriod,
    bestPerformer: best ? { symbol: best.symbol, return: best.actualReturn! } : null,
    worstPerformer: worst ? { symbol: worst.symbol, return: worst.actualReturn! } : null,
    equityCurve,
  };
}
