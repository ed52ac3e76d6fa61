import type { AlertDeliveryResponse, AlertWebhook, WebhookDelivery } from '@alphadesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** Where fired alerts go besides this page (`/api/market/delivery`, `/api/market/webhooks`). */
export const deliveryKeys = {
  settings: ['monitor', 'delivery'] as const,
  log: (webhookId: string) => ['monitor', 'webhook-deliveries', webhookId] as const,
};

export const useDeliverySettings = () =>
  useQuery({
    queryKey: deliveryKeys.settings,
    queryFn: () => api.get<AlertDeliveryResponse>('/api/market/delivery'),
  });

/** The delivery log, refreshed while the page is open (attempts and retries land over seconds). */
export const useWebhookDeliveries = (webhookId: string | null) =>
  useQuery({
    queryKey: deliveryKeys.log(webhookId ?? ''),
    enabled: webhookId !== null,
    refetchInterval: 10_000,
    queryFn: () =>
      api
        .get<{ deliveries: WebhookDelivery[] }>(
          `/api/market/webhooks/${encodeURIComponent(webhookId!)}/deliveries`,
        )
        .then((answer) => answer.deliveries),
  });

export function useDeliveryMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deliveryKeys.settings });
  return {
    setEmail: useMutation({
      mutationFn: (enabled: boolean) =>
        api.put<AlertDeliveryResponse>('/api/market/delivery/email', { enabled }),
      onSuccess: (answer) => client.setQueryData(deliveryKeys.settings, answer),
    }),
    addWebhook: useMutation({
      mutationFn: (url: string) =>
        api.post<{ webhook: AlertWebhook; secret: string }>('/api/market/webhooks', { url }),
      onSuccess: refresh,
    }),
    removeWebhook: useMutation({
      mutationFn: (id: string) => api.delete(`/api/market/webhooks/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
}
