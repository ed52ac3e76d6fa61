import { randomUUID } from 'node:crypto';
import {
  analyse,
  renderReport,
  resolveAnalystId,
  taipeiDate,
  type AnalysisResult,
  type Analyst,
  type AnalystId,
  type EvidenceBundle,
  type Locale,
  type SellGate,
} from '@alphadesk/core';
import {
  analystIdSchema,
  RunAnalysisJob,
  runAnalysisJobName,
  type AnalysisType,
  type ErrorCode,
  type RunProgressEvent,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { AuthContext } from '../../../platform/access.ts';
import { concurrencyGate } from '../../../platform/concurrency-gate.ts';
import { AppError, appError } from '../../../platform/errors.ts';
import type { JobDefinition, JobQueue } from '../../../platform/queue.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { AccountsModule } from '../../accounts/index.ts';
import type { EntitlementsModule } from '../../entitlements/index.ts';
import type { ComputePool } from './compute/pool.ts';
import { createEvidenceCache } from './evidence-cache.ts';
import type { Narrator } from './narrator.ts';
import { progressEventOf } from './progress.ts';
import type { AnalysisMarket, ClaimAnalystSlots } from '../ports.ts';
import type { AnalysisRow, AnalysesRepository } from '../repository.ts';
import { storedReport } from './stored-report.ts';

export const runAnalysisJob: JobDefinition<typeof RunAnalysisJob> = {
  name: runAnalysisJobName,
  payload: RunAnalysisJob,
  expireInSeconds: 600,
  retryLimit: 2,
};

/** Runs older than this that are still unfinished after a restart are failed rather than resumed. */
export const RESUME_WINDOW_MS = 60 * 60 * 1000;

export interface StartInput {
  symbol: string;
  analysts: string[];
  analysisType: AnalysisType;
  instructions?: string | undefined;
}

export interface RunsDeps {
  db: Db;
  repository: AnalysesRepository;
  market: Pick<AnalysisMarket, 'findSecurity' | 'analysisData' | 'latestBarDate'>;
  entitlements: EntitlementsModule;
  accounts: Pick<AccountsModule, 'contactOf'>;
  queue: JobQueue | null;
  narrator: Narrator;
  log: Logger;
  now: () => Date;
  /** Called at each stage before it runs (tests pause a run here to stop the process under it). */
  onStage?: ((runId: string, stage: string) => Promise<void>) | undefined;
  /** A run of the symbol completed (the stock detail's preview of it is read again). */
  onCompleted?: ((symbol: string) => void) | undefined;
  /** A run completed, once (workflow events); awaited, and it never fails the run. */
  onRunCompleted?: ((run: { id: string; userId: string; symbol: string }) => Promise<void>) | undefined;
  /** The analysts by id (core's team unless given; tests wrap them to count their runs). */
  analysts?: Readonly<Record<AnalystId, Analyst>> | undefined;
  /**
   * Worker threads that compute the analyses off the event loop; null computes in process (and so
   * does a run with `analysts` given: functions cannot cross to another thread).
   */
  pool?: ComputePool | null | undefined;
  /** Run starts whose transaction runs at once (`AnalysisSettings.startConcurrency`); 4 when absent. */
  startConcurrency?: number | undefined;
  /** Analysts staff took out of service (absent: active); members cannot start the others. */
  availability?: (() => Promise<Partial<Record<string, string>>>) | undefined;
  /** Holds each run to its analysts' maximum concurrent tasks; unlimited when absent. */
  claimSlots?: ClaimAnalystSlots | undefined;
  /** Per-analyst weights measured by the latest backtest; equal weights when absent or null. */
  weights?: (() => Promise<Partial<Record<AnalystId, number>> | null>) | undefined;
  /**
   * Per-analyst sell gates of the latest backtest: a closed gate holds the analyst's sell, as the
   * backtest's team verdict does. Absent or null (no backtest stored): no sell is held.
   */
  sellGates?: (() => Promise<Partial<Record<AnalystId, SellGate>> | null>) | undefined;
}

/**
 * A run whose analyst is at its limit is looked at again after about this long (jittered, so
 * waiting runs do not all come back together); the queue's poll may add up to its interval.
 */
export const SLOT_RETRY_MS = 1_000;

/** A burst of runs on one stock loads its evidence once per this window. */
const EVIDENCE_TTL_MS = 15_000;

/**
 * A run's stage is stored when at least this long passed since its last stored one: the member's
 * progress stream reads it every 400 ms, so closer stages would never be seen, and each is a
 * database round-trip while the run holds its analysts' slots. The narrative stage is always
 * stored (the narrator may call a model for seconds, and must not for a run finished elsewhere),
 * and so is a run's first (it moves the run to running); completion stores the last.
 */
export const STAGE_STORE_MS = 200;
const alwaysStored = new Set(['narrative']);

/** Stored analyst ids are canonical (resolved when the run was started). */
const storedAnalysts = analystIdSchema.array();

/** Thrown for a run that cannot be analysed: its zh-TW message is what the member reads. */
type RunFailureCode = 'ANALYSIS_FAILED' | 'STOCK_NOT_FOUND' | 'NO_PRICE_HISTORY';

/** A run that cannot finish, with the catalogue code stored on it (shown in the reader's language). */
class RunFailure extends Error {
  constructor(readonly code: RunFailureCode) {
    super(code);
  }
}

type FoundSecurity = NonNullable<Awaited<ReturnType<AnalysisMarket['findSecurity']>>>;

/** The run finished elsewhere (another worker, or it was failed) while this one computed it. */
class RunAlreadyFinished extends Error {}

/**
 * Analysis runs: validated and admitted on the request (tiers, and a quota unit held from the
 * start), executed by a durable job stage by stage, completed with the held unit settled in one
 * transaction (a failed run gives it back). The handler is idempotent: a retried or resumed job
 * recomputes the same deterministic result, and only the first completion or failure counts.
 */
export function createRunService(deps: RunsDeps) {
  const { repository, log, now } = deps;
  const evidence = createEvidenceCache(deps.market, { ttlMs: EVIDENCE_TTL_MS, maxEntries: 64 });
  const startGate = concurrencyGate(deps.startConcurrency ?? 4);

  async function start(caller: AuthContext, input: StartInput): Promise<AnalysisRow> {
    // Aliases (`taiwan`, `portfolio`) are resolved here, once: the run stores canonical ids.
    const ids: AnalystId[] = [];
    for (const raw of input.analysts) {
      const id = resolveAnalystId(raw);
      if (!id) throw appError('ANALYST_NOT_FOUND', { analyst: raw });
      if (!ids.includes(id)) ids.push(id);
    }
    if (deps.availability) {
      const statuses = await deps.availability();
      if (ids.some((id) => (statuses[id] ?? 'active') !== 'active')) throw appError('ANALYST_UNAVAILABLE');
    }
    deps.entitlements.requireFeature(caller, 'stock-analysis');
    deps.entitlements.requireAnalysts(caller, ids);
    const security = await deps.market.findSecurity(input.symbol);
    if (!security) throw appError('STOCK_NOT_FOUND');
    // The unit is held with the run's row, so a member never has more runs waiting than analyses
    // left, and a refused start costs nothing. A few starts at a time hold it, store the row and
    // queue the job (`startConcurrency`): a burst of starts waits here rather than in PostgreSQL.
    return startGate(() => store(caller, input, ids, security));
  }

  async function store(
    caller: AuthContext,
    input: StartInput,
    ids: AnalystId[],
    security: FoundSecurity,
  ): Promise<AnalysisRow> {
    const run = await deps.entitlements.reserveAnalysis(caller, (held, within) =>
      repository.insert(
        {
          id: randomUUID(),
          userId: caller.userId,
          symbol: security.symbol,
          companyName: security.name,
          market: security.market,
          analysts: ids,
          analysisType: input.analysisType,
          instructions: input.instructions?.trim() || null,
          status: 'queued',
          stage: 'queued',
          progress: 0,
          quotaPeriod: held?.period ?? null,
          createdAt: now(),
        },
        within,
      ),
    );
    if (!deps.queue) {
      void execute(run.id).catch((error: unknown) => log.error({ err: error }, 'analysis run failed'));
      return run;
    }
    try {
      await deps.queue.send(runAnalysisJob, { runId: run.id });
    } catch (error) {
      await failRun(run, 'ANALYSIS_FAILED');
      throw error;
    }
    return run;
  }

  /** Fails a run that is not finished yet and gives back the unit it held, together. */
  async function failRun(run: Pick<AnalysisRow, 'id' | 'userId' | 'quotaPeriod'>, code: ErrorCode) {
    await deps.db.transaction(async (tx) => {
      const within = tx as unknown as Db;
      const failed = await repository.fail(run.id, code, now(), within);
      if (failed && run.quotaPeriod) {
        await deps.entitlements.releaseAnalysis(run.userId, run.quotaPeriod, { within });
      }
    });
  }

  /** When each run in this process last stored its stage (performance.now()). */
  const stored = new Map<string, number>();

  async function stage(runId: string, name: string, progress: number): Promise<void> {
    await deps.onStage?.(runId, name);
    const at = performance.now();
    const last = stored.get(runId);
    if (last !== undefined && at - last < STAGE_STORE_MS && !alwaysStored.has(name)) return;
    if (!(await repository.progress(runId, name, progress, now()))) throw new RunAlreadyFinished();
    stored.set(runId, at);
  }

  async function compute(run: AnalysisRow): Promise<{ result: AnalysisResult; bundle: EvidenceBundle }> {
    await stage(run.id, 'loading', 5);
    const loaded = await evidence(run.symbol, run.analysisType, taipeiDate(now()));
    if ('missing' in loaded) {
      throw new RunFailure(loaded.missing === 'symbol' ? 'STOCK_NOT_FOUND' : 'NO_PRICE_HISTORY');
    }
    const bundle = loaded.bundle;
    // Core runs each analyst the depth uses once; a stage is recorded before each, so a broken
    // dataset fails at its analyst's stage. The debate and the verdict are arithmetic on the
    // opinions, recorded as the run passes them.
    const analysts = storedAnalysts.parse(run.analysts);
    const onAnalyst = (id: AnalystId, { index, count }: { index: number; count: number }) =>
      stage(run.id, `analyst:${id}`, 10 + Math.round((60 * index) / count));
    const weights = (await deps.weights?.()) ?? undefined;
    const sellGates = (await deps.sellGates?.()) ?? undefined;
    const depth = run.analysisType;
    const result =
      deps.pool && !deps.analysts
        ? (await deps.pool.analyse({ bundle, analysts, depth, weights, sellGates, onAnalyst })).result
        : await analyse(bundle, { analysts, depth, team: deps.analysts, weights, sellGates, onAnalyst });
    if (run.analysisType === 'collaborative') await stage(run.id, 'debate', 72);
    await stage(run.id, 'verdict', 80);
    return { result, bundle };
  }

  /**
   * A queued run takes its analysts' slots before it computes; a full analyst sends it back to the
   * queue, delayed, still queued. A run already running (a retried or resumed job) holds its slots.
   */
  async function admitted(run: AnalysisRow): Promise<boolean> {
    if (!deps.claimSlots || run.status !== 'queued') return true;
    const claim = await deps.claimSlots(storedAnalysts.parse(run.analysts), (within) =>
      repository.admit(within, run.id, now()),
    );
    // Admission stored the run's first stage (loading).
    if (claim === 'claimed') stored.set(run.id, performance.now());
    if (claim === 'busy') {
      // Wall-clock time: the queue's delay is measured by the database's clock, not the app's.
      const retryAt = new Date(Date.now() + SLOT_RETRY_MS + Math.floor(Math.random() * SLOT_RETRY_MS) / 2);
      if (deps.queue) await deps.queue.send(runAnalysisJob, { runId: run.id }, { startAfter: retryAt });
      else
        setTimeout(() => {
          void execute(run.id).catch((error: unknown) => log.error({ err: error }, 'analysis run failed'));
        }, retryAt.getTime() - Date.now());
    }
    return claim === 'claimed';
  }

  async function execute(runId: string): Promise<void> {
    const run = await repository.find(runId);
    if (!run || run.status === 'completed' || run.status === 'failed') return;
    if (!(await admitted(run))) return;
    try {
      await completeRun(run);
    } finally {
      stored.delete(run.id);
    }
  }

  async function completeRun(run: AnalysisRow): Promise<void> {
    const runId = run.id;
    try {
      const { result, bundle } = await compute(run);
      await stage(run.id, 'narrative', 90);
      const zh = renderReport(result, 'zh-TW');
      const narration = await deps.narrator(result, zh, run.instructions);
      if (narration.rejected) log.info({ runId, reason: narration.rejected }, 'narrator text not used');
      await stage(run.id, 'saving', 96);
      const charge = await chargeOf(run);
      const lastClose = bundle.bars.close[bundle.bars.close.length - 1] ?? null;
      let completedNow = false;
      await deps.db.transaction(async (tx) => {
        const within = tx as unknown as Db;
        const done = await repository.complete(within, run.id, {
          result: result.result,
          confidence: result.confidence,
          targetPrice: result.targetPrice,
          priceAtCall: lastClose,
          callDate: result.asOf,
          horizonDays: result.horizonDays,
          summary: narration.summary,
          keyPoints: zh.keyPoints,
          opportunities: zh.opportunities,
          risks: zh.risks,
          report: storedReport(result, narration, run.instructions),
          simulated: result.simulated,
          completedAt: now(),
        });
        if (done) await charge(within);
        completedNow = !!done;
      });
      deps.onCompleted?.(run.symbol);
      if (completedNow) await deps.onRunCompleted?.({ id: run.id, userId: run.userId, symbol: run.symbol });
    } catch (error) {
      if (error instanceof RunAlreadyFinished) return;
      // A catalogue error keeps its code; anything else is ours, logged, and stored as a failure.
      const code =
        error instanceof RunFailure ? error.code : error instanceof AppError ? error.code : 'ANALYSIS_FAILED';
      if (!(error instanceof RunFailure)) log.error({ err: error, runId }, 'analysis run failed');
      await failRun(run, code);
    }
  }

  /**
   * How a completed run pays, inside its completion's transaction: the unit it held becomes a used
   * one; a run started before units were held (or on an unlimited plan) takes one, atomically
   * against the limit.
   */
  async function chargeOf(run: AnalysisRow): Promise<(within: Db) => Promise<unknown>> {
    const period = run.quotaPeriod;
    if (period) return (within) => deps.entitlements.settleAnalysis(run.userId, period, { within });
    const contact = await deps.accounts.contactOf(run.userId);
    if (!contact) throw new RunFailure('ANALYSIS_FAILED');
    const subject = { userId: run.userId, kind: contact.kind, tier: contact.tier };
    const usage = await deps.entitlements.usage(subject);
    return (within) => deps.entitlements.consumeAnalysis(subject, { within, usage });
  }

  /**
   * After a restart: runs left unfinished by a stopped process, and carried by no live job, are
   * enqueued again (the handler is idempotent), and those older than the resume window are failed,
   * so none stays "running".
   */
  async function resumeInterrupted(): Promise<{ resumed: number; failed: number }> {
    let resumed = 0;
    let failed = 0;
    for (const run of await repository.unfinished()) {
      if (now().getTime() - run.createdAt.getTime() > RESUME_WINDOW_MS) {
        await failRun(run, 'ANALYSIS_FAILED');
        failed += 1;
      } else if (deps.queue && !(await deps.queue.hasLiveJob(runAnalysisJob, { runId: run.id }))) {
        await deps.queue.send(runAnalysisJob, { runId: run.id });
        resumed += 1;
      }
    }
    return { resumed, failed };
  }

  async function get(caller: AuthContext, id: string): Promise<AnalysisRow> {
    const run = await repository.find(id);
    if (!run || run.userId !== caller.userId) throw appError('ANALYSIS_NOT_FOUND');
    return run;
  }

  /** The caller's run's progress; null when it is missing or someone else's. */
  async function progressOf(
    caller: AuthContext,
    id: string,
    locale: Locale,
  ): Promise<RunProgressEvent | null> {
    const run = await repository.find(id);
    return run && run.userId === caller.userId ? progressEventOf(run, locale) : null;
  }

  /**
   * One analysis computed for staff (the back-office's analysis tasks): the same evidence and team
   * as a member's run, nothing stored here and no quota; the caller keeps the result.
   */
  async function computeOnce(input: { symbol: string; analysts: AnalystId[]; depth: AnalysisType }) {
    const loaded = await evidence(input.symbol, input.depth, taipeiDate(now()));
    if ('missing' in loaded)
      throw appError(loaded.missing === 'symbol' ? 'STOCK_NOT_FOUND' : 'NO_PRICE_HISTORY');
    const weights = (await deps.weights?.()) ?? undefined;
    const sellGates = (await deps.sellGates?.()) ?? undefined;
    const result = await analyse(loaded.bundle, {
      analysts: input.analysts,
      depth: input.depth,
      weights,
      sellGates,
    });
    const zh = renderReport(result, 'zh-TW');
    return {
      result: result.result,
      confidence: result.confidence,
      targetPrice: result.targetPrice,
      asOf: result.asOf,
      simulated: result.simulated,
      summary: zh.summary,
      keyPoints: zh.keyPoints,
      risks: zh.risks,
    };
  }

  return { start, execute, resumeInterrupted, get, progressOf, computeOnce };
}
export type RunService = ReturnType<typeof createRunService>;
