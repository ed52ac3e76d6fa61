import { marketIndices, parseGregorianDate, parseNumber } from '@alphadesk/core';
import type { HttpClient } from './http.ts';
import { asObject } from './tables.ts';
import { ProviderError, type IndexValue, type Quote, type SecurityRef } from './types.ts';

const provider = 'mis';
const batchSize = 50;
const round2 = (value: number) => Math.round(value * 100) / 100;

interface MisMessage {
  c?: string;
  n?: string;
  ch?: string;
  ex?: string;
  z?: string;
  pz?: string;
  b?: string;
  o?: string;
  h?: string;
  l?: string;
  y?: string;
  u?: string;
  w?: string;
  v?: string;
  d?: string;
  t?: string;
  tlong?: string;
}

/** The first price of a best-5 list such as `592.0000_591.0000_…_`. */
const firstOf = (list: string | undefined) => parseNumber(list?.split('_')[0]);

/**
 * The TWSE real-time feed (mis.twse.com.tw getStockInfo.jsp): up to 50 channels per request,
 * `tse_2330.tw` for listed and `otc_6488.tw` for OTC securities, `tse_t00.tw` / `otc_o00.tw` for
 * the indices. `z` is `-` until the first trade of the interval, so the previous trade (`pz`), then
 * the best bid, then the previous close stand in. Cumulative volume `v` is in lots.
 */
export function createMisClient(http: HttpClient, baseUrl: string) {
  async function fetchMessages(channels: string[]): Promise<MisMessage[]> {
    const query = new URLSearchParams({ ex_ch: channels.join('|'), json: '1', delay: '0' });
    const answer = asObject(await http.getJson(`${baseUrl}/stock/api/getStockInfo.jsp?${query}`), provider);
    if (answer.rtcode !== '0000') {
      throw new ProviderError(
        'malformed',
        provider,
        `rtcode ${String(answer.rtcode)}: ${String(answer.rtmessage ?? '')}`,
      );
    }
    if (!Array.isArray(answer.msgArray)) throw new ProviderError('malformed', provider, 'msgArray missing');
    return answer.msgArray as MisMessage[];
  }

  return {
    async quotes(securities: readonly SecurityRef[]): Promise<Quote[]> {
      const taiwan = securities.filter((security) => security.market === 'TW');
      const quotes: Quote[] = [];
      for (let i = 0; i < taiwan.length; i += batchSize) {
        const channels = taiwan
          .slice(i, i + batchSize)
          .map((security) => `${security.exchange === 'TPEx' ? 'otc' : 'tse'}_${security.code}.tw`);
        for (const message of await fetchMessages(channels)) {
          const quote = parseQuote(message);
          if (quote) quotes.push(quote);
        }
      }
      if (taiwan.length > 0 && quotes.length === 0) throw new ProviderError('no-data', provider, 'no quotes');
      return quotes;
    },

    async indices(): Promise<IndexValue[]> {
      const definitions = marketIndices.filter((index) => index.mis);
      const messages = await fetchMessages(definitions.map((index) => index.mis!));
      return messages.flatMap((message) => {
        const definition = definitions.find((index) => index.mis === `${message.ex}_${message.ch}`);
        const quote = parseQuote(message);
        if (!definition || !quote) return [];
        return [
          {
            symbol: definition.symbol,
            name: definition.name,
            market: 'TW' as const,
            date: parseGregorianDate(message.d) ?? quote.asOf.toISOString().slice(0, 10),
            open: quote.open,
            high: quote.high,
            low: quote.low,
            value: quote.price,
            change: quote.change,
            changePercent: quote.changePercent,
            asOf: quote.asOf,
            source: 'mis' as const,
            simulated: false,
          },
        ];
      });
    },
  };
}
export type MisClient = ReturnType<typeof createMisClient>;

export function parseQuote(message: MisMessage): Quote | null {
  const previousClose = parseNumber(message.y);
  const price = parseNumber(message.z) ?? parseNumber(message.pz) ?? firstOf(message.b) ?? previousClose;
  if (!message.c || price === null) return null;
  const lots = parseNumber(message.v);
  const epoch = Number(message.tlong);
  const change = previousClose === null ? null : round2(price - previousClose);
  return {
    symbol: message.c,
    price,
    open: parseNumber(message.o),
    high: parseNumber(message.h),
    low: parseNumber(message.l),
    previousClose,
    change,
    changePercent: change === null || !previousClose ? null : round2((change / previousClose) * 100),
    // Index channels report value traded (in NT$ millions) in `v`; stocks report lots.
    volume: lots === null || message.c.startsWith('t00') || message.c.startsWith('o00') ? null : lots * 1000,
    limitUp: parseNumber(message.u),
    limitDown: parseNumber(message.w),
    asOf: Number.isFinite(epoch) && epoch > 0 ? new Date(epoch) : new Date(),
    source: 'mis',
    simulated: false,
  };
}
