import { z } from 'zod';
import {
  evidenceDatasets,
  evidenceUnits,
  datasetNames,
  messageKeys,
  type AnalysisResult,
} from '@alphadesk/core';
import { analystIdSchema } from '@alphadesk/contracts';
import type { Narration } from './narrator.ts';

/**
 * The report a completed run stores (`analyses.report`): the coordinator's result with every
 * evidence item and its source, the narration, and the member's instructions. It is parsed on every
 * read. Version 1 is the first versioned shape; rows written before versions existed have exactly
 * that shape without the field, so a missing version reads as 1. A later shape gets version 2 and
 * a reader for the old one.
 */
export const REPORT_VERSION = 1;

const Signal = z.enum(['buy', 'hold', 'sell']);
const Point = z.object({
  key: z.enum(messageKeys),
  refs: z.record(z.string(), z.string()),
  text: z.record(z.string(), z.string()).optional(),
});
const Evidence = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.enum(evidenceUnits),
  source: z.object({
    dataset: z.enum(evidenceDatasets),
    provider: z.string(),
    symbol: z.string(),
    date: z.string(),
    from: z.string().optional(),
    simulated: z.boolean(),
  }),
});
const Opinion = z.object({
  analyst: analystIdSchema,
  asOf: z.string(),
  status: z.enum(['ok', 'insufficient']),
  missing: z.array(z.enum(datasetNames)),
  signal: Signal,
  score: z.number(),
  confidence: z.number(),
  targetPrice: z.number().nullable(),
  horizonDays: z.number(),
  keyPoints: z.array(Point),
  risks: z.array(Point),
  opportunities: z.array(Point),
  evidence: z.array(Evidence),
  veto: Point.nullable().optional(),
  riskLevel: z.number().optional(),
  sellHeld: Point.optional(),
});
const CasePoint = z.object({ analyst: analystIdSchema, point: Point, weight: z.number() });

const Result = z.object({
  symbol: z.string(),
  name: z.string(),
  market: z.string(),
  asOf: z.string(),
  depth: z.enum(['quick', 'detailed', 'collaborative']),
  analysts: z.array(analystIdSchema),
  result: Signal,
  score: z.number(),
  confidence: z.number(),
  targetPrice: z.number().nullable(),
  horizonDays: z.number(),
  summary: z.array(Point),
  keyPoints: z.array(Point),
  risks: z.array(Point),
  opportunities: z.array(Point),
  bullCase: z.array(CasePoint),
  bearCase: z.array(CasePoint),
  debate: z
    .array(
      z.object({
        side: z.enum(['bull', 'bear', 'verdict']),
        analyst: analystIdSchema.nullable(),
        point: Point,
      }),
    )
    .nullable(),
  riskAdjustment: z.object({
    riskLevel: z.number().nullable(),
    veto: Point.nullable(),
    vetoed: z.boolean(),
    confidenceFactor: z.number(),
    before: z.object({ signal: Signal, confidence: z.number() }),
  }),
  weights: z.record(z.string(), z.number()),
  opinions: z.array(Opinion),
  evidence: z.array(Evidence),
  simulated: z.boolean(),
});

const NarrationSchema = z.object({
  summary: z.string(),
  narrator: z.enum(['template', 'llm']),
  rejected: z.string().optional(),
});

export const StoredReport = z.object({
  reportVersion: z.literal(REPORT_VERSION).default(REPORT_VERSION),
  result: Result,
  narration: NarrationSchema,
  instructions: z.string().nullable(),
});
export type StoredReport = z.infer<typeof StoredReport>;

// The schema and core's types describe the same data: each fails to compile if the other drifts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const resultMatchesCore: Same<z.infer<typeof Result>, AnalysisResult> = true;
const narrationMatches: Same<z.infer<typeof NarrationSchema>, Narration> = true;
void [resultMatchesCore, narrationMatches];

/** What a completed run stores, with the current version. */
export function storedReport(
  result: AnalysisResult,
  narration: Narration,
  instructions: string | null,
): StoredReport {
  return { reportVersion: REPORT_VERSION, result, narration, instructions };
}

/** Reads a stored report back; null for a row without one (a run not completed). */
export function parseStoredReport(raw: unknown): StoredReport | null {
  if (raw === null || raw === undefined) return null;
  return StoredReport.parse(raw);
}
