import type { StockDetail } from '@alphadesk/contracts';
import type { AnalysesRepository } from '../repository.ts';
import { parseStoredReport } from './stored-report.ts';

/** The AI preview fields of a stock detail. */
export type AiPreview = Pick<
  StockDetail,
  'analystRating' | 'analystConfidence' | 'targetPrice' | 'potentialReturn' | 'technicalSignal' | 'riskLevel'
>;

const ratings = { buy: 'BUY', hold: 'HOLD', sell: 'SELL' } as const;

/** How long the newest call of a symbol is served from memory (a run finishing here forgets it at once). */
export const previewTtlMs = 15_000;
const maxCached = 10_000;

/** The public fields of the newest completed call of a symbol, as kept between requests. */
interface LatestCall {
  result: keyof typeof ratings;
  confidence: number | null;
  targetPrice: number | null;
  priceAtCall: number | null;
  technicalSignal: AiPreview['technicalSignal'];
  riskLevel: AiPreview['riskLevel'];
}

async function latestCall(runs: AnalysesRepository, symbol: string): Promise<LatestCall | null> {
  const row = await runs.latestCompleted(symbol);
  if (!row?.result) return null;
  const result = parseStoredReport(row.report)?.result;
  const technical = result?.opinions.find(
    (opinion) => opinion.analyst === 'technical' && opinion.status === 'ok',
  );
  return {
    result: row.result,
    confidence: row.confidence,
    targetPrice: row.targetPrice,
    priceAtCall: row.priceAtCall,
    technicalSignal: technical
      ? technical.signal === 'buy'
        ? 'BULLISH'
        : technical.signal === 'sell'
          ? 'BEARISH'
          : 'NEUTRAL'
      : null,
    riskLevel: result?.riskAdjustment.riskLevel ?? null,
  };
}

/**
 * A stock detail's AI preview from the newest completed analysis of the symbol, whoever ran it:
 * only the call's public fields (verdict, confidence, target, risk level, the technical analyst's
 * signal), never who asked or their instructions. The call is read once per symbol and kept for
 * `previewTtlMs` (stock detail is the busiest page; requests while it is read share the read); the
 * potential return follows the live price.
 */
export function createAiPreview(runs: AnalysesRepository, now: () => Date) {
  // The call, or its pending read (concurrent requests for a symbol share one), and its expiry.
  const cache = new Map<string, { call: Promise<LatestCall | null>; expires: number }>();

  function cachedCall(symbol: string): Promise<LatestCall | null> {
    const at = now().getTime();
    const hit = cache.get(symbol);
    if (hit && hit.expires > at) return hit.call;
    const entry = { call: latestCall(runs, symbol), expires: at + previewTtlMs };
    cache.delete(symbol);
    if (cache.size >= maxCached) cache.delete(cache.keys().next().value!); // the oldest entry
    cache.set(symbol, entry);
    // A failed read is not kept; a `forget` meanwhile removed the entry, so nothing stale stays.
    entry.call.catch(() => {
      if (cache.get(symbol) === entry) cache.delete(symbol);
    });
    return entry.call;
  }

  return {
    async preview(symbol: string, price: number | null): Promise<AiPreview | null> {
      const call = await cachedCall(symbol);
      if (!call) return null;
      const reference = price ?? call.priceAtCall;
      return {
        analystRating: ratings[call.result],
        analystConfidence: call.confidence === null ? null : Math.round(call.confidence * 10_000) / 100,
        targetPrice: call.targetPrice,
        potentialReturn:
          call.targetPrice !== null && reference
            ? Math.round(((call.targetPrice - reference) / reference) * 10_000) / 100
            : null,
        technicalSignal: call.technicalSignal,
        riskLevel: call.riskLevel,
      };
    },
    /** A new call of the symbol was stored: the next preview reads it. */
    forget(symbol: string): void {
      cache.delete(symbol);
    },
  };
}
