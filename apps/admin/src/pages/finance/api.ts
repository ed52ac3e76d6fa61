import type {
  EinvoiceSummary,
  FinanceAlert,
  FinanceInvoiceFilter,
  FinanceOverview,
  FinanceRecord,
  FinanceRecordCreateRequest,
  GatewayTransaction,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

export type PeriodKind = 'month' | 'quarter' | 'year';
const base = '/api/admin/finance';

export interface TransactionStats {
  total_transactions: number;
  total_amount: number;
  success_rate: number | null;
  average_transaction_amount: number | null;
  payment_methods: Record<string, { count: number; percentage: number; amount: number }>;
  tier_distribution: Record<string, { count: number; percentage: number; amount: number }>;
}
export interface ReconciliationRow {
  order_number: string;
  our_status: string;
  our_amount: number;
  our_refunded: number;
  gateway_outcome: string;
  gateway_status: string | null;
  gateway_amount: number | null;
  gateway_refunded: number | null;
  matched: boolean;
  issue: string | null;
}
export interface GatewayEvent {
  id: number;
  kind: string;
  verified: boolean;
  outcome: string;
  fields: Record<string, string>;
  created_at: string;
}

export const financeOverview = (period: PeriodKind) =>
  api.get<{ overview: FinanceOverview }>(`${base}/overview?period=${period}`);
export const listTransactions = (period: PeriodKind, page: number, status?: string) =>
  api.get<{ transactions: GatewayTransaction[]; total: number; stats: TransactionStats }>(
    `${base}/transactions?period=${period}&page=${page}&limit=20${status ? `&status=${status}` : ''}`,
  );
export const transactionEvents = (orderNumber: string) =>
  api.get<{ events: GatewayEvent[] }>(`${base}/transactions/${encodeURIComponent(orderNumber)}/events`);
export const listRecords = (page: number) =>
  api.get<{ records: FinanceRecord[]; total: number }>(`${base}/records?page=${page}&limit=20`);
export const createRecord = (input: FinanceRecordCreateRequest) =>
  api.post<{ record: FinanceRecord }>(`${base}/records`, input);
export const updateRecordStatus = (id: string, status: FinanceRecord['status']) =>
  api.put<{ record: FinanceRecord }>(`${base}/records/${encodeURIComponent(id)}`, { status });
export const reconcile = (period: PeriodKind) =>
  api.get<{ rows: ReconciliationRow[]; checked: number; mismatches: number }>(
    `${base}/reconciliation?period=${period}`,
  );
export type InvoiceFilter = FinanceInvoiceFilter;
export const listInvoices = (query: {
  page: number;
  limit: number;
  status?: InvoiceFilter | undefined;
  search?: string | undefined;
  since?: string | undefined;
}) => {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (query.since) params.set('date', query.since);
  return api.get<{ invoices: EinvoiceSummary[]; total: number }>(`${base}/invoices?${params}`);
};
export const financeAlerts = () =>
  api.get<{
    alerts: FinanceAlert[];
    summary: { high: number; medium: number; low: number };
    rules: Record<string, string>;
    checked_at: string;
  }>(`${base}/alerts`);
export const exportFinance = (period: PeriodKind) => api.blob(`${base}/export?period=${period}`);
