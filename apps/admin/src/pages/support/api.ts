import type {
  AdminTicket,
  AdminTicketResponse,
  AdminTicketUpdateRequest,
  SupportStatsResponse,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

const base = '/api/admin/support';

export interface TicketFilters {
  page: number;
  status?: string;
  priority?: string;
  search?: string;
}

export const supportStats = () => api.get<SupportStatsResponse>(`${base}/stats`);
export const listTickets = (filters: TicketFilters) => {
  const query = new URLSearchParams({ page: String(filters.page), limit: '10' });
  if (filters.status) query.set('status', filters.status);
  if (filters.priority) query.set('priority', filters.priority);
  if (filters.search) query.set('search', filters.search);
  return api.get<{ tickets: AdminTicket[]; total: number }>(`${base}/tickets?${query}`);
};
export const getTicket = (id: string) =>
  api.get<AdminTicketResponse>(`${base}/tickets/${encodeURIComponent(id)}`);
export const updateTicket = (id: string, patch: AdminTicketUpdateRequest) =>
  api.patch<AdminTicketResponse>(`${base}/tickets/${encodeURIComponent(id)}`, patch);
export const replyTicket = (id: string, message: string) =>
  api.post<AdminTicketResponse>(`${base}/tickets/${encodeURIComponent(id)}/replies`, { message });
export const listAgents = () =>
  api.get<{ agents: { id: string; name: string; role: string }[] }>(`${base}/agents`);
