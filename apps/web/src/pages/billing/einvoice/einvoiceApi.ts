import type {
  EinvoiceDetailResponse,
  EinvoiceListResponse,
  EinvoiceSummary,
  InvoicePreferenceRequest,
  InvoicePreferenceResponse,
} from '@alphadesk/contracts';
import { api } from '../../../api/client.ts';

export type { EinvoiceSummary };
export type InvoiceChoiceValues = InvoicePreferenceRequest;

export const einvoicesQueryKey = ['user', 'einvoices'] as const;
export const invoicePreferenceQueryKey = ['user', 'einvoice-preference'] as const;

export const einvoiceApi = {
  preference: (signal?: AbortSignal) =>
    api.get<InvoicePreferenceResponse>('/api/v1/einvoice/preference', { signal }).then((r) => r.preference),
  savePreference: (values: InvoicePreferenceRequest) =>
    api.put<InvoicePreferenceResponse>('/api/v1/einvoice/preference', values),
  list: (signal?: AbortSignal) =>
    api.get<EinvoiceListResponse>('/api/v1/einvoices', { signal }).then((r) => r.invoices),
  detail: (orderNumber: string, signal?: AbortSignal) =>
    api.get<EinvoiceDetailResponse>(`/api/v1/einvoices/${encodeURIComponent(orderNumber)}`, { signal }),
};
