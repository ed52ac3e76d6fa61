import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { configSection } from '../../../platform/config.ts';

export interface AnalysisSettings {
  /** Worker threads computing analyses; 0 computes them on the main thread. */
  readonly threads: number;
  /** Run jobs a worker process takes at once (they wait on the database and on the threads). */
  readonly concurrency: number;
  /**
   * Run starts whose transaction (quota unit held, row stored, job queued) a process runs at once;
   * the others wait in line in memory. On a few cores, more concurrent write transactions only add
   * PostgreSQL backends competing with the event loop for the CPU.
   */
  readonly startConcurrency: number;
}

// The main thread keeps serving requests and the database, so one core is left to it.
const defaultThreads = () => Math.max(1, availableParallelism() - 1);

export const analysisConfig = configSection({
  variables: {
    ANALYSIS_THREADS: z.coerce.number().int().min(0).max(64).optional(),
    ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    ANALYSIS_START_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  },
  settings: (env): AnalysisSettings => {
    const threads = env.ANALYSIS_THREADS ?? defaultThreads();
    return Object.freeze({
      threads,
      concurrency: env.ANALYSIS_CONCURRENCY ?? Math.max(4, threads * 4),
      startConcurrency: env.ANALYSIS_START_CONCURRENCY,
    });
  },
});
