import { taipeiDate, type CorporateAction, type HeldSecurity } from '@alphadesk/core';
import type { StockBarsResponse, StockDetail, StockSuggestion } from '@alphadesk/contracts';
import type { LatestPrice, PortfolioMarket, PriceHistory } from './market-port.ts';

/**
 * The part of the market module's facade the portfolio reads (structurally: the facade itself
 * satisfies it).
 */
export interface MarketReads {
  findSecurity(symbol: string): Promise<{
    symbol: string;
    name: string;
    kind: 'stock' | 'etf';
    sector: string | null;
    market: string;
    exchange: string;
  } | null>;
  search(q: string, market: string, sector: string, limit: number): Promise<readonly StockSuggestion[]>;
  stockBars(
    symbol: string,
    from: string | undefined,
    to: string | undefined,
    adjusted: boolean,
  ): Promise<StockBarsResponse>;
  detail(q: string, market: string, sector: string): Promise<StockDetail>;
  analysisData(
    symbol: string,
    from: string,
    to: string,
  ): Promise<{
    benchmark: { points: Array<{ date: string; close: number }>; simulated: boolean } | null;
    dividends: Array<{
      symbol: string;
      date: string;
      kind: string;
      previousClose: number;
      referencePrice: number;
      cashDividend: number | null;
      stockDividend: number | null;
    }>;
  } | null>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Published events as corporate actions. A par-value change (`split`) gives its ratio from the
 * reference price; capital reductions and events derived from price gaps do not say how many
 * shares a holder keeps or what was paid back, so they are left to the member to record.
 */
export function actionsOf(events: Awaited<ReturnType<MarketReads['analysisData']>>): CorporateAction[] {
  if (!events) return [];
  return events.dividends.flatMap((event): CorporateAction[] => {
    if (event.kind === 'split') {
      const ratio = event.previousClose / event.referencePrice;
      if (!(ratio > 0) || !Number.isFinite(ratio)) return [];
      return [
        {
          symbol: event.symbol,
          exDate: event.date,
          splitRatio: ratio >= 1 ? round2(ratio) : 1 / round2(1 / ratio),
        },
      ];
    }
    if (event.kind === 'dividend' || event.kind === 'rights' || event.kind === 'rights-dividend') {
      if (!event.cashDividend && !event.stockDividend) return [];
      return [
        {
          symbol: event.symbol,
          exDate: event.date,
          cashDividend: event.cashDividend ?? null,
          stockDividend: event.stockDividend ?? null,
        },
      ];
    }
    return [];
  });
}

const normalise = (text: string) =>
  text.normalize('NFKC').replace(/臺/g, '台').replace(/\s+/g, '').toUpperCase();

export function portfolioMarketFrom(market: MarketReads): PortfolioMarket {
  const indexCache = new Map<string, { history: PriceHistory; expires: number }>();
  return {
    async securities(symbols) {
      const found = await Promise.all(symbols.map((symbol) => market.findSecurity(symbol)));
      const map = new Map<string, HeldSecurity>();
      found.forEach((security, i) => {
        if (!security) return;
        map.set(symbols[i]!, {
          symbol: security.symbol,
          name: security.name,
          kind: security.kind,
          sector: security.sector,
          market: security.market,
          exchange: security.exchange,
        });
      });
      return map;
    },

    async lookup(texts) {
      const found = new Map<string, { symbol: string } | null>();
      await Promise.all(
        [...new Set(texts.map(normalise))].filter(Boolean).map(async (key) => {
          const exact = await market.findSecurity(key).catch(() => null);
          if (exact) {
            found.set(key, { symbol: exact.symbol });
            return;
          }
          const [best] = await market.search(key, 'TW', 'all', 1).catch(() => []);
          found.set(key, best && normalise(best.name) === key ? { symbol: best.symbol } : null);
        }),
      );
      return (text) => found.get(normalise(text)) ?? null;
    },

    async closes(symbols, from, to) {
      const prices: PriceHistory['prices'] = {};
      let simulated = false;
      await Promise.all(
        symbols.map(async (symbol) => {
          try {
            const response = await market.stockBars(symbol, from, to, false);
            prices[symbol] = response.bars.map((bar) => ({ date: bar.date, close: bar.close }));
            simulated ||= response.simulated;
          } catch {
            // No history (a provider outage, a security without bars): trade prices mark it.
            prices[symbol] = [];
          }
        }),
      );
      return { prices, simulated };
    },

    async quotes(symbols) {
      const quotes = new Map<string, LatestPrice>();
      await Promise.all(
        symbols.map(async (symbol) => {
          try {
            const detail = await market.detail(symbol, 'TW', 'all');
            if (detail.symbol !== symbol || detail.price === null || !detail.asOf) return;
            quotes.set(symbol, {
              price: detail.price,
              date: taipeiDate(new Date(detail.asOf)),
              asOf: detail.asOf,
              simulated: detail.simulated,
            });
          } catch {
            // Without a quote the last close is the mark.
          }
        }),
      );
      return quotes;
    },

    async corporateActions(symbols, from, to) {
      const lists = await Promise.all(
        symbols.map(async (symbol) =>
          actionsOf(await market.analysisData(symbol, from, to).catch(() => null)),
        ),
      );
      return lists.flat().filter((action) => action.exDate >= from && action.exDate <= to);
    },

    async marketIndex(from, to) {
      const key = `${from}|${to}`;
      const hit = indexCache.get(key);
      if (hit && hit.expires > Date.now()) return hit.history;
      // ^TWII comes with what an analysis reads (stored levels, or the simulator's).
      const data = await market.analysisData('0050', from, to).catch(() => null);
      const history: PriceHistory = {
        prices: { '^TWII': data?.benchmark?.points ?? [] },
        simulated: data?.benchmark?.simulated ?? false,
      };
      indexCache.set(key, { history, expires: Date.now() + 10 * 60_000 });
      return history;
    },
  };
}
