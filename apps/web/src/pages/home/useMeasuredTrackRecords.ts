import type { AnalystId, AnalystsResponse } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export interface MeasuredRecord {
  /** Hit rate in percent points. */
  accuracy: number;
  sampleSize: number;
  from: string;
  to: string;
}

/**
 * The analysts' measured track records from `GET /api/analysts` (the latest walk-forward backtest),
 * keyed by analyst id; analysts without one are absent, so nothing unmeasured is ever shown.
 */
export function useMeasuredTrackRecords() {
  return useQuery({
    queryKey: ['analysts', 'track-records'],
    queryFn: ({ signal }) => api.get<AnalystsResponse>('/api/analysts', { signal }),
    select: (data) => {
      const records: Partial<Record<AnalystId, MeasuredRecord>> = {};
      for (const analyst of data.analysts) {
        const { trackRecord } = analyst;
        if (
          trackRecord.status !== 'measured' ||
          analyst.accuracy === null ||
          !trackRecord.from ||
          !trackRecord.to
        )
          continue;
        records[analyst.id] = {
          accuracy: analyst.accuracy,
          sampleSize: trackRecord.sampleSize,
          from: trackRecord.from,
          to: trackRecord.to,
        };
      }
      return records;
    },
    staleTime: 10 * 60_000,
  });
}
