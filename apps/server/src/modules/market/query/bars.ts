import { addDays, taipeiDate } from '@alphadesk/core';
import type { StockBarsResponse } from '@alphadesk/contracts';
import { appError } from '../../../platform/errors.ts';
import { withFactors } from '../ingestion/factors.ts';
import type { MarketDataProvider } from '../ingestion/providers/types.ts';
import type { BarsRepository } from '../store/bars-repository.ts';
import type { Catalog } from '../store/catalog.ts';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The chart's daily bars: stored ones, else the provider's (kept when the provider is remote). */
export function createStockBars(deps: {
  provider: MarketDataProvider;
  bars: BarsRepository;
  catalog: Catalog;
  now: () => Date;
  onProviderError?: ((error: unknown) => void) | undefined;
}) {
  const { provider, bars } = deps;
  return async function stockBars(
    symbol: string,
    from: string | undefined,
    to: string | undefined,
    adjusted: boolean,
  ): Promise<StockBarsResponse> {
    const security = await deps.catalog.find(symbol);
    if (!security) throw appError('STOCK_NOT_FOUND');
    const end = to ?? taipeiDate(deps.now());
    const start = from ?? addDays(end, -365);
    if (Date.parse(end) - Date.parse(start) > 40 * 366 * 86_400_000) {
      throw appError('DATE_SPAN_TOO_LONG');
    }
    let rows = await bars.bars(security.symbol, start, end);
    if (rows.length === 0) {
      try {
        const fetched = await provider.dailyBars(security, start, end);
        rows = fetched.map((bar) => ({ ...bar, adjFactor: bar.adjFactor ?? 1 }));
        // A remote source's first answer for a security is kept (with derived factors); a
        // computing source answers the same again, so nothing is stored.
        const keep = provider.descriptor.history === 'fetched';
        if (keep && rows.length > 0 && (await bars.countBars(security.symbol)) === 0) {
          rows = withFactors(rows);
          await bars.upsertBars(rows);
        }
      } catch (error) {
        deps.onProviderError?.(error);
        throw appError('MARKET_DATA_UNAVAILABLE');
      }
    }
    const latest = adjusted
      ? ((await bars.lastBar(security.symbol))?.adjFactor ?? rows.at(-1)?.adjFactor ?? 1)
      : 1;
    const scale = (price: number, factor: number) => (adjusted ? round4((price * factor) / latest) : price);
    return {
      symbol: security.symbol,
      adjusted,
      from: start,
      to: end,
      bars: rows.map((bar) => ({
        date: bar.date,
        open: scale(bar.open, bar.adjFactor),
        high: scale(bar.high, bar.adjFactor),
        low: scale(bar.low, bar.adjFactor),
        close: scale(bar.close, bar.adjFactor),
        volume: bar.volume,
        value: bar.value,
        transactions: bar.transactions,
      })),
      source: rows[0]?.source ?? null,
      simulated: rows.length > 0 ? rows.some((bar) => bar.simulated) : provider.descriptor.simulated,
    };
  };
}
