import { randomUUID } from 'node:crypto';
import { sharesPerLot } from '@alphadesk/core';
import type { TransactionView, WhatIfRequest } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import { fingerprinter, viewOfRow } from './records.ts';
import type { PortfolioRepository } from './repository.ts';
import type { Caller, PortfolioService } from './service.ts';
import { buildTransaction, coreCosts } from './transactions.ts';

/** The call of one of the caller's own analyses: what was analysed, at what price, on which day. */
export interface AnalysisCalls {
  callOf(
    userId: string,
    analysisId: string,
  ): Promise<{ symbol: string; price: number | null; date: string | null } | null>;
}

/**
 * What-if from an analysis report: the analysed stock bought at the call's price on the call's day
 * (one lot unless told), fees as the portfolio's broker would charge, marked as coming from it.
 */
export function createWhatIf(deps: {
  service: PortfolioService;
  repository: PortfolioRepository;
  analyses: AnalysisCalls;
}) {
  const { owned, securityOf, addRecords, record, today } = deps.service.internals;
  return {
    async whatIf(caller: Caller, id: string, request: WhatIfRequest): Promise<TransactionView> {
      const row = await owned(caller, id);
      const call = await deps.analyses.callOf(caller.userId, request.analysisId);
      if (!call) throw appError('ANALYSIS_NOT_FOUND');
      if (call.price === null || !(call.price > 0)) throw appError('ANALYSIS_NO_PRICE');
      const security = await securityOf(call.symbol);
      const tx = buildTransaction(
        {
          type: 'buy',
          date: call.date && call.date <= today() ? call.date : today(),
          symbol: call.symbol,
          shares: request.shares ?? sharesPerLot,
          // Prices trade in cents; a computed call price may carry more decimals.
          price: Math.round(call.price * 100) / 100,
        },
        { id: randomUUID(), today: today(), trackCash: row.trackCash, costs: coreCosts(row), security },
      );
      const existing = await deps.repository.transactions([row.id]);
      const stored = record(tx, row.id, fingerprinter(existing), {
        source: 'analysis',
        analysisId: request.analysisId,
        note: `AI 分析建議價 ${tx.type === 'buy' ? tx.price : ''}`,
      });
      await addRecords(row, existing, [stored]);
      const saved = (await deps.repository.transactions([row.id])).find((entry) => entry.id === tx.id)!;
      return viewOfRow(saved, new Map(security ? [[security.symbol, security.name]] : []));
    },
  };
}
