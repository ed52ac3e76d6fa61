import type { AdminUser, AdminUserUpdateRequest, SubscriptionView } from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

export interface UserListParams {
  page: number;
  limit: number;
  keyword?: string;
  role?: string;
  status?: string;
  tier?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

const query = (params: Partial<UserListParams>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const listUsers = (params: UserListParams) =>
  api.get<{ users: AdminUser[]; total: number; page: number; limit: number }>(
    `/api/admin/users?${query(params)}`,
  );
export const updateUser = (id: string, patch: AdminUserUpdateRequest) =>
  api.put<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(id)}`, patch);
export const deleteUser = (id: string) => api.delete<unknown>(`/api/admin/users/${encodeURIComponent(id)}`);
export const exportUsers = (params: Omit<UserListParams, 'page' | 'limit'>) =>
  api.blob(`/api/admin/users/export?${query(params)}`);

export type MemberSubscription = Omit<SubscriptionView, 'billingHistory'>;
const subscriptionPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}/subscription`;
export const memberSubscription = (id: string) =>
  api.get<{ subscription: MemberSubscription }>(subscriptionPath(id));
export const cancelMemberRenewal = (id: string) =>
  api.put<{ subscription: MemberSubscription; message?: string }>(`${subscriptionPath(id)}/cancel`);
export const resumeMemberRenewal = (id: string) =>
  api.put<{ subscription: MemberSubscription }>(`${subscriptionPath(id)}/renew`);
