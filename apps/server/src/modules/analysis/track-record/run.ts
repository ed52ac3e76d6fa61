import { evaluateProtocol, type ReplayedCall } from '@alphadesk/core';
import type { AnalysisMarket } from '../ports.ts';
import {
  callCalendar,
  closeSeriesOf,
  dailyBarsOf,
  replaySecurity,
  securityOf,
  type BacktestCall,
} from './backtest.ts';
import type { TrackRecordService } from './service.ts';
import { summariseByAnalyst, type GroupSummary } from './summary.ts';

export interface BacktestOptions {
  from: string;
  to: string;
  /** The securities to replay (those with fewer than 300 stored bars are skipped). */
  symbols: readonly string[];
  /** Trading days of the benchmark between call dates. */
  every: number;
}

export interface BacktestReport {
  runId: string;
  benchmark: { symbol: string; source: string; proxy: boolean };
  callDates: number;
  /** Dividend-adjusted buy-and-hold return of the benchmark over the period; null without data. */
  buyAndHold: number | null;
  /** Per analyst id and "team". */
  summary: Record<string, GroupSummary>;
  /** The evaluation protocol (core scoring/protocol.ts): both sets on the benchmark-relative scorer. */
  protocol: ReturnType<typeof evaluateProtocol>;
}

/** Securities with less history than this are not replayed (no year of warm-up plus calls). */
const MIN_BARS = 300;

/**
 * The walk-forward backtest over stored bars: the benchmark (^TWII when stored, else 0050 as a
 * labelled proxy, dividend-adjusted), one call calendar for every security (every `every`-th
 * benchmark day), each security replayed and scored, and the run stored as the track record.
 */
export async function runBacktest(
  deps: { market: Pick<AnalysisMarket, 'dailyBars'>; trackRecord: TrackRecordService },
  options: BacktestOptions,
): Promise<BacktestReport> {
  const { from, to, every } = options;
  // Eleven years before the first call: the detailed depth reads ten.
  const warmupFrom = `${Number(from.slice(0, 4)) - 11}${from.slice(4)}`;
  const twii = await deps.market.dailyBars('^TWII', warmupFrom, to);
  const proxy = twii.length === 0;
  const benchmark = proxy
    ? closeSeriesOf(
        await deps.market.dailyBars('0050', warmupFrom, to),
        '0050',
        'TWSE STOCK_DAY 0050 (proxy of ^TWII)',
      )
    : closeSeriesOf(twii, '^TWII', 'TWSE ^TWII');

  const callDates = callCalendar(benchmark.dates, from, to, every);
  const calls: BacktestCall[] = [];
  for (const symbol of options.symbols) {
    const stored = await deps.market.dailyBars(symbol, warmupFrom, to);
    if (stored.length < MIN_BARS) continue;
    const bars = dailyBarsOf(stored, 'TWSE STOCK_DAY');
    calls.push(
      ...(await replaySecurity(securityOf(symbol), bars, benchmark, { from, to, every, callDates })),
    );
  }

  const summary = summariseByAnalyst(calls);
  const protocol = evaluateProtocol(replayedCalls(calls), every);
  const inPeriod = benchmark.dates
    .map((date, i) => [date, benchmark.close[i]!] as const)
    .filter(([date]) => date >= from && date <= to);
  const buyAndHold = inPeriod.length > 1 ? inPeriod.at(-1)![1] / inPeriod[0]![1] - 1 : null;
  const runId = await deps.trackRecord.saveRun(
    {
      fromDate: from,
      toDate: to,
      universe: [...options.symbols],
      summary: {
        every,
        benchmark: benchmark.symbol,
        benchmarkSource: benchmark.source,
        buyAndHold,
        groups: summary,
        protocol,
      },
    },
    calls.map(({ relative: _relative, ...stored }) => stored),
  );
  return {
    runId,
    benchmark: { symbol: benchmark.symbol, source: benchmark.source, proxy },
    callDates: callDates.size,
    buyAndHold,
    summary,
    protocol,
  };
}

/** The scored calls as the protocol reads them: those whose horizon has passed. */
function replayedCalls(calls: readonly BacktestCall[]): ReplayedCall[] {
  return calls.flatMap((call) =>
    call.relative
      ? [
          {
            analystId: call.analystId,
            symbol: call.symbol,
            date: call.callDate,
            signal: call.signal,
            confidence: call.confidence,
            ...call.relative,
          },
        ]
      : [],
  );
}
