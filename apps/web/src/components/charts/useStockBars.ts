import type { StockBarsResponse } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** `GET /api/stocks/{symbol}/bars`: adjusted daily bars from `from` to today. */
export function useStockBars(symbol: string, from: string) {
  return useQuery({
    queryKey: ['market', 'bars', symbol, from],
    queryFn: ({ signal }) =>
      api.get<StockBarsResponse>(
        `/api/stocks/${encodeURIComponent(symbol)}/bars?${new URLSearchParams({ from, adjusted: 'true' }).toString()}`,
        { signal },
      ),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => (previous?.symbol === symbol ? previous : undefined),
  });
}
