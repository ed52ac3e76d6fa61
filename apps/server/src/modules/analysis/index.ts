import type { Locale } from '@alphadesk/core';
import type {
  AnalysisRecord,
  AnalysisRun,
  AnalystPerformance,
  AnalystsResponse,
  AnalystTrackRecord,
  HistoryQuery,
  HistoryResponse,
  PerformanceStats,
  RunProgressEvent,
  SharedAnalysis,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { PlansModule } from '../plans/index.ts';
import { createCatalogueService } from './catalogue/service.ts';
import { createEvaluator } from './history/evaluator.ts';
import { exportRecords, type ExportFile } from './history/export.ts';
import { createHistoryService } from './history/service.ts';
import type { AnalysisMarket, ClaimAnalystSlots } from './ports.ts';
import { createAnalysesRepository } from './repository.ts';
import { createLlmNarrator, templateNarrator, type NarratorSettings } from './runs/narrator.ts';
import { presentRun } from './runs/present.ts';
import { createAiPreview, type AiPreview } from './runs/preview.ts';
import { createRunService, type RunService, type StartInput } from './runs/service.ts';
import type { MeasuredTrackRecord } from './catalogue/service.ts';
import type { AnalysesRepository } from './repository.ts';
import { sharedComputePool } from './runs/compute/pool.ts';
import type { AnalysisSettings } from './runs/config.ts';
import { runBacktest, type BacktestOptions, type BacktestReport } from './track-record/run.ts';
import {
  createTrackRecordService,
  type TrackRecordCall,
  type TrackRecordService,
} from './track-record/service.ts';

export type { AnalysisData, AnalysisMarket, ClaimAnalystSlots, StoredDailyBar } from './ports.ts';
export type { AiPreview } from './runs/preview.ts';
export type { NarratorSettings } from './runs/narrator.ts';
export type { BacktestOptions, BacktestReport } from './track-record/run.ts';
export type { GroupSummary } from './track-record/summary.ts';
export { analysisRoutes } from './routes.ts';
export { registerAnalysisJobs } from './jobs.ts';
export { SLOT_RETRY_MS } from './runs/service.ts';
export { analysisConfig, type AnalysisSettings } from './runs/config.ts';

/**
 * AI stock analysis: runs (a durable job per run, the report stored once), the caller's history
 * (search, favourites, share links, export, the evaluator scoring calls), the analyst catalogue,
 * and the measured track records of the walk-forward backtest.
 */
export interface AnalysisModule {
  /** Validates and admits a run (tiers, quota) and queues it; 4xx with the zh-TW message otherwise. */
  startRun(caller: AuthContext, input: StartInput): Promise<{ id: string; status: AnalysisRun['status'] }>;
  /** The caller's run with its report in one locale; 404 for anyone else's. */
  run(caller: AuthContext, id: string, locale: Locale): Promise<AnalysisRun>;
  /** The caller's run's progress; null when it is missing or someone else's. */
  runProgress(caller: AuthContext, id: string, locale: Locale): Promise<RunProgressEvent | null>;
  /** The run job's work: takes a run to its end (idempotent: a retried job changes nothing). */
  executeRun(runId: string): Promise<void>;
  /** After a restart: re-queues recent unfinished runs and fails older ones. */
  resumeInterruptedRuns(): Promise<{ resumed: number; failed: number }>;

  /** The analyst catalogue with measured counts, run times and track records. */
  /** The catalogue, its descriptions in `locale` (zh-TW unless asked). */
  analysts(locale?: Locale): Promise<AnalystsResponse>;
  /** Member runs in progress per analyst (in the caller's transaction when given). */
  runsInProgressPerAnalyst(within?: Db): Promise<Map<string, number>>;
  /** Runs in flight and recent completion times, overall and per analyst (back-office status). */
  workload(since: Date): ReturnType<AnalysesRepository['workload']>;
  /** The coordinator's per-analyst weights from the latest backtest; null gives equal weights. */
  analystWeights(): Promise<Partial<Record<string, number>> | null>;
  /** The latest backtest's measured record per analyst (percent points). */
  measuredRecords(): Promise<Partial<Record<string, MeasuredTrackRecord>>>;
  /** One analysis computed for staff, nothing stored (the back-office's analysis tasks). */
  computeOnce: RunService['computeOnce'];

  /** The caller's records, filtered, sorted and paged (every history call is owner-scoped). */
  /** Summaries, key points, opportunities and risks in `locale` (zh-TW unless asked). */
  history(userId: string, query: HistoryQuery, locale?: Locale): Promise<HistoryResponse>;
  record(userId: string, id: string, locale?: Locale): Promise<AnalysisRecord>;
  /** Owned records in the requested order (others' ids silently skipped). */
  records(userId: string, ids: readonly string[]): Promise<AnalysisRecord[]>;
  toggleFavorite(userId: string, id: string): Promise<{ id: string; isFavorite: boolean }>;
  share(userId: string, id: string): Promise<{ shareId: string; shareUrl: string }>;
  revokeShare(userId: string, id: string): Promise<{ success: true }>;
  /** A shared analysis by its link (public, without member data). */
  shared(shareId: string, locale?: Locale): Promise<SharedAnalysis>;
  batchDelete(userId: string, ids: readonly string[]): Promise<{ deleted: number; notDeleted: number }>;
  performanceStats(userId: string): Promise<PerformanceStats>;
  analystPerformance(userId: string): Promise<AnalystPerformance[]>;
  /** The caller's chosen records as a PDF or an Excel workbook. */
  exportRecords(
    userId: string,
    ids: readonly string[],
    format: 'pdf' | 'excel',
    locale?: Locale,
  ): Promise<ExportFile>;
  /** Scores pending calls (every owner's, or one's) whose horizon passed or target/stop was hit. */
  evaluatePending(userId?: string): Promise<{ evaluated: number; stillPending: number }>;

  /** Completed analyses per symbol (the market's hot list and search history). */
  analysisCounts(symbols: readonly string[]): Promise<Map<string, number>>;
  /** The public fields of the newest completed analysis of a symbol (a stock detail's AI preview). */
  aiPreview(symbol: string, price: number | null): Promise<AiPreview | null>;

  /** Stores a finished backtest and its scored calls; returns the backtest's id. */
  saveBacktest(
    run: { fromDate: string; toDate: string; universe: string[]; summary: Record<string, unknown> },
    calls: ReadonlyArray<Omit<TrackRecordCall, 'id' | 'runId'>>,
  ): Promise<string>;
  /** Per analyst and "team", the latest backtest's track record; null before any backtest. */
  backtestStats(): Promise<Record<string, AnalystTrackRecord> | null>;
  /** The latest backtest's scored calls per analyst (the back-office's model metrics); null before any. */
  scoredCalls(): ReturnType<TrackRecordService['scoredCalls']>;
  /** Replays the team walk-forward over stored bars, scores and stores the calls (scripts/backtest.ts). */
  backtest(options: BacktestOptions): Promise<BacktestReport>;
}

export interface AnalysisModuleDeps {
  db: Db;
  market: AnalysisMarket;
  entitlements: EntitlementsModule;
  accounts: Pick<AccountsModule, 'contactOf'>;
  plans: Pick<PlansModule, 'displayList'>;
  queue: JobQueue | null;
  log: Logger;
  now: () => Date;
  /** An OpenAI-compatible model writes the summary when configured; the template otherwise. */
  llm: NarratorSettings | null;
  /** The site's public address (share links). */
  publicBaseUrl: string;
  /** A CJK font file for PDF exports. */
  fontPath: string;
  /** Called before each stage of a run (tests pause a run here to stop the process under it). */
  onStage?: ((runId: string, stage: string) => Promise<void>) | undefined;
  /** A run completed, once (workflow events); never fails the run. */
  onRunCompleted?: ((run: { id: string; userId: string; symbol: string }) => Promise<void>) | undefined;
  /** Analysts staff took out of service; inactive ones leave the catalogue, none can be started. */
  analystAvailability?: (() => Promise<Partial<Record<string, string>>>) | undefined;
  /** Holds runs to each analyst's maximum concurrent tasks (the back-office registry's). */
  claimAnalystSlots?: ClaimAnalystSlots | undefined;
  /** Compute threads and run concurrency; without them, analyses compute on the main thread. */
  settings?: AnalysisSettings | undefined;
}

/**
 * Runs read the measured weights once per this window at most (a burst of runs would read the
 * latest backtest once per run); a backtest saved through this module is read at once.
 */
const WEIGHTS_TTL_MS = 2_000;

/** `load`'s answer, shared by the calls of `ttlMs` (and by those while it loads); a failure is not kept. */
function remembered<T>(load: () => Promise<T>, ttlMs: number) {
  let kept: { at: number; value: Promise<T> } | null = null;
  return {
    read(): Promise<T> {
      const at = performance.now();
      if (kept && at - kept.at < ttlMs) return kept.value;
      const entry = { at, value: load() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = null;
      });
      return entry.value;
    },
    forget(): void {
      kept = null;
    },
  };
}

export function createAnalysisModule(deps: AnalysisModuleDeps): AnalysisModule {
  const repository = createAnalysesRepository(deps.db);
  const previews = createAiPreview(repository, deps.now);
  const trackRecord = createTrackRecordService(deps.db);
  const runWeights = remembered(async () => {
    const measured = await trackRecord.measuredWeights();
    return measured && Object.fromEntries(Object.entries(measured).map(([id, m]) => [id, m.weight]));
  }, WEIGHTS_TTL_MS);
  const runSellGates = remembered(() => trackRecord.sellGates(), WEIGHTS_TTL_MS);
  const runs = createRunService({
    weights: runWeights.read,
    sellGates: runSellGates.read,
    ...deps,
    repository,
    onCompleted: (symbol) => previews.forget(symbol),
    narrator: deps.llm ? createLlmNarrator(deps.llm) : templateNarrator,
    pool: deps.settings?.threads ? sharedComputePool(deps.settings.threads) : null,
    startConcurrency: deps.settings?.startConcurrency,
    availability: deps.analystAvailability,
    claimSlots: deps.claimAnalystSlots,
  });
  const catalogue = createCatalogueService({
    repository,
    plans: deps.plans,
    trackRecords: () => trackRecord.catalogueRecords(),
    evaluation: () => trackRecord.evaluation(),
    availability: deps.analystAvailability,
  });
  const history = createHistoryService({ repository, publicBaseUrl: deps.publicBaseUrl, now: deps.now });
  const evaluator = createEvaluator({ repository, market: deps.market, now: deps.now });

  return {
    async startRun(caller, input) {
      const run = await runs.start(caller, input);
      return { id: run.id, status: run.status };
    },
    run: async (caller, id, locale) => presentRun(await runs.get(caller, id), locale),
    runProgress: (caller, id, locale) => runs.progressOf(caller, id, locale),
    executeRun: (runId) => runs.execute(runId),
    resumeInterruptedRuns: () => runs.resumeInterrupted(),

    analysts: (locale) => catalogue.list(locale),
    runsInProgressPerAnalyst: (within) => repository.inProgressPerAnalyst(within),
    workload: (since) => repository.workload(since),
    async analystWeights() {
      const measured = await trackRecord.measuredWeights();
      return measured && Object.fromEntries(Object.entries(measured).map(([id, m]) => [id, m.weight]));
    },
    measuredRecords: () => trackRecord.catalogueRecords(),
    computeOnce: (input) => runs.computeOnce(input),

    history: (userId, query, locale) => history.list(userId, query, locale),
    record: (userId, id, locale) => history.detail(userId, id, locale),
    records: (userId, ids) => history.records(userId, ids),
    toggleFavorite: (userId, id) => history.toggleFavorite(userId, id),
    share: (userId, id) => history.share(userId, id),
    revokeShare: (userId, id) => history.revokeShare(userId, id),
    shared: (shareId, locale) => history.shared(shareId, locale),
    batchDelete: (userId, ids) => history.batchDelete(userId, ids),
    performanceStats: (userId) => history.performanceStats(userId),
    analystPerformance: (userId) => history.analystPerformance(userId),
    exportRecords: async (userId, ids, format, locale = 'zh-TW') =>
      exportRecords(await history.records(userId, ids, locale), format, deps.fontPath, deps.now(), locale),
    evaluatePending: (userId) => evaluator.evaluatePending(userId),

    analysisCounts: (symbols) => repository.countsBySymbol(symbols),
    aiPreview: (symbol, price) => previews.preview(symbol, price),

    saveBacktest: async (run, calls) => {
      const saved = await trackRecord.saveRun(run, calls);
      catalogue.forget();
      runWeights.forget();
      runSellGates.forget();
      return saved;
    },
    backtestStats: () => trackRecord.analystStats(),
    scoredCalls: () => trackRecord.scoredCalls(),
    backtest: (options) => runBacktest({ market: deps.market, trackRecord }, options),
  };
}
