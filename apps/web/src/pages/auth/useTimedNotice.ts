import { useCallback, useEffect, useState } from 'react';

export type NoticeKind = 'error' | 'success' | 'info';
export interface Notice {
  kind: NoticeKind;
  text: string;
}

/** Error and success messages disappear after 5 s (spec §4, §9). */
export const NOTICE_MS = 5000;

/** One message at a time; a new one replaces the old and restarts the clock. */
export function useTimedNotice(durationMs = NOTICE_MS) {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), durationMs);
    return () => clearTimeout(timer);
  }, [notice, durationMs]);
  const show = useCallback((kind: NoticeKind, text: string) => setNotice({ kind, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
export type Notifier = ReturnType<typeof useTimedNotice>;
