import type { MarketOverviewResponse } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';

/** The app-wide refresh of market panels (spec §9: 30 000 ms). */
export const overviewRefreshMs = 30_000;

/** GET /api/market/overview, per language (index names and notices come worded by the server). */
export function useMarketOverview() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['market', 'overview', i18n.language],
    queryFn: () => api.get<MarketOverviewResponse>('/api/market/overview'),
    refetchInterval: overviewRefreshMs,
  });
}
