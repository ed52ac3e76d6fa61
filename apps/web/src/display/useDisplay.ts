import type { Appearance } from '@alphadesk/ui/plain';
import { useSyncExternalStore } from 'react';
import { displayStore, type DisplayChoice } from './displayStore.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

function subscribeToSystem(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** The reader's display choice; re-renders when it changes. */
export function useDisplayChoice(): DisplayChoice {
  return useSyncExternalStore(displayStore.subscribe, displayStore.getState, displayStore.getState);
}

/** Light or dark: the saved theme, with `auto` following the system's setting as it changes. */
export function useAppearance(): Appearance {
  const { theme } = useDisplayChoice();
  const systemDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  if (theme === 'auto') return systemDark ? 'dark' : 'light';
  return theme;
}
