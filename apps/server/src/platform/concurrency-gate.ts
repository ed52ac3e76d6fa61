/**
 * At most `limit` of the given pieces of work at once; the others wait their turn, first come first
 * served. A failed piece frees its place like a finished one.
 */
export function concurrencyGate(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function gated<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((enter) => waiting.push(enter));
    else running += 1;
    try {
      return await work();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot take it first.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
