import type {
  AddHoldingRequest,
  AnalyticsResponse,
  CreatePortfolioRequest,
  CreateTransactionRequest,
  ImportResponse,
  Portfolio,
  PortfolioDetailResponse,
  PortfolioListResponse,
  PortfolioStatsResponse,
  ReturnPeriod,
  TransactionListResponse,
  TransactionView,
  UpdatePortfolioRequest,
  WhatIfRequest,
} from '@alphadesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client.ts';

/** The portfolio centre's data: every number on the page comes from these answers. */
const base = '/api/simple-portfolios';
export const portfoliosKey = ['portfolios'] as const;

/** The server's gate: a free member (or a guest) gets 403 on every portfolio route. */
export const isPlanGate = (error: unknown): boolean => isApiError(error) && error.status === 403;

const noRetryOn4xx = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.status !== null && error.status < 500);

export function usePortfolioList(enabled = true) {
  return useQuery({
    queryKey: portfoliosKey,
    queryFn: () => api.get<PortfolioListResponse>(base).then((answer) => answer.portfolios),
    retry: noRetryOn4xx,
    enabled,
  });
}

/** What-if from an analysis report: the analysed stock bought at the call's price (one lot). */
export function useWhatIf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WhatIfRequest }) =>
      api.post<{ success: true; transaction: TransactionView }>(
        `${base}/${encodeURIComponent(id)}/what-if`,
        body,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: portfoliosKey }),
  });
}

export function usePortfolioDetail(id: string) {
  return useQuery({
    queryKey: [...portfoliosKey, id, 'detail'],
    queryFn: () =>
      api
        .get<PortfolioDetailResponse>(`${base}/${encodeURIComponent(id)}`)
        .then((answer) => answer.portfolio),
    retry: noRetryOn4xx,
  });
}

export function useTransactions(id: string) {
  return useQuery({
    queryKey: [...portfoliosKey, id, 'transactions'],
    queryFn: () =>
      api
        .get<TransactionListResponse>(`${base}/${encodeURIComponent(id)}/transactions`)
        .then((answer) => answer.transactions),
    retry: noRetryOn4xx,
  });
}

export type AnalyticsPeriod = Extract<ReturnPeriod, 'mtd' | 'ytd' | '1y' | 'all'>;

export function useAnalytics(id: string, period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...portfoliosKey, id, 'analytics', period],
    queryFn: () => api.get<AnalyticsResponse>(`${base}/${encodeURIComponent(id)}/analytics?period=${period}`),
    retry: noRetryOn4xx,
  });
}

export function usePortfolioStats(enabled = true) {
  return useQuery({
    queryKey: [...portfoliosKey, 'stats'],
    queryFn: () => api.get<PortfolioStatsResponse>(`${base}/stats`).then((answer) => answer.stats),
    retry: noRetryOn4xx,
    enabled,
  });
}

/** Writes; each one refreshes every portfolio answer (holdings, scores and analytics all move). */
export function usePortfolioMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: portfoliosKey });
  const path = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;
  return {
    create: useMutation({
      mutationFn: (body: CreatePortfolioRequest) => api.post<Portfolio>(base, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdatePortfolioRequest }) =>
        api.patch<Portfolio>(path(id), body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<{ success: true }>(path(id)),
      onSuccess: (_answer, id) => {
        // The deleted portfolio's own answers would only be refetched into a 404.
        client.removeQueries({ queryKey: [...portfoliosKey, id] });
        return refresh();
      },
    }),
    addHolding: useMutation({
      mutationFn: ({ id, body }: { id: string; body: AddHoldingRequest }) =>
        api.post<Portfolio>(path(id, '/holdings'), body),
      onSuccess: refresh,
    }),
    addTransaction: useMutation({
      mutationFn: ({ id, body }: { id: string; body: CreateTransactionRequest }) =>
        api.post<unknown>(path(id, '/transactions'), body),
      onSuccess: refresh,
    }),
    removeTransaction: useMutation({
      mutationFn: ({ id, transactionId }: { id: string; transactionId: string }) =>
        api.delete<{ success: true }>(path(id, `/transactions/${encodeURIComponent(transactionId)}`)),
      onSuccess: refresh,
    }),
    importCsv: useMutation({
      mutationFn: ({ id, file, dryRun }: { id: string; file: string; dryRun: boolean }) =>
        api.post<ImportResponse>(path(id, '/import'), { file, dryRun }),
      onSuccess: (answer) => (answer.dryRun ? undefined : refresh()),
    }),
    exportCsv: useMutation({
      mutationFn: (id: string) => api.download(path(id, '/export.csv'), `portfolio-${id}.csv`),
    }),
  };
}

/** A chosen file as base64, the shape the import route takes (the server detects Big5 or UTF-8). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
