import type { AiPreview } from '../market/index.ts';
import type { RunsRepository } from './runs-repository.ts';
import { parseStoredReport } from './stored-report.ts';

const ratings = { buy: 'BUY', hold: 'HOLD', sell: 'SELL' } as const;

/**
 * A stock detail's AI preview from the newest completed analysis of the symbol, whoever ran it:
 * only the call's public fields (verdict, confidence, target, risk level, the technical analyst's
 * signal), never who asked or their instructions.
 */
export function createAiPreview(runs: RunsRepository) {
  return async (symbol: string, price: number | null): Promise<AiPreview | null> => {
    const row = await runs.latestCompleted(symbol);
    if (!row?.result) return null;
    const result = parseStoredReport(row.report)?.result;
    const technical = result?.opinions.find(
      (opinion) => opinion.analyst === 'technical' && opinion.status === 'ok',
    );
    const reference = price ?? row.priceAtCall;
    return {
      analystRating: ratings[row.result],
      analystConfidence: row.confidence === null ? null : Math.round(row.confidence * 10_000) / 100,
      targetPrice: row.targetPrice,
      potentialReturn:
        row.targetPrice !== null && reference
          ? Math.round(((row.targetPrice - reference) / reference) * 10_000) / 100
          : null,
      technicalSignal: technical
        ? technical.signal === 'buy'
          ? 'BULLISH'
          : technical.signal === 'sell'
            ? 'BEARISH'
            : 'NEUTRAL'
        : null,
      riskLevel: result?.riskAdjustment.riskLevel ?? null,
    };
  };
}
