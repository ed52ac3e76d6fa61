import type { AnalysisRun, RunProgressEvent } from '@alphadesk/contracts';
import { useEffect, useState } from 'react';
import { fetchRun, followRun } from '../../../api/analysis.ts';

const POLL_MS = 1500;

/**
 * Follows a run: live progress from the event stream (polling if the stream fails), then the
 * report in the page's language.
 */
export function useAnalysisRun(id: string | null, locale: string) {
  const [progress, setProgress] = useState<RunProgressEvent | null>(null);
  const [run, setRun] = useState<AnalysisRun | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    let stopped = false;
    const load = async () => {
      const response = await fetchRun(id, locale, controller.signal);
      setRun(response.run);
      setProgress(response.run);
      return response.run;
    };
    const poll = async () => {
      while (!stopped) {
        const current = await load();
        if (current.status === 'completed' || current.status === 'failed') return;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    void (async () => {
      try {
        const first = await load();
        if (first.status === 'completed' || first.status === 'failed') return;
        try {
          await followRun(id, setProgress, controller.signal);
          if (!stopped) await load();
        } catch {
          if (!stopped) await poll();
        }
      } catch (caught) {
        if (!stopped) setError(caught);
      }
    })();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [id, locale]);

  return { progress, run, error };
}
