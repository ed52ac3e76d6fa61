import type {
  Alert,
  CreateAlertRequest,
  MarketEvent,
  MarketIndicesResponse,
  WatchlistItem,
} from '@alphadesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** The market monitor's data (spec §7 `/api/market/*`); the live feed merges into these caches. */
export const monitorKeys = {
  watchlist: ['monitor', 'watchlist'] as const,
  alerts: ['monitor', 'alerts'] as const,
  events: ['monitor', 'events'] as const,
  indices: ['monitor', 'indices'] as const,
};

export const useWatchlist = () =>
  useQuery({
    queryKey: monitorKeys.watchlist,
    queryFn: () => api.get<{ watchlist: WatchlistItem[] }>('/api/market/watchlist').then((a) => a.watchlist),
  });

export const useAlerts = () =>
  useQuery({
    queryKey: monitorKeys.alerts,
    queryFn: () => api.get<{ alerts: Alert[] }>('/api/market/alerts').then((a) => a.alerts),
  });

export const useEvents = () =>
  useQuery({
    queryKey: monitorKeys.events,
    queryFn: () => api.get<{ events: MarketEvent[] }>('/api/market/events').then((a) => a.events),
  });

export const useIndices = () =>
  useQuery({
    queryKey: monitorKeys.indices,
    queryFn: () => api.get<MarketIndicesResponse>('/api/market/indices').then((a) => a.indices),
  });

export function useMonitorMutations() {
  const client = useQueryClient();
  const refresh = (key: readonly string[]) => () => client.invalidateQueries({ queryKey: key });
  return {
    addStock: useMutation({
      mutationFn: (symbol: string) => api.post<{ stock: WatchlistItem }>('/api/market/watchlist', { symbol }),
      onSuccess: refresh(monitorKeys.watchlist),
    }),
    removeStock: useMutation({
      mutationFn: (id: string) => api.delete(`/api/market/watchlist/${encodeURIComponent(id)}`),
      onSuccess: refresh(monitorKeys.watchlist),
    }),
    createAlert: useMutation({
      mutationFn: (body: CreateAlertRequest) => api.post<{ alert: Alert }>('/api/market/alerts', body),
      onSuccess: refresh(monitorKeys.alerts),
    }),
    toggleAlert: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        api.put(`/api/market/alerts/${encodeURIComponent(id)}`, { isActive }),
      onSuccess: refresh(monitorKeys.alerts),
    }),
    removeAlert: useMutation({
      mutationFn: (id: string) => api.delete(`/api/market/alerts/${encodeURIComponent(id)}`),
      onSuccess: refresh(monitorKeys.alerts),
    }),
  };
}
