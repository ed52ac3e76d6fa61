import { useCallback, useEffect, useRef, useState } from 'react';

export interface Polled<T> {
  data: T | null;
  /** The last failure; cleared by the next success. */
  error: unknown;
  loading: boolean;
  updatedAt: Date | null;
  reload: () => Promise<void>;
}

/**
 * Loads once, then again every `intervalMs` (the spec's refresh intervals, §9), keeping the last
 * good data while a reload fails. Stops when the page unmounts.
 */
export function usePolling<T>(load: () => Promise<T>, intervalMs: number): Polled<T> {
  const [state, setState] = useState<Omit<Polled<T>, 'reload'>>({
    data: null,
    error: null,
    loading: true,
    updatedAt: null,
  });
  const loader = useRef(load);
  loader.current = load;
  const reload = useCallback(async () => {
    try {
      const data = await loader.current();
      setState({ data, error: null, loading: false, updatedAt: new Date() });
    } catch (error) {
      setState((current) => ({ ...current, error, loading: false }));
    }
  }, []);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), intervalMs);
    return () => clearInterval(timer);
  }, [reload, intervalMs]);
  return { ...state, reload };
}
