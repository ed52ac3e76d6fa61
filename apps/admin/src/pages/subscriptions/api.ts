import type {
  AdminPlan,
  AdminPlanUpdateRequest,
  ExpiringSubscription,
  SubscriptionStats,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

export interface SubscriptionDetail extends ExpiringSubscription {
  current_period_start: string;
  cancel_at_period_end: boolean;
  card_last4: string | null;
  created_at: string;
  payments: {
    order_number: string;
    amount: number;
    status: string;
    created_at: string;
    paid_at: string | null;
  }[];
}

const base = '/api/admin/subscriptions';
export const subscriptionStats = () => api.get<{ stats: SubscriptionStats }>(`${base}/stats`);
export const listPlans = () => api.get<{ plans: AdminPlan[] }>(`${base}/plans`);
export const updatePlan = (id: string, patch: AdminPlanUpdateRequest) =>
  api.put<{ plan: AdminPlan }>(`${base}/plans/${encodeURIComponent(id)}`, patch);
/** Spec §7.8: the screen shows those expiring within 30 days, 10 of them. */
export const listExpiring = () =>
  api.get<{ subscriptions: ExpiringSubscription[]; total: number }>(`${base}/expiring?days=30&limit=10`);
export const subscriptionDetail = (id: string) =>
  api.get<{ subscription: SubscriptionDetail }>(`${base}/${encodeURIComponent(id)}`);
export const sendReminder = (id: string) =>
  api.post<{ sent_to: string; sent_at: string }>(`${base}/${encodeURIComponent(id)}/remind`, {});
