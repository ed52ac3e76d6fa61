import type { PlanListResponse } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

export const plansQueryKey = ['plans'] as const;

/**
 * The membership plans from `GET /api/plans`, in the server's display order (sortOrder). The server
 * words names and features in the reader's language, so each language is its own query.
 */
export function usePlans() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...plansQueryKey, language],
    queryFn: ({ signal }) => api.get<PlanListResponse>('/api/plans', { signal }),
    select: (data) => [...data.plans].sort((a, b) => a.sortOrder - b.sortOrder),
    // Prices change rarely; avoid refetching every time the section scrolls into view.
    staleTime: 5 * 60_000,
  });
}
