/**
 * localStorage, shared by every tab, behind reads and writes that never throw: storage can be
 * missing or refuse writes (privacy modes, disabled storage), and the site then keeps its state in
 * memory only.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null removes it. */
export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Not persisted; this page still holds the value in memory.
  }
}

/** A stored value with HTML markup in it did not come from us (spec §5): callers remove it. */
export const looksTampered = (value: string): boolean => /<[a-z!/?]/i.test(value);
