import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { backtestRuns, desc, eq, isNotNull, trackRecordCalls, type Db } from '@alphadesk/db';
import {
  guardCallers,
  measuredWeight,
  MIN_SELL_SAMPLE,
  performanceStats,
  type MeasuredWeight,
  type SellGate,
} from '@alphadesk/core';
import type { AnalystTrackRecord, EvaluationSummary } from '@alphadesk/contracts';
import { evaluationSummary } from './evaluation.ts';

export type TrackRecordCall = typeof trackRecordCalls.$inferInsert;

/** A track record in percent points (the analyst catalogue's unit). */
export interface CatalogueTrackRecord {
  accuracy: number;
  winRate: number;
  averageReturn: number;
  maxDrawdown: number;
  riskAdjustedReturn: number | null;
  sampleSize: number;
  from: string;
  to: string;
}

/**
 * Measured track records from the latest completed backtest run (scripts/backtest.ts): per analyst
 * id and for "team", the hit rate (accuracy = winRate: scored calls that made money, hold calls
 * right when the price stayed within ±5 %), mean net return and mean excess return of the buy/sell
 * calls, the max drawdown of following them (see drawdownByDate), the sample size and the period.
 */
export function createTrackRecordService(db: Db) {
  return {
    /** Stores a finished backtest and its scored calls (chunked multi-row inserts). */
    async saveRun(
      run: { fromDate: string; toDate: string; universe: string[]; summary: Record<string, unknown> },
      calls: ReadonlyArray<Omit<TrackRecordCall, 'id' | 'runId'>>,
    ): Promise<string> {
      const runId = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(backtestRuns).values({ id: runId, ...run });
        for (let i = 0; i < calls.length; i += 2000) {
          const chunk = calls.slice(i, i + 2000).map((call) => ({ ...call, id: randomUUID(), runId }));
          await tx.insert(trackRecordCalls).values(chunk);
        }
        await tx.update(backtestRuns).set({ completedAt: new Date() }).where(eq(backtestRuns.id, runId));
      });
      return runId;
    },

    async latestRun() {
      const [run] = await db
        .select()
        .from(backtestRuns)
        .where(isNotNull(backtestRuns.completedAt))
        .orderBy(desc(backtestRuns.completedAt))
        .limit(1);
      return run ?? null;
    },

    /**
     * The coordinator's weights from the latest run's fitting-set records (the evaluation set is
     * never fitted on): each analyst's edge over its own shuffle, shrunk toward equal
     * (core scoring/weights.ts). The risk manager guards rather than votes, so it keeps weight 1;
     * null before any run with the evaluation protocol.
     */
    /**
     * The sell gates of the latest run's team verdict on its last call date (core sell-gate.ts),
     * for member runs to hold the same sells. Null before any run, or for a run stored without
     * gates: then no sell is held. An analyst whose stored gate cannot be read keeps its sells.
     */
    async sellGates(): Promise<Record<string, SellGate> | null> {
      return storedSellGates((await this.latestRun())?.summary);
    },

    /** The latest run's out-of-sample record for the catalogue; null before a run with the protocol. */
    async evaluation(): Promise<EvaluationSummary | null> {
      return evaluationSummary(await this.latestRun());
    },

    async measuredWeights(): Promise<Record<string, MeasuredWeight> | null> {
      const run = await this.latestRun();
      const callers = fittingCallers(run?.summary);
      if (!callers) return null;
      const out: Record<string, MeasuredWeight> = {};
      for (const [id, record] of Object.entries(callers))
        if (id !== 'team' && !guardCallers.has(id)) out[id] = measuredWeight(id, record);
      return out;
    },

    /**
     * The same records in percent points, for the analyst catalogue (analysts whose hit rate or
     * returns cannot be measured are left out rather than shown as zero).
     */
    async catalogueRecords() {
      const stats = await this.analystStats();
      const out: Record<string, CatalogueTrackRecord> = {};
      for (const [id, record] of Object.entries(stats ?? {})) {
        if (record.accuracy === null || record.averageReturn === null || record.maxDrawdown === null)
          continue;
        const points = (x: number) => Math.round(x * 10_000) / 100;
        out[id] = {
          accuracy: points(record.accuracy),
          winRate: points(record.winRate ?? record.accuracy),
          averageReturn: points(record.averageReturn),
          maxDrawdown: points(record.maxDrawdown),
          riskAdjustedReturn: null,
          sampleSize: record.sampleSize,
          from: record.from,
          to: record.to,
        };
      }
      return out;
    },

    /** The latest completed backtest's scored calls (signal, outcome, net return); null before any. */
    async scoredCalls() {
      const run = await this.latestRun();
      if (!run) return null;
      const calls = await db
        .select({
          analystId: trackRecordCalls.analystId,
          signal: trackRecordCalls.signal,
          outcome: trackRecordCalls.outcome,
          actualReturn: trackRecordCalls.actualReturn,
        })
        .from(trackRecordCalls)
        .where(eq(trackRecordCalls.runId, run.id));
      return {
        from: run.fromDate,
        to: run.toDate,
        calls: calls.filter((call) => call.outcome !== 'pending'),
      };
    },

    /** null when no backtest has completed. */
    async analystStats(): Promise<Record<string, AnalystTrackRecord> | null> {
      const run = await this.latestRun();
      if (!run) return null;
      const calls = await db.select().from(trackRecordCalls).where(eq(trackRecordCalls.runId, run.id));
      const byAnalyst = new Map<string, (typeof calls)[number][]>();
      for (const call of calls) {
        const list = byAnalyst.get(call.analystId);
        if (list) list.push(call);
        else byAnalyst.set(call.analystId, [call]);
      }
      const out: Record<string, AnalystTrackRecord> = {};
      for (const [analystId, list] of byAnalyst) {
        const stats = performanceStats(
          list.map((call) => ({
            symbol: call.symbol,
            signal: call.signal,
            outcome: call.outcome,
            actualReturn: call.actualReturn,
            holdingDays: call.holdingDays,
            exitDate: null,
          })),
        );
        const excess = list
          .filter((call) => call.signal !== 'hold' && call.excessReturn !== null)
          .map((call) => call.excessReturn!);
        out[analystId] = {
          accuracy: stats.successRate,
          winRate: stats.successRate,
          averageReturn: stats.averageReturn,
          excessReturn: excess.length ? excess.reduce((a, b) => a + b, 0) / excess.length : null,
          maxDrawdown: drawdownByDate(list),
          sampleSize: stats.scoredAnalyses,
          from: run.fromDate,
          to: run.toDate,
        };
      }
      return out;
    },
  };
}
export type TrackRecordService = ReturnType<typeof createTrackRecordService>;

/**
 * Max drawdown (a negative fraction) of compounding, call date after call date, the equal-weighted
 * mean net return of the buy/sell calls made on that date — a portfolio that splits its capital
 * over each date's calls, rather than thousands of calls chained one after another.
 */
export function drawdownByDate(
  calls: ReadonlyArray<{ signal: string; outcome: string; actualReturn: number | null; callDate: string }>,
): number | null {
  const byDate = new Map<string, number[]>();
  for (const call of calls) {
    if (call.signal === 'hold' || call.outcome === 'pending' || call.actualReturn === null) continue;
    const list = byDate.get(call.callDate);
    if (list) list.push(call.actualReturn);
    else byDate.set(call.callDate, [call.actualReturn]);
  }
  if (byDate.size === 0) return null;
  let equity = 1;
  let peak = 1;
  let worst = 0;
  for (const date of [...byDate.keys()].sort()) {
    const returns = byDate.get(date)!;
    equity *= 1 + returns.reduce((a, b) => a + b, 0) / returns.length;
    peak = Math.max(peak, equity);
    worst = Math.min(worst, equity / peak - 1);
  }
  return worst;
}

interface StoredCallerRecord {
  hitRate: number | null;
  shuffledHitRate: number | null;
  calls: number;
  dates: number;
}

/** The fitting set's per-caller records of a stored run summary, when it has the protocol. */
function fittingCallers(summary: unknown): Record<string, StoredCallerRecord> | null {
  const protocol = (summary as { protocol?: { fitting?: { callers?: unknown } } } | null | undefined)
    ?.protocol;
  const callers = protocol?.fitting?.callers;
  if (!callers || typeof callers !== 'object') return null;
  const out: Record<string, StoredCallerRecord> = {};
  for (const [id, value] of Object.entries(callers as Record<string, Partial<StoredCallerRecord>>)) {
    const number = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
    out[id] = {
      hitRate: number(value.hitRate),
      shuffledHitRate: number(value.shuffledHitRate),
      calls: number(value.calls) ?? 0,
      dates: number(value.dates) ?? 0,
    };
  }
  return out;
}

const StoredSellGate = z.object({
  keep: z.boolean(),
  basis: z.enum(['too-few', 'not-shown', 'measured']).optional(),
  n: z.number().int().min(0),
  meanExcess: z.number().nullable().optional(),
  lowerBound: z.number().nullable().optional(),
});

/** A summary's `sellGates` as core gates (the basis derived when absent); null without any. */
export function storedSellGates(summary: unknown): Record<string, SellGate> | null {
  const stored = (summary as { sellGates?: unknown } | null | undefined)?.sellGates;
  if (!stored || typeof stored !== 'object') return null;
  const out: Record<string, SellGate> = {};
  for (const [id, value] of Object.entries(stored)) {
    const parsed = StoredSellGate.safeParse(value);
    if (!parsed.success) continue;
    const { keep, n } = parsed.data;
    const basis = parsed.data.basis ?? (n < MIN_SELL_SAMPLE ? 'too-few' : keep ? 'measured' : 'not-shown');
    out[id] = {
      keep,
      basis,
      n,
      meanExcess: parsed.data.meanExcess ?? null,
      lowerBound: parsed.data.lowerBound ?? null,
    };
  }
  return out;
}
