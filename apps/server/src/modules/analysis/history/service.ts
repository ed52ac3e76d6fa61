import { randomBytes } from 'node:crypto';
import { analystName, performanceStats, renderReport, type Locale } from '@alphadesk/core';
import {
  type AnalysisRecord,
  type AnalystPerformance,
  type HistoryQuery,
  type HistoryResponse,
  type PerformanceStats,
  type SharedAnalysis,
} from '@alphadesk/contracts';
import { appError } from '../../../platform/errors.ts';
import type { AnalysisRow, AnalysesRepository } from '../repository.ts';
import { parseStoredReport } from '../runs/stored-report.ts';
import { calibration } from '../track-record/calibration.ts';

/**
 * The texts of a record in `locale`. The row keeps them in zh-TW (as the report was first shown);
 * other languages are rendered again from the stored result, the way the report itself is. A row
 * without a readable stored result keeps what it has.
 */
function recordTexts(row: AnalysisRow, locale: Locale) {
  const stored = {
    summary: row.summary ?? '',
    keyPoints: row.keyPoints ?? [],
    opportunities: row.opportunities ?? [],
    risks: row.risks ?? [],
  };
  if (locale === 'zh-TW' || row.status !== 'completed') return stored;
  const report = parseStoredReport(row.report);
  if (!report) return stored;
  const rendered = renderReport(report.result, locale);
  return {
    summary: rendered.summary,
    keyPoints: rendered.keyPoints,
    opportunities: rendered.opportunities,
    risks: rendered.risks,
  };
}

export function presentRecord(row: AnalysisRow, locale: Locale = 'zh-TW'): AnalysisRecord {
  const texts = recordTexts(row, locale);
  return {
    id: row.id,
    symbol: row.symbol,
    companyName: row.companyName,
    market: row.market,
    analysisType: row.analysisType,
    analysts: row.analysts,
    analyst: row.analysts[0] ?? null,
    result: row.result ?? 'hold',
    confidence: row.confidence ?? 0,
    targetPrice: row.targetPrice,
    priceAtCall: row.priceAtCall,
    callDate: row.callDate,
    horizonDays: row.horizonDays,
    summary: texts.summary,
    keyPoints: texts.keyPoints,
    opportunities: texts.opportunities,
    risks: texts.risks,
    tags: row.tags ?? [],
    isFavorite: row.isFavorite,
    shared: row.shareId !== null,
    simulated: row.simulated,
    actualOutcome: row.actualOutcome,
    actualReturn: row.actualReturn,
    excessReturn: row.excessReturn,
    priceChangePercent: row.priceChangePercent,
    exitDate: row.exitDate,
    holdingDays: row.holdingDays,
    evaluatedAt: row.evaluatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function sharedView(row: AnalysisRow, locale: Locale): SharedAnalysis {
  const record = presentRecord(row, locale);
  return {
    symbol: record.symbol,
    companyName: record.companyName,
    market: record.market,
    analysts: record.analysts,
    result: record.result,
    confidence: record.confidence,
    targetPrice: record.targetPrice,
    priceAtCall: record.priceAtCall,
    callDate: record.callDate,
    horizonDays: record.horizonDays,
    summary: record.summary,
    keyPoints: record.keyPoints,
    opportunities: record.opportunities,
    risks: record.risks,
    simulated: record.simulated,
    actualOutcome: record.actualOutcome,
    actualReturn: record.actualReturn,
    priceChangePercent: record.priceChangePercent,
    exitDate: record.exitDate,
  };
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/** `performanceStats` over records, plus the mean excess return and the calibration bands. */
export function statsOf(rows: readonly AnalysisRow[]): PerformanceStats {
  const calls = rows.map((row) => ({
    symbol: row.symbol,
    signal: row.result ?? 'hold',
    outcome: row.actualOutcome,
    actualReturn: row.actualReturn,
    holdingDays: row.holdingDays,
    exitDate: row.exitDate,
  }));
  const excess = rows
    .filter((row) => row.result !== 'hold' && row.excessReturn !== null)
    .map((row) => row.excessReturn!);
  return {
    ...performanceStats(calls),
    averageExcessReturn: mean(excess),
    calibration: calibration(
      rows.map((row) => ({ confidence: row.confidence ?? 0, outcome: row.actualOutcome })),
    ),
  };
}

export interface HistoryServiceDeps {
  repository: AnalysesRepository;
  publicBaseUrl: string;
  now: () => Date;
}

/** The caller's analysis history: every operation is scoped to the owner; others' ids are 404. */
export function createHistoryService(deps: HistoryServiceDeps) {
  const { repository } = deps;
  const missing = () => appError('ANALYSIS_NOT_FOUND');

  return {
    async list(userId: string, query: HistoryQuery, locale: Locale = 'zh-TW'): Promise<HistoryResponse> {
      const { rows, total } = await repository.list(userId, query, deps.now());
      const response: HistoryResponse = {
        analyses: rows.map((row) => presentRecord(row, locale)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
      if (query.includePerformance) response.performance = statsOf(await repository.allCompleted(userId));
      return response;
    },

    async detail(userId: string, id: string, locale: Locale = 'zh-TW'): Promise<AnalysisRecord> {
      const row = await repository.findOwned(userId, id);
      if (!row) throw missing();
      return presentRecord(row, locale);
    },

    /** Owned records in the requested order (others' ids silently skipped). */
    async records(
      userId: string,
      ids: readonly string[],
      locale: Locale = 'zh-TW',
    ): Promise<AnalysisRecord[]> {
      const rows = await repository.findOwnedMany(userId, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [presentRecord(row, locale)] : [];
      });
    },

    async toggleFavorite(userId: string, id: string) {
      const isFavorite = await repository.toggleFavorite(userId, id);
      if (isFavorite === null) throw missing();
      return { id, isFavorite };
    },

    /** 144 random bits, base64url: unguessable, and one link per analysis until revoked. */
    async share(userId: string, id: string) {
      const shareId = await repository.share(userId, id, randomBytes(18).toString('base64url'));
      if (!shareId) throw missing();
      return { shareId, shareUrl: `${deps.publicBaseUrl.replace(/\/$/, '')}/shared/analysis/${shareId}` };
    },

    async revokeShare(userId: string, id: string) {
      if (!(await repository.revokeShare(userId, id))) throw missing();
      return { success: true as const };
    },

    async shared(shareId: string, locale: Locale = 'zh-TW'): Promise<SharedAnalysis> {
      const row = await repository.byShareId(shareId);
      if (!row) throw appError('SHARE_NOT_FOUND');
      return sharedView(row, locale);
    },

    async batchDelete(userId: string, ids: readonly string[]) {
      const unique = [...new Set(ids)];
      const deleted = await repository.deleteOwned(userId, unique);
      return { deleted, notDeleted: unique.length - deleted };
    },

    async performanceStats(userId: string): Promise<PerformanceStats> {
      return statsOf(await repository.allCompleted(userId));
    },

    /** Per analyst named on a record: accuracy = hit rate of its scored records. */
    async analystPerformance(userId: string): Promise<AnalystPerformance[]> {
      const rows = await repository.allCompleted(userId);
      const byAnalyst = new Map<string, AnalysisRow[]>();
      for (const row of rows)
        for (const analyst of new Set(row.analysts)) {
          byAnalyst.set(analyst, [...(byAnalyst.get(analyst) ?? []), row]);
        }
      return [...byAnalyst.entries()]
        .map(([analystId, list]) => {
          const scored = list.filter((row) => row.actualOutcome !== 'pending');
          const hits = scored.filter((row) => row.actualOutcome === 'profit').length;
          const returns = scored
            .filter((row) => row.result !== 'hold' && row.actualReturn !== null)
            .map((row) => row.actualReturn!);
          const rate = scored.length ? hits / scored.length : null;
          const count = (signal: string) => list.filter((row) => row.result === signal).length;
          return {
            analystId,
            analystName: analystName(analystId, 'zh-TW'),
            accuracy: rate,
            successRate: rate,
            avgReturn: mean(returns),
            totalAnalyses: list.length,
            scoredAnalyses: scored.length,
            recommendations: { buy: count('buy'), hold: count('hold'), sell: count('sell') },
          };
        })
        .sort((a, b) => b.totalAnalyses - a.totalAnalyses || a.analystId.localeCompare(b.analystId));
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
