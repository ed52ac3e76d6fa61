import type { AnalysisResult, AnalystId, EvidenceBundle, SellGate } from '@alphadesk/core';

/** The nice value a compute thread gives itself (0 is the main thread's, 19 the lowest). */
export const COMPUTE_NICENESS = 10;

/** One analysis as a compute thread receives it: only data, so it crosses the thread boundary. */
export interface AnalyseMessage {
  type: 'analyse';
  id: number;
  /**
   * The evidence, sent once per thread: the thread keeps it under `bundleKey`, and later analyses of
   * the same bundle send the key alone (a burst of runs on one stock shares one loaded bundle).
   */
  bundleKey: number;
  bundle?: EvidenceBundle | undefined;
  /** Bundles the thread lets go of before this analysis (the pool keeps the same list). */
  drop: number[];
  analysts: AnalystId[];
  depth: 'quick' | 'detailed' | 'collaborative';
  weights?: Partial<Record<AnalystId, number>> | undefined;
  /** Per-analyst sell gates (plain data: core's SellGate objects). */
  sellGates?: Partial<Record<AnalystId, SellGate>> | undefined;
}

/** The answer to an `analyst` step: go on with the analysis, or stop it (the run's stage failed). */
export interface StepMessage {
  type: 'step';
  id: number;
  proceed: boolean;
}

export type ToThread = AnalyseMessage | StepMessage;

export type FromThread =
  | { type: 'analyst'; id: number; analyst: AnalystId; index: number; count: number }
  | { type: 'done'; id: number; result: AnalysisResult; threadId: number }
  | { type: 'failed'; id: number; message: string };
