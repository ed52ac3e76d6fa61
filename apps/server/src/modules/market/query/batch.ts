/**
 * Gathers the keys asked for while the event loop handles one round of I/O and loads them with
 * one call: concurrent requests that each miss a cache (a quote, a valuation) share one provider
 * fetch or one query instead of one each. A key asked twice in the same round is loaded once.
 */
export function batchLoader<T, V>(
  keyOf: (item: T) => string,
  load: (items: T[]) => Promise<ReadonlyMap<string, V>>,
): (item: T) => Promise<V | undefined> {
  let pending: { items: Map<string, T>; result: Promise<ReadonlyMap<string, V>> } | null = null;
  return (item) => {
    if (!pending) {
      const batch: { items: Map<string, T>; result: Promise<ReadonlyMap<string, V>> } = {
        items: new Map(),
        result: Promise.resolve(new Map()),
      };
      // setImmediate runs after the poll phase: every request read in this round has joined by then.
      batch.result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        if (pending === batch) pending = null;
        return load([...batch.items.values()]);
      });
      pending = batch;
    }
    const key = keyOf(item);
    pending.items.set(key, item);
    return pending.result.then((found) => found.get(key));
  };
}
