import { isTradingDay, marketPhase, nextOpen, taipeiDate, type Locale } from '@alphadesk/core';
import type { MarketIndex, MarketStatusResponse } from '@alphadesk/contracts';
import type { IndexValue, MarketDataProvider } from '../ingestion/providers/types.ts';
import type { FactsRepository } from '../store/facts-repository.ts';
import { indexName } from '../texts.ts';

/** How long index levels are served from memory: in session, and otherwise. */
export const indicesTtlMs = { open: 10_000, closed: 300_000 } as const;

const presentIndex = (value: IndexValue, stale: boolean): MarketIndex => ({
  symbol: value.symbol,
  name: value.name,
  market: value.market,
  value: value.value,
  change: value.change ?? 0,
  changePercent: value.changePercent ?? 0,
  lastUpdated: value.asOf.toISOString(),
  asOf: value.asOf.toISOString(),
  stale,
  simulated: value.simulated,
  source: value.source,
});

/** Index levels (stored as they arrive; the last stored ones, stale, when the provider fails). */
export function createIndices(deps: {
  provider: MarketDataProvider;
  facts: FactsRepository;
  now: () => Date;
  holidays: ReadonlySet<string>;
  onProviderError?: ((error: unknown) => void) | undefined;
}) {
  let cache: { values: MarketIndex[]; expires: number } | null = null;
  // Kept in the providers' zh-TW; each reader gets the names in their own language.
  const localised = (values: MarketIndex[], locale: Locale) =>
    locale === 'zh-TW'
      ? values
      : values.map((value) => ({ ...value, name: indexName(value.symbol, value.name, locale) }));
  return async function indices(locale: Locale = 'zh-TW'): Promise<MarketIndex[]> {
    const at = deps.now();
    if (cache && cache.expires > at.getTime()) return localised(cache.values, locale);
    let values: MarketIndex[];
    try {
      const fresh = await deps.provider.indices(at);
      await deps.facts.upsertIndexValues(fresh);
      values = fresh.map((value) => presentIndex(value, false));
    } catch (error) {
      deps.onProviderError?.(error);
      values = (await deps.facts.latestIndexValues()).map((value) => presentIndex(value, true));
    }
    const open = marketPhase(at, deps.holidays) === 'open';
    const stale = values.some((value) => value.stale);
    cache = {
      values,
      expires: at.getTime() + (stale ? 1_000 : open ? indicesTtlMs.open : indicesTtlMs.closed),
    };
    return localised(values, locale);
  };
}

/** The Taiwan session's phase at this moment, and who provides the data. */
export function marketStatus(
  provider: MarketDataProvider,
  at: Date,
  holidays: ReadonlySet<string>,
): MarketStatusResponse {
  return {
    market: 'TW',
    phase: marketPhase(at, holidays),
    isTradingDay: isTradingDay(taipeiDate(at), holidays),
    now: at.toISOString(),
    nextOpen: nextOpen(at, holidays).toISOString(),
    timezone: 'Asia/Taipei',
    session: { preOpen: '08:30', open: '09:00', close: '13:30' },
    provider: provider.descriptor.name,
    simulated: provider.descriptor.simulated,
  };
}
