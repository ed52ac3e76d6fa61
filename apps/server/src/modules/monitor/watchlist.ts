import { randomUUID } from 'node:crypto';
import type { StockDetail, WatchlistItem } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import { limitsOf, requireMember } from './limits.ts';
import type { Caller, MonitorMarket, MonitorPlans } from './ports.ts';
import type { MonitorRepository, WatchlistRow } from './repository.ts';

export interface WatchlistDeps {
  repository: MonitorRepository;
  market: MonitorMarket;
  plans: MonitorPlans;
}

/** A member's watchlist with live quotes (spec §3 watchlist item). */
export function createWatchlist(deps: WatchlistDeps) {
  const { repository, market, plans } = deps;

  async function present(row: WatchlistRow): Promise<WatchlistItem> {
    const quote = await market.detail(row.symbol, 'TW', 'all').catch(() => null);
    return itemOf(row, quote);
  }

  return {
    async list(caller: Caller): Promise<WatchlistItem[]> {
      requireMember(caller);
      const rows = await repository.watchlist(caller.userId);
      return Promise.all(rows.map(present));
    },

    async add(caller: Caller, symbol: string): Promise<WatchlistItem> {
      requireMember(caller);
      const security = await market.findSecurity(symbol);
      if (!security) throw appError('UNKNOWN_SYMBOL');
      const limits = await limitsOf(plans, caller.tier);
      const row = await repository.lockedForUser(caller.userId, async (tx) => {
        const present = await repository.watchlist(caller.userId, tx);
        if (present.some((item) => item.symbol === security.symbol)) throw appError('WATCHLIST_DUPLICATE');
        if (present.length >= limits.watchlistLimit) {
          throw appError('WATCHLIST_LIMIT', { limit: limits.watchlistLimit, tier: caller.tier });
        }
        const created = await repository.addToWatchlist(
          { id: randomUUID(), userId: caller.userId, symbol: security.symbol },
          tx,
        );
        if (!created) throw appError('WATCHLIST_DUPLICATE');
        return created;
      });
      return present(row);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      requireMember(caller);
      if (!(await repository.removeFromWatchlist(caller.userId, id)))
        throw appError('WATCHLIST_ITEM_NOT_FOUND');
    },

    count: (caller: Caller) => repository.countWatchlist(caller.userId),
  };
}
export type Watchlist = ReturnType<typeof createWatchlist>;

function itemOf(row: WatchlistRow, quote: StockDetail | null): WatchlistItem {
  return {
    id: row.id,
    symbol: row.symbol,
    companyName: quote?.name ?? row.symbol,
    market: quote?.market ?? 'TW',
    currentPrice: quote?.price ?? null,
    previousClose: quote?.previousClose ?? null,
    change: quote?.change ?? null,
    changePercent: quote?.changePercent ?? null,
    volume: quote?.volume ?? null,
    high: quote?.high ?? null,
    low: quote?.low ?? null,
    lastUpdated: quote?.asOf ?? null,
    simulated: quote?.simulated ?? false,
    addedAt: row.createdAt.toISOString(),
  };
}
