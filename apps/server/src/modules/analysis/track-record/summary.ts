import type { CalibrationBand } from '@alphadesk/contracts';
import type { BacktestCall } from './backtest.ts';
import { calibration } from './calibration.ts';
import { drawdownByDate } from './service.ts';

export interface GroupSummary {
  calls: number;
  /** Scored calls (the sample size). */
  sampleSize: number;
  buy: number;
  hold: number;
  sell: number;
  /** Scored calls that made money (hold: the price stayed within ±5 %). */
  hitRate: number | null;
  /** Mean net return of the scored buy/sell calls. */
  averageReturn: number | null;
  /** Mean of (call's net return − benchmark's return over the same days), buy/sell calls. */
  averageExcessReturn: number | null;
  maxDrawdown: number | null;
  calibration: CalibrationBand[];
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

export function summarise(calls: readonly BacktestCall[]): GroupSummary {
  const scored = calls.filter((call) => call.outcome !== 'pending');
  const positions = scored.filter((call) => call.signal !== 'hold' && call.actualReturn !== null);
  return {
    calls: calls.length,
    sampleSize: scored.length,
    buy: calls.filter((call) => call.signal === 'buy').length,
    hold: calls.filter((call) => call.signal === 'hold').length,
    sell: calls.filter((call) => call.signal === 'sell').length,
    hitRate: scored.length ? scored.filter((call) => call.outcome === 'profit').length / scored.length : null,
    averageReturn: mean(positions.map((call) => call.actualReturn!)),
    averageExcessReturn: mean(
      positions.filter((call) => call.excessReturn !== null).map((call) => call.excessReturn!),
    ),
    maxDrawdown: drawdownByDate(calls),
    calibration: calibration(calls),
  };
}

/** Per analyst id and "team". */
export function summariseByAnalyst(calls: readonly BacktestCall[]): Record<string, GroupSummary> {
  const groups = new Map<string, BacktestCall[]>();
  for (const call of calls) {
    const list = groups.get(call.analystId);
    if (list) list.push(call);
    else groups.set(call.analystId, [call]);
  }
  return Object.fromEntries([...groups.entries()].map(([id, list]) => [id, summarise(list)]));
}
