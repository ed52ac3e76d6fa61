import { marketPhase } from '@alphadesk/core';
import type { Quote, MarketDataProvider, SecurityRef } from '../ingestion/providers/types.ts';
import type { MarketRepository, QuoteRow } from '../store/repository.ts';
import { batchLoader } from './batch.ts';

/** Cache lifetimes of a quote: short while Taiwan trades, longer otherwise (runtime-settable). */
export const quoteTtlMs = { open: 5_000, closed: 60_000 } as const;
export type QuoteTtls = { open: number; closed: number };

export type ServedQuote = Quote & {
  /** True when the provider failed and this is the last stored quote. */
  stale: boolean;
};

function fromRow(row: QuoteRow): ServedQuote {
  return {
    symbol: row.symbol,
    price: row.price,
    open: row.open,
    high: row.high,
    low: row.low,
    previousClose: row.previousClose,
    change: row.change,
    changePercent: row.changePercent,
    volume: row.volume,
    limitUp: row.limitUp,
    limitDown: row.limitDown,
    asOf: row.asOf,
    source: row.source as Quote['source'],
    simulated: row.simulated,
    stale: true,
  };
}

/**
 * Quotes with an explicit cache: fresh quotes come from the provider and are stored; when the
 * provider fails, the last stored quote is served with its asOf and `stale: true`.
 */
export function createQuoteService(deps: {
  provider: MarketDataProvider;
  repository: MarketRepository;
  now: () => Date;
  holidays: ReadonlySet<string>;
  onError?: (error: unknown) => void;
  /** The lifetimes now: asked at every lookup, so a changed setting applies to cached quotes too. */
  ttls?: () => QuoteTtls;
}) {
  // An entry keeps when it was stored, not when it expires: its lifetime is the one in force now.
  const cache = new Map<string, { quote: ServedQuote; security: SecurityRef; storedAt: number }>();
  const inFlight = new Map<string, Promise<ServedQuote | undefined>>();
  const lookups = { hits: 0, misses: 0 };

  const ttl = (security: SecurityRef, at: Date) => {
    const ttls = deps.ttls?.() ?? quoteTtlMs;
    return security.market === 'TW' && marketPhase(at, deps.holidays) === 'open' ? ttls.open : ttls.closed;
  };
  const expiresAt = (entry: { quote: ServedQuote; security: SecurityRef; storedAt: number }, at: Date) =>
    // A stale quote is retried soon; a fresh one lives for its TTL.
    entry.storedAt + (entry.quote.stale ? 1_000 : ttl(entry.security, at));

  async function fetchFresh(securities: readonly SecurityRef[], at: Date): Promise<Map<string, ServedQuote>> {
    const found = new Map<string, ServedQuote>();
    try {
      const quotes = await deps.provider.quotes(securities);
      if (quotes.length > 0) await deps.repository.upsertQuotes(quotes, at);
      for (const quote of quotes) found.set(quote.symbol, { ...quote, stale: false });
    } catch (error) {
      deps.onError?.(error);
    }
    const missing = securities.filter((security) => !found.has(security.symbol));
    if (missing.length > 0) {
      for (const row of await deps.repository.latestQuotes(missing.map((security) => security.symbol))) {
        found.set(row.symbol, fromRow(row));
      }
    }
    return found;
  }

  /**
   * Fetches `wanted` once: requests arriving meanwhile for the same symbols wait for this fetch
   * instead of asking the provider again (a busy symbol's quote expires for everyone at once).
   */
  async function fetchAndKeep(wanted: readonly SecurityRef[], at: Date, into: Map<string, ServedQuote>) {
    const batch = fetchFresh(wanted, at);
    for (const security of wanted) {
      inFlight.set(
        security.symbol,
        batch.then(
          (fresh) => fresh.get(security.symbol),
          () => undefined,
        ),
      );
    }
    try {
      const fresh = await batch;
      for (const security of wanted) {
        const quote = fresh.get(security.symbol);
        if (!quote) continue;
        into.set(security.symbol, quote);
        cache.set(security.symbol, { quote, security, storedAt: at.getTime() });
      }
    } finally {
      for (const security of wanted) inFlight.delete(security.symbol);
    }
  }

  /** The misses of one round of requests, fetched (and stored) together: one provider call, one write. */
  const fetchMissed = batchLoader<SecurityRef, ServedQuote>(
    (security) => security.symbol,
    async (batch) => {
      const into = new Map<string, ServedQuote>();
      await fetchAndKeep(batch, deps.now(), into);
      return into;
    },
  );

  return {
    /** Quotes by symbol; a security without any quote (never fetched, provider down) is absent. */
    async quotes(securities: readonly SecurityRef[]): Promise<Map<string, ServedQuote>> {
      const at = deps.now();
      const result = new Map<string, ServedQuote>();
      const waiting: Array<Promise<unknown>> = [];
      for (const security of securities) {
        const hit = cache.get(security.symbol);
        const pending = inFlight.get(security.symbol);
        if (hit && expiresAt(hit, at) > at.getTime()) {
          lookups.hits += 1;
          result.set(security.symbol, hit.quote);
          continue;
        }
        lookups.misses += 1;
        waiting.push(
          (pending ?? fetchMissed(security)).then((quote) => quote && result.set(security.symbol, quote)),
        );
      }
      await Promise.all(waiting);
      // In the order asked for, whichever way each quote came.
      const ordered = new Map<string, ServedQuote>();
      for (const { symbol } of securities) {
        const quote = result.get(symbol);
        if (quote) ordered.set(symbol, quote);
      }
      return ordered;
    },

    /** The cache's counters since start: lookups answered from it, lookups that were not, entries. */
    cacheStats() {
      const at = deps.now();
      let expired = 0;
      for (const entry of cache.values()) if (expiresAt(entry, at) <= at.getTime()) expired += 1;
      return { hits: lookups.hits, misses: lookups.misses, size: cache.size, expired };
    },

    /** Drops the entries already past their lifetime (a later lookup refetches them anyway). */
    purgeExpired(): number {
      const at = deps.now();
      let removed = 0;
      for (const [symbol, entry] of cache) {
        if (expiresAt(entry, at) <= at.getTime()) {
          cache.delete(symbol);
          removed += 1;
        }
      }
      return removed;
    },

    /** Fetches and stores quotes for many securities (the scheduled refresh), bypassing the cache. */
    async refresh(securities: readonly SecurityRef[]): Promise<number> {
      const at = deps.now();
      const quotes = await deps.provider.quotes(securities);
      await deps.repository.upsertQuotes(quotes, at);
      const bySymbol = new Map(securities.map((security) => [security.symbol, security]));
      for (const quote of quotes) {
        const security = bySymbol.get(quote.symbol);
        if (security)
          cache.set(quote.symbol, { quote: { ...quote, stale: false }, security, storedAt: at.getTime() });
      }
      return quotes.length;
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
