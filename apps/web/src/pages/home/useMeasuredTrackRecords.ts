import type { AnalystId, AnalystsResponse } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export interface MeasuredRecord {
  /** Out-of-sample hit rate in percent points. */
  accuracy: number;
  /** What the hit rate rests on: calls, or distinct dates for a market-level analyst. */
  sampleSize: number;
  unit: 'calls' | 'dates';
  benchmark: string;
  from: string;
  to: string;
}

export interface MeasuredRecords {
  team: MeasuredRecord | null;
  analysts: Partial<Record<AnalystId, MeasuredRecord>>;
}

/**
 * The out-of-sample records of the latest walk-forward backtest from `GET /api/analysts` (its
 * evaluation set, never fitted on): the team's and each measured analyst's. Analysts without one
 * are absent, and nothing is shown before a backtest with the protocol has run.
 */
export function useMeasuredTrackRecords() {
  return useQuery({
    queryKey: ['analysts', 'track-records'],
    queryFn: ({ signal }) => api.get<AnalystsResponse>('/api/analysts', { signal }),
    select: (data): MeasuredRecords => {
      const evaluation = data.evaluation;
      if (!evaluation) return { team: null, analysts: {} };
      const benchmark = evaluation.proxy ? `0050 (${evaluation.benchmark})` : evaluation.benchmark;
      const recordOf = (row: (typeof evaluation.analysts)[number]): MeasuredRecord | null =>
        row.hitRate === null || row.sample === 0
          ? null
          : {
              accuracy: row.hitRate,
              sampleSize: row.sample,
              unit: row.sample === row.dates && row.sample !== row.calls ? 'dates' : 'calls',
              benchmark,
              from: evaluation.from,
              to: evaluation.to,
            };
      const analysts: MeasuredRecords['analysts'] = {};
      for (const row of evaluation.analysts) {
        const record = recordOf(row);
        if (record) analysts[row.id as AnalystId] = record;
      }
      return { team: recordOf(evaluation.team), analysts };
    },
    staleTime: 10 * 60_000,
  });
}
