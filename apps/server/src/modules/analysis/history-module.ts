import type { Db } from '@alphadesk/db';
import type { MarketModule } from '../market/index.ts';
import { createEvaluator } from './evaluator.ts';
import { createHistoryRepository } from './history-repository.ts';
import { createHistoryService } from './history-service.ts';

/**
 * Analysis history: the owner-scoped service the routes call and the evaluator the daily job runs.
 * Bars come through the market service (stored, dividend-adjustable daily bars).
 */
export function createHistoryModule(deps: {
  db: Db;
  market: MarketModule;
  publicBaseUrl: string;
  now: () => Date;
}) {
  const repository = createHistoryRepository(deps.db);
  return {
    service: createHistoryService({ repository, publicBaseUrl: deps.publicBaseUrl, now: deps.now }),
    evaluator: createEvaluator({ repository, bars: { bars: deps.market.dailyBars }, now: deps.now }),
  };
}
export type HistoryModule = ReturnType<typeof createHistoryModule>;
