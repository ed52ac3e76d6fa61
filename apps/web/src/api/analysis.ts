import type {
  AnalysisRunResponse,
  AnalystPreferences,
  AnalystsResponse,
  RunProgressEvent,
  StartAnalysisRequest,
} from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { userQueryKey } from '../auth/session.ts';
import { api } from './client.ts';

const analysisKey = ['analysis'] as const;

/** The answer of GET and PUT /api/user/analyst-preferences. */
export interface AnalystPreferencesAnswer {
  success: true;
  message?: string;
  preferences: AnalystPreferences;
}

/** `GET /api/analysts`: the catalogue (public; the token, when any, is sent but not needed). */
export function useAnalysts() {
  return useQuery({
    queryKey: [...analysisKey, 'analysts'],
    queryFn: ({ signal }) => api.get<AnalystsResponse>('/api/analysts', { signal }),
    staleTime: 60_000,
  });
}

export const analystPreferencesKey = [...userQueryKey, 'analyst-preferences'] as const;

export function useAnalystPreferences(enabled: boolean) {
  return useQuery({
    queryKey: analystPreferencesKey,
    queryFn: ({ signal }) => api.get<AnalystPreferencesAnswer>('/api/user/analyst-preferences', { signal }),
    enabled,
  });
}

export const saveAnalystPreferences = (preferences: AnalystPreferences) =>
  api.put<AnalystPreferencesAnswer>('/api/user/analyst-preferences', { preferences });

export const startAnalysis = (request: StartAnalysisRequest) =>
  api.post<{ success: true; id: string; status: string }>('/api/analysis/runs', request);

export const fetchRun = (id: string, locale: string, signal?: AbortSignal) =>
  api.get<AnalysisRunResponse>(`/api/analysis/runs/${encodeURIComponent(id)}?locale=${locale}`, { signal });

/** Parses Server-Sent Events text into the data of each complete event; returns the rest. */
export function parseEvents(buffer: string): { events: RunProgressEvent[]; rest: string } {
  const parts = buffer.split('\n\n');
  const rest = parts.pop() ?? '';
  const events: RunProgressEvent[] = [];
  for (const part of parts) {
    const line = part.split('\n').find((item) => item.startsWith('data: '));
    if (line) events.push(JSON.parse(line.slice(6)) as RunProgressEvent);
  }
  return { events, rest };
}

/**
 * Follows `GET /api/analysis/runs/{id}/events` with fetch streaming (EventSource cannot send a
 * Bearer header). Resolves when the stream ends; the caller then reads the run.
 */
export async function followRun(
  id: string,
  onEvent: (event: RunProgressEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = await api.stream(`/api/analysis/runs/${encodeURIComponent(id)}/events`, { signal });
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}
