import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React is still adopting a pre-rendered page's markup (and in that markup itself), true
 * once the app runs it. A form in a pre-rendered page waits for it: typed into or sent before, it
 * would lose what was typed, or be sent by the browser itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
