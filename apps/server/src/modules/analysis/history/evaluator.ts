import { evaluateCall, taipeiDate, type Bar, type Evaluation } from '@alphadesk/core';
import type { AnalysisMarket, StoredDailyBar } from '../ports.ts';
import type { AnalysisRow, EvaluationUpdate, AnalysesRepository } from '../repository.ts';

/**
 * The benchmark of excess returns: ^TWII from the imported market series (market_index_values) when
 * it covers the call, as the backtest reads it; else ^TWII's stored daily bars; otherwise 0050
 * (Yuanta Taiwan 50, which tracks the large caps of the index) as a labelled proxy.
 */
export const benchmarkSymbols = ['^TWII', '0050'] as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Bars after the call rescaled into the call day's terms with the dividend/split factors, so an
 * ex-dividend gap is not read as a loss; the call day itself keeps its raw prices.
 */
export function adjustToCallDay(bars: readonly StoredDailyBar[], callIndex: number): Bar[] {
  const base = bars[callIndex]!.adjFactor || 1;
  return bars.map((bar) => {
    const k = (bar.adjFactor || 1) / base;
    return { date: bar.date, open: bar.open * k, high: bar.high * k, low: bar.low * k, close: bar.close * k };
  });
}

/** The columns an evaluation writes; the price change runs to the exit, or while pending to `lastClose`. */
function updateOf(
  evaluation: Evaluation,
  priceAtCall: number,
  lastClose: number | null,
  now: Date,
): EvaluationUpdate {
  const referencePrice = evaluation.outcome === 'pending' ? lastClose : evaluation.exitPrice;
  const priceChangePercent =
    referencePrice === null ? null : round((referencePrice / priceAtCall - 1) * 100, 4);
  if (evaluation.outcome === 'pending') {
    return {
      actualOutcome: 'pending',
      actualReturn: null,
      excessReturn: null,
      priceChangePercent,
      exitDate: null,
      holdingDays: null,
      evaluatedAt: null,
    };
  }
  return {
    actualOutcome: evaluation.outcome,
    actualReturn: evaluation.actualReturn,
    excessReturn: evaluation.excessReturn,
    priceChangePercent,
    exitDate: evaluation.exitDate,
    holdingDays: evaluation.holdingDays,
    evaluatedAt: now,
  };
}

export interface EvaluatorDeps {
  repository: AnalysesRepository;
  /** Stored daily bars (raw prices with a cumulative adjustment factor). */
  market: Pick<AnalysisMarket, 'dailyBars' | 'marketSeries'>;
  now: () => Date;
}

/**
 * Scores completed, pending calls whose horizon has passed or whose target or stop was hit, with
 * `evaluateCall` (Taiwan costs, limit-locked days unfillable) on dividend-adjusted bars after the
 * call date, and the excess return against the benchmark over the same days.
 */
export function createEvaluator(deps: EvaluatorDeps) {
  const today = () => taipeiDate(deps.now());

  /**
   * Closes by date from the call day `from` on. The imported index series is taken when it holds
   * the call day and reaches `through` (the stock's last stored bar): a series imported once and
   * left behind would leave the exit unscored, so the bars are read instead.
   */
  async function benchmarkFrom(from: string, to: string, through: string) {
    const index = await deps.market.marketSeries('^TWII', from, to);
    if (index && index.points[0]!.date === from && index.points.at(-1)!.date >= through)
      return { symbol: '^TWII', closes: new Map(index.points.map((point) => [point.date, point.close])) };
    for (const symbol of benchmarkSymbols) {
      const bars = await deps.market.dailyBars(symbol, from, to);
      if (bars.length > 0) {
        const last = bars.at(-1)!.adjFactor || 1;
        return { symbol, closes: new Map(bars.map((bar) => [bar.date, (bar.close * bar.adjFactor) / last])) };
      }
    }
    return null;
  }

  async function evaluateOne(row: AnalysisRow): Promise<EvaluationUpdate | null> {
    const callDate = row.callDate!;
    const stored = await deps.market.dailyBars(row.symbol, addDays(callDate, -30), today());
    const callIndex = stored.findLastIndex((bar) => bar.date <= callDate);
    if (callIndex < 1) return null;
    const adjusted = adjustToCallDay(stored, callIndex);
    const callDay = adjusted[callIndex]!;
    const previousClose = adjusted[callIndex - 1]!.close;
    const after = adjusted.slice(callIndex + 1);
    const benchmark = await benchmarkFrom(callDay.date, today(), stored.at(-1)!.date);
    const entryClose = benchmark?.closes.get(callDay.date);
    const evaluation: Evaluation = evaluateCall(
      {
        signal: row.result!,
        priceAtCall: row.priceAtCall!,
        targetPrice: row.targetPrice,
        horizonDays: row.horizonDays ?? 20,
      },
      callDay,
      previousClose,
      after,
      {
        kind: row.symbol.startsWith('00') ? 'etf' : 'stock',
        benchmark: entryClose ? { entryClose, byDate: benchmark!.closes } : undefined,
      },
    );
    return updateOf(evaluation, row.priceAtCall!, after.at(-1)?.close ?? null, deps.now());
  }

  return {
    /** Evaluates every pending call (or one owner's); returns how many were scored. */
    async evaluatePending(userId?: string): Promise<{ evaluated: number; stillPending: number }> {
      const pending = await deps.repository.pendingCalls(userId);
      let evaluated = 0;
      for (const row of pending) {
        const update = await evaluateOne(row);
        if (!update) continue;
        await deps.repository.saveEvaluation(row.id, update);
        if (update.actualOutcome !== 'pending') evaluated++;
      }
      return { evaluated, stillPending: pending.length - evaluated };
    },
  };
}
export type Evaluator = ReturnType<typeof createEvaluator>;
