import type { StockDetail } from '@alphadesk/contracts';
import { lastClosedSession } from '../ingestion/sessions.ts';
import type { MarketDataProvider, SecurityRecord, Valuation } from '../ingestion/providers/types.ts';
import type { FactsRepository } from '../store/facts-repository.ts';
import type { QuoteService, ServedQuote } from './quotes.ts';
import type { Search } from './search.ts';
import { batchLoader } from './batch.ts';

/** The AI preview of a stock detail, from the latest completed analysis of the symbol. */
export type AiPreview = Pick<
  StockDetail,
  'analystRating' | 'analystConfidence' | 'targetPrice' | 'potentialReturn' | 'technicalSignal' | 'riskLevel'
>;

/** How long a security's valuation (P/E, P/B, yield) is served from memory. */
export const valuationTtlMs = 600_000;

/** The stock detail page: quote, valuation, market cap and the AI preview of the best match. */
export function createDetail(deps: {
  provider: MarketDataProvider;
  search: Pick<Search, 'resolve'>;
  quotes: QuoteService;
  facts: FactsRepository;
  now: () => Date;
  holidays: ReadonlySet<string>;
  aiPreview?: ((symbol: string, price: number | null) => Promise<AiPreview | null>) | undefined;
}) {
  const { provider } = deps;
  // The value, or its pending load (so concurrent requests for one symbol share it), and its expiry.
  const valuationCache = new Map<string, { value: Promise<Valuation | null>; expires: number }>();

  /**
   * The stored valuations of the securities asked for in one round, in one query; a provider that
   * computes history gives its own for those with nothing stored.
   */
  const loadValuation = batchLoader<SecurityRecord, Valuation>(
    (security) => security.symbol,
    async (securities) => {
      const found = new Map(await deps.facts.latestValuations(securities.map((security) => security.symbol)));
      const missing = securities.filter((security) => !found.has(security.symbol));
      if (missing.length > 0 && provider.descriptor.history === 'computed') {
        const session = lastClosedSession(deps.now(), deps.holidays);
        for (const valuation of await provider.valuations(session, missing)) {
          if (!found.has(valuation.symbol)) found.set(valuation.symbol, valuation);
        }
      }
      return found;
    },
  );

  /** The valuation of a security, kept for `valuationTtlMs`. */
  function valuationOf(security: SecurityRecord): Promise<Valuation | null> {
    const at = deps.now().getTime();
    const hit = valuationCache.get(security.symbol);
    if (hit && hit.expires > at) return hit.value;
    const value = loadValuation(security).then((found) => found ?? null);
    valuationCache.set(security.symbol, { value, expires: at + valuationTtlMs });
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (valuationCache.get(security.symbol)?.value === value) valuationCache.delete(security.symbol);
    });
    return value;
  }

  /**
   * The last answer per symbol and what it was made from. While the security, quote and valuation
   * are the same objects (the caches hand out what they keep) and the preview says the same, the
   * same frozen answer is returned, so the route serialises it once.
   */
  const answers = new Map<string, MadeFrom & { detail: StockDetail }>();

  return async function detail(q: string, market: string, sector: string): Promise<StockDetail> {
    const security = await deps.search.resolve(q, market, sector);
    // The quote and the valuation are independent: asked for together.
    const [quotes, valuation] = await Promise.all([deps.quotes.quotes([security]), valuationOf(security)]);
    const [quote] = [...quotes.values()];
    const preview = (await deps.aiPreview?.(security.symbol, quote?.price ?? null)) ?? null;
    const made: MadeFrom = { security, quote, valuation, preview };
    const last = answers.get(security.symbol);
    if (last && sameSources(last, made)) return last.detail;
    const detail = Object.freeze(answerOf(made));
    answers.delete(security.symbol);
    if (answers.size >= maxAnswersKept) answers.delete(answers.keys().next().value!); // the oldest
    answers.set(security.symbol, { ...made, detail });
    return detail;
  };

  function answerOf({ security, quote, valuation, preview }: MadeFrom): StockDetail {
    const shares = security.sharesOutstanding ?? provider.sharesOutstanding?.(security) ?? null;
    return {
      symbol: security.symbol,
      name: security.name,
      nameEn: security.nameEn,
      exchange: security.exchange,
      market: security.market,
      sector: security.sector,
      industry: security.industry,
      kind: security.kind,
      currency: security.currency,
      price: quote?.price ?? null,
      change: quote?.change ?? null,
      changePercent: quote?.changePercent ?? null,
      open: quote?.open ?? null,
      high: quote?.high ?? null,
      low: quote?.low ?? null,
      previousClose: quote?.previousClose ?? null,
      limitUp: quote?.limitUp ?? null,
      limitDown: quote?.limitDown ?? null,
      volume: quote?.volume ?? null,
      marketCap: quote && shares ? Math.round(quote.price * shares) : null,
      peRatio: valuation?.peRatio ?? null,
      pbRatio: valuation?.pbRatio ?? null,
      dividendYield: valuation?.dividendYield ?? null,
      analystRating: preview?.analystRating ?? null,
      analystConfidence: preview?.analystConfidence ?? null,
      targetPrice: preview?.targetPrice ?? null,
      potentialReturn: preview?.potentialReturn ?? null,
      technicalSignal: preview?.technicalSignal ?? null,
      riskLevel: preview?.riskLevel ?? null,
      fundamentalScore: null,
      asOf: quote?.asOf.toISOString() ?? null,
      stale: quote ? quote.stale : true,
      simulated: quote?.simulated ?? provider.descriptor.simulated,
      source: quote?.source ?? null,
    };
  }
}

/** Symbols whose last answer is kept for reuse. */
const maxAnswersKept = 5_000;

interface MadeFrom {
  security: SecurityRecord;
  quote: ServedQuote | undefined;
  valuation: Valuation | null;
  preview: AiPreview | null;
}

const previewFields = [
  'analystRating',
  'analystConfidence',
  'targetPrice',
  'potentialReturn',
  'technicalSignal',
  'riskLevel',
] as const satisfies readonly (keyof AiPreview)[];

function sameSources(a: MadeFrom, b: MadeFrom): boolean {
  if (a.security !== b.security || a.quote !== b.quote || a.valuation !== b.valuation) return false;
  if (!a.preview || !b.preview) return a.preview === b.preview;
  return previewFields.every((field) => a.preview![field] === b.preview![field]);
}
