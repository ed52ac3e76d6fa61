import { marketIndices } from '@alphadesk/core';
import type { HttpClient } from './http.ts';
import { asObject } from './tables.ts';
import { ProviderError, type Bar, type IndexValue, type Quote, type SecurityRef } from './types.ts';

const provider = 'yahoo';
const flag = { source: 'yahoo' as const, simulated: false };
const round2 = (value: number) => Math.round(value * 100) / 100;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The Yahoo chart symbol: `.TW` / `.TWO` for Taiwan, our symbol as-is elsewhere. */
export function yahooSymbol(security: Pick<SecurityRef, 'symbol' | 'code' | 'market' | 'exchange'>): string {
  if (security.market !== 'TW' || security.symbol.startsWith('^')) return security.symbol;
  return `${security.code}.${security.exchange === 'TPEx' ? 'TWO' : 'TW'}`;
}

interface ChartResult {
  meta: Record<string, unknown>;
  timestamp?: number[];
  indicators?: {
    quote?: {
      open?: (number | null)[];
      high?: (number | null)[];
      low?: (number | null)[];
      close?: (number | null)[];
      volume?: (number | null)[];
    }[];
    adjclose?: { adjclose?: (number | null)[] }[];
  };
}

/**
 * Yahoo Finance chart v8 (query1.finance.yahoo.com/v8/finance/chart/{symbol}): international
 * quotes, history and indices. Values may be null on halted days; an unknown symbol answers
 * `{ chart: { result: null, error: { code: "Not Found" } } }`.
 */
export function createYahooClient(http: HttpClient, baseUrl: string) {
  async function chart(symbol: string, query: Record<string, string>): Promise<ChartResult> {
    const json = asObject(
      await http.getJson(
        `${baseUrl}/v8/finance/chart/${encodeURIComponent(symbol)}?${new URLSearchParams(query)}`,
      ),
      provider,
    );
    const body = asObject(json.chart, provider);
    const error = body.error as { code?: string; description?: string } | null | undefined;
    if (error) {
      const kind = /not found|no data/i.test(`${error.code} ${error.description}`) ? 'no-data' : 'malformed';
      throw new ProviderError(kind, provider, `${error.code ?? 'error'}: ${error.description ?? ''}`);
    }
    const result = Array.isArray(body.result) ? (body.result[0] as ChartResult | undefined) : undefined;
    if (!result || typeof result.meta !== 'object')
      throw new ProviderError('malformed', provider, 'chart.result missing');
    return result;
  }

  function quoteOf(symbol: string, result: ChartResult): Quote {
    const meta = result.meta;
    const price = Number(meta.regularMarketPrice);
    if (!Number.isFinite(price)) throw new ProviderError('malformed', provider, 'regularMarketPrice missing');
    const previousRaw = Number(meta.chartPreviousClose ?? meta.previousClose);
    const previousClose = Number.isFinite(previousRaw) ? previousRaw : null;
    const change = previousClose === null ? null : round6(price - previousClose);
    const number = (key: string) =>
      Number.isFinite(Number(meta[key])) && meta[key] !== null ? Number(meta[key]) : null;
    const time = number('regularMarketTime');
    return {
      symbol,
      price,
      open: null,
      high: number('regularMarketDayHigh'),
      low: number('regularMarketDayLow'),
      previousClose,
      change,
      changePercent: change === null || !previousClose ? null : round2((change / previousClose) * 100),
      volume: number('regularMarketVolume'),
      limitUp: null,
      limitDown: null,
      asOf: time ? new Date(time * 1000) : new Date(),
      ...flag,
    };
  }

  return {
    async quote(security: SecurityRef): Promise<Quote> {
      return quoteOf(security.symbol, await chart(yahooSymbol(security), { range: '1d', interval: '1d' }));
    },

    async dailyBars(security: SecurityRef, from: string, to: string): Promise<Bar[]> {
      const period1 = String(Math.floor(Date.parse(`${from}T00:00:00Z`) / 1000));
      const period2 = String(Math.floor(Date.parse(`${to}T23:59:59Z`) / 1000) + 86_400);
      const result = await chart(yahooSymbol(security), {
        period1,
        period2,
        interval: '1d',
        events: 'div,split',
      });
      return parseChartBars(security.symbol, result).filter((bar) => bar.date >= from && bar.date <= to);
    },

    async indices(): Promise<IndexValue[]> {
      const values: IndexValue[] = [];
      for (const definition of marketIndices.filter((index) => index.yahoo && index.market !== 'TW')) {
        const result = await chart(definition.yahoo!, { range: '1d', interval: '1d' });
        const quote = quoteOf(definition.symbol, result);
        values.push({
          symbol: definition.symbol,
          name: definition.name,
          market: definition.market,
          date: localDate(quote.asOf.getTime() / 1000, Number(result.meta.gmtoffset) || 0),
          open: null,
          high: quote.high,
          low: quote.low,
          value: quote.price,
          change: quote.change,
          changePercent: quote.changePercent,
          asOf: quote.asOf,
          ...flag,
        });
      }
      return values;
    },
  };
}
export type YahooClient = ReturnType<typeof createYahooClient>;

const localDate = (epochSeconds: number, offsetSeconds: number) =>
  new Date((epochSeconds + offsetSeconds) * 1000).toISOString().slice(0, 10);

/**
 * Daily bars from a chart result; days with a null price are skipped. The cumulative factor is
 * adjclose / close, which makes adjusted = raw × factor / latest factor equal Yahoo's adjclose.
 */
export function parseChartBars(symbol: string, result: ChartResult): Bar[] {
  const quote = result.indicators?.quote?.[0];
  const adjclose = result.indicators?.adjclose?.[0]?.adjclose;
  const offset = Number(result.meta.gmtoffset) || 0;
  const timestamps = result.timestamp ?? [];
  const bars: Bar[] = [];
  let previousClose: number | null = null;
  timestamps.forEach((timestamp, i) => {
    const [open, high, low, close] = [quote?.open?.[i], quote?.high?.[i], quote?.low?.[i], quote?.close?.[i]];
    if (open == null || high == null || low == null || close == null || !(close > 0)) return;
    const adjusted = adjclose?.[i];
    bars.push({
      symbol,
      date: localDate(timestamp, offset),
      open: round6(open),
      high: round6(high),
      low: round6(low),
      close: round6(close),
      change: previousClose === null ? null : round6(close - previousClose),
      volume: Math.round(quote?.volume?.[i] ?? 0),
      value: null,
      transactions: null,
      adjFactor: adjusted != null && adjusted > 0 ? adjusted / close : 1,
      ...flag,
    });
    previousClose = close;
  });
  return bars;
}
