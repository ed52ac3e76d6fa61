import type { IndexUpdate, PriceUpdate, StockDetail } from '@alphadesk/contracts';
import { priceLimits, taipeiDate, type Tick } from '@alphadesk/core';
import { limitEventText } from '../event-texts.ts';
import type { NewMarketEventRow } from '../repository.ts';

export interface LivePumpDeps {
  /** Symbols someone watches live or has an active alert on. */
  symbols(): Promise<string[]>;
  quote(symbol: string): Promise<StockDetail | null>;
  /** The symbol's average daily volume before the trading day; null when unknown. */
  averageVolume(symbol: string, tradingDay: string): Promise<number | null>;
  indices(): Promise<IndexUpdate[]>;
  publishPrices(updates: readonly PriceUpdate[]): void;
  publishIndex(update: IndexUpdate): void;
  evaluate(ticks: readonly Tick[], options: { simulated: boolean }): Promise<number>;
  recordEvents(rows: readonly NewMarketEventRow[]): Promise<unknown>;
  now: () => Date;
  onError: (error: unknown) => void;
}

export function tickOf(quote: StockDetail, now: Date, averageVolume: number | null = null): Tick | null {
  if (quote.price === null || quote.previousClose === null || !(quote.previousClose > 0)) return null;
  const limits =
    quote.limitUp !== null && quote.limitDown !== null
      ? { limitUp: quote.limitUp, limitDown: quote.limitDown }
      : priceLimits(quote.previousClose, quote.kind);
  const time = quote.asOf ? Date.parse(quote.asOf) : now.getTime();
  return {
    symbol: quote.symbol,
    price: quote.price,
    previousClose: quote.previousClose,
    volume: quote.volume ?? 0,
    averageVolume,
    limitUp: limits.limitUp,
    limitDown: limits.limitDown,
    time,
    tradingDay: taipeiDate(new Date(time)),
  };
}

function priceUpdateOf(quote: StockDetail, tick: Tick): PriceUpdate {
  return {
    symbol: quote.symbol,
    price: tick.price,
    change: quote.change ?? 0,
    changePercent: quote.changePercent ?? 0,
    volume: tick.volume,
    high: quote.high ?? tick.price,
    low: quote.low ?? tick.price,
    lastUpdated: new Date(tick.time).toISOString(),
    simulated: quote.simulated,
  };
}

/** A limit lock seen in a quote, as a market event (one per symbol, side and day). */
export function limitEventOf(quote: StockDetail, tick: Tick): NewMarketEventRow | null {
  const cents = Math.round(tick.price * 100);
  const side =
    cents >= Math.round(tick.limitUp * 100)
      ? 'up'
      : cents <= Math.round(tick.limitDown * 100)
        ? 'down'
        : null;
  if (!side) return null;
  const params = {
    name: quote.name,
    symbol: quote.symbol,
    price: tick.price,
    limit: side === 'up' ? tick.limitUp : tick.limitDown,
  };
  // zh-TW is stored for readers of the raw table; members read it rendered from params.
  return {
    eventKey: `limit-${side}:${tick.symbol}:${tick.tradingDay}`,
    type: side === 'up' ? 'limit_up' : 'limit_down',
    ...limitEventText(side, params, 'zh-TW'),
    params,
    impact: 'high',
    eventTime: new Date(tick.time),
    affectedSymbols: [tick.symbol],
    source: quote.source ?? 'quotes',
    simulated: quote.simulated,
  };
}

/**
 * One cycle of the live feed: read the quotes that matter, push them to subscribers, evaluate the
 * alerts on them and record limit locks as events. Cycles never overlap.
 */
export function createLivePump(deps: LivePumpDeps) {
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  async function cycle(): Promise<void> {
    const now = deps.now();
    const quotes = await Promise.all(
      (await deps.symbols()).map((symbol) => deps.quote(symbol).catch(() => null)),
    );
    await deliver(quotes, now, { indices: true });
  }

  /** What a cycle does with the quotes it read: push, evaluate, record limit locks. */
  async function deliver(
    quotes: ReadonlyArray<StockDetail | null>,
    now: Date,
    options: { indices: boolean },
  ): Promise<number> {
    const updates: PriceUpdate[] = [];
    const events: NewMarketEventRow[] = [];
    const bySource = { simulated: [] as Tick[], real: [] as Tick[] };
    for (const quote of quotes) {
      const seen = quote ? tickOf(quote, now) : null;
      if (!quote || !seen) continue;
      const tick = { ...seen, averageVolume: await deps.averageVolume(quote.symbol, seen.tradingDay) };
      updates.push(priceUpdateOf(quote, tick));
      (quote.simulated ? bySource.simulated : bySource.real).push(tick);
      const event = limitEventOf(quote, tick);
      if (event) events.push(event);
    }
    deps.publishPrices(updates);
    if (options.indices) for (const index of await deps.indices().catch(() => [])) deps.publishIndex(index);
    const fired =
      (await deps.evaluate(bySource.real, { simulated: false })) +
      (await deps.evaluate(bySource.simulated, { simulated: true }));
    await deps.recordEvents(events);
    return fired;
  }

  return {
    cycle,
    /**
     * Delivers quotes that did not come from a read of the market (the test-mode simulated tick)
     * exactly as a cycle delivers the ones it reads; answers how many firings were stored.
     */
    deliver: (quotes: ReadonlyArray<StockDetail | null>) => deliver(quotes, deps.now(), { indices: false }),
    start(intervalMs: number): void {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        cycle()
          .catch(deps.onError)
          .finally(() => (running = false));
      }, intervalMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
