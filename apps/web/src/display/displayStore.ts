import type { Preferences } from '@alphadesk/contracts';
import { readItem, writeItem } from '../lib/browserStorage.ts';

/** What the page looks like: the member's saved choices, remembered on this device. */
export interface DisplayChoice {
  theme: Preferences['display']['theme'];
  redUpGreenDown: boolean;
  /** The member whose saved language was last applied here (applied once per sign-in). */
  languageAppliedFor: string | null;
}

export const DISPLAY_STORAGE_KEY = 'alphadesk.display';
const initial: DisplayChoice = { theme: 'auto', redUpGreenDown: true, languageAppliedFor: null };

function fromStorage(): DisplayChoice {
  try {
    const stored = JSON.parse(readItem(DISPLAY_STORAGE_KEY) ?? 'null') as Partial<DisplayChoice> | null;
    if (!stored || typeof stored !== 'object') return initial;
    return {
      theme: stored.theme === 'light' || stored.theme === 'dark' ? stored.theme : 'auto',
      redUpGreenDown: stored.redUpGreenDown !== false,
      languageAppliedFor: typeof stored.languageAppliedFor === 'string' ? stored.languageAppliedFor : null,
    };
  } catch {
    return initial;
  }
}

let state: DisplayChoice | null = null;
const listeners = new Set<() => void>();

/** A small external store (read with useSyncExternalStore) so the providers above the router follow it. */
export const displayStore = {
  getState(): DisplayChoice {
    state ??= fromStorage();
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(change: Partial<DisplayChoice>): void {
    const current = displayStore.getState();
    const next = { ...current, ...change };
    if (
      next.theme === current.theme &&
      next.redUpGreenDown === current.redUpGreenDown &&
      next.languageAppliedFor === current.languageAppliedFor
    ) {
      return;
    }
    state = next;
    writeItem(DISPLAY_STORAGE_KEY, JSON.stringify(next));
    for (const listener of listeners) listener();
  },
  /** Forgets the in-memory copy (tests start from cleared storage). */
  reset(): void {
    state = null;
  },
};
