import { useCallback, useEffect, useState } from 'react';

/** Loads now and every `seconds`; a failed reload keeps the last answer and shows the error. */
export function usePolling<T>(load: () => Promise<T>, seconds: number) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [load]);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), seconds * 1000);
    return () => clearInterval(timer);
  }, [reload, seconds]);
  return { data, error, reload };
}
