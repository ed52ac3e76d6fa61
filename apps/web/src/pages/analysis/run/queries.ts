import type {
  AnalysisRun,
  AnalysisRunResponse,
  RunProgressEvent,
  StartAnalysisRequest,
} from '@alphadesk/contracts';
import {
  experimental_streamedQuery as streamedQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { userQueryKey } from '../../../auth/session.ts';

/** How often a run is re-read when its event stream cannot be followed. */
const POLL_MS = 1500;

const runKey = (id: string | null, locale: string) => [...userQueryKey, 'analysis-run', id, locale] as const;
const eventsKey = (id: string | null) => [...userQueryKey, 'analysis-run-events', id] as const;

const isFinished = (run: AnalysisRun | undefined) => run?.status === 'completed' || run?.status === 'failed';

/** `POST /api/analysis/runs`: starts a run; the answer names it. */
export function useStartAnalysis() {
  return useMutation({
    mutationFn: (request: StartAnalysisRequest) =>
      api.post<{ success: true; id: string; status: string }>('/api/analysis/runs', request),
  });
}

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

/** `GET /api/analysis/runs/{id}/events`: each progress event, until the server ends the stream. */
async function* progressEvents(
  id: string,
  locale: string,
  signal: AbortSignal,
): AsyncGenerator<RunProgressEvent> {
  const path = `/api/analysis/runs/${encodeURIComponent(id)}/events?locale=${locale}`;
  const reader = await api.stream(path, { signal });
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    yield* parsed.events;
  }
}

/**
 * Follows a run: the run itself (`GET /api/analysis/runs/{id}` in the page's language), its live
 * progress from the event stream while it works, and the finished run once the stream ends. When
 * the stream cannot be followed, the run is re-read every POLL_MS until it is finished.
 */
export function useAnalysisRun(id: string | null, locale: string) {
  const queryClient = useQueryClient();
  const run = useQuery({
    queryKey: runKey(id, locale),
    queryFn: ({ signal }) =>
      api
        .get<AnalysisRunResponse>(`/api/analysis/runs/${encodeURIComponent(id ?? '')}?locale=${locale}`, {
          signal,
        })
        .then((answer) => answer.run),
    enabled: id !== null,
    refetchInterval: (query) =>
      queryClient.getQueryState(eventsKey(id))?.status === 'error' && !isFinished(query.state.data)
        ? POLL_MS
        : false,
  });
  // The stream is followed once the run is known to be working; when it ends the run has finished.
  const events = useQuery({
    queryKey: eventsKey(id),
    queryFn: streamedQuery({
      streamFn: async function* ({ signal }) {
        yield* progressEvents(id ?? '', locale, signal);
        void queryClient.invalidateQueries({ queryKey: runKey(id, locale) });
      },
      reducer: (_latest: RunProgressEvent | null, event: RunProgressEvent) => event,
      initialValue: null,
    }),
    enabled: run.data !== undefined && !isFinished(run.data),
    retry: false,
    staleTime: Infinity,
  });
  const streamFailed = events.isError;

  return {
    progress: (streamFailed ? null : events.data) ?? run.data ?? null,
    run: run.data ?? null,
    error: run.error,
  };
}
