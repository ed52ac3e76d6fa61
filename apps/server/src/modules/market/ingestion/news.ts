import { ProviderError } from './providers/types.ts';
import { createHttpClient } from './providers/http.ts';
import { asObject } from './providers/tables.ts';

export interface Headline {
  /** `YYYY-MM-DD` or an ISO date-time, as the feed gives it. */
  date: string;
  title: string;
  publisher?: string;
}

/** A configured news feed: headlines about one security over a date range. */
export interface NewsSource {
  readonly name: string;
  headlines(symbol: string, from: string, to: string): Promise<Headline[]>;
}

/**
 * FinMind's TaiwanStockNews dataset (`{msg, status, data:[{date, stock_id, title, description,
 * link, source}]}`). Only titles are used: the news analyst scores headlines, never invents them.
 */
export function createFinMindNews(options: {
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
  retries: number;
  minIntervalMs?: number;
}): NewsSource {
  const http = createHttpClient({
    provider: 'finmind-news',
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    backoffMs: 500,
    minIntervalMs: options.minIntervalMs ?? 200,
    headers: {},
  });
  return {
    name: 'FinMind TaiwanStockNews',
    async headlines(symbol, from, to) {
      const query = new URLSearchParams({
        dataset: 'TaiwanStockNews',
        data_id: symbol,
        start_date: from,
        end_date: to,
      });
      const headers: Record<string, string> = options.token
        ? { authorization: `Bearer ${options.token}` }
        : {};
      const answer = asObject(
        await http.getJson(`${options.baseUrl}/api/v4/data?${query}`, headers),
        'finmind-news',
      );
      const status = Number(answer.status);
      if (status === 402 || status === 429)
        throw new ProviderError('rate-limited', 'finmind-news', String(answer.msg), status);
      if (status !== 200)
        throw new ProviderError('http', 'finmind-news', `${status}: ${String(answer.msg)}`, status);
      if (!Array.isArray(answer.data)) throw new ProviderError('malformed', 'finmind-news', 'data missing');
      return (answer.data as Array<Record<string, unknown>>).flatMap((row) => {
        const title = String(row.title ?? '').trim();
        const date = String(row.date ?? '').trim();
        if (!title || !/^\d{4}-\d{2}-\d{2}/.test(date)) return [];
        const publisher = String(row.source ?? '').trim();
        return [{ date, title, ...(publisher ? { publisher } : {}) }];
      });
    },
  };
}
