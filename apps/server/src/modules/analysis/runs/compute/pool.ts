import { Worker } from 'node:worker_threads';
import type { AnalysisResult, AnalystId, EvidenceBundle, SellGate } from '@alphadesk/core';
import type { FromThread, ToThread } from './protocol.ts';

export interface PoolAnalysis {
  bundle: EvidenceBundle;
  analysts: AnalystId[];
  depth: 'quick' | 'detailed' | 'collaborative';
  weights?: Partial<Record<AnalystId, number>> | undefined;
  /** Per-analyst sell gates (plain data: core's SellGate objects). */
  sellGates?: Partial<Record<AnalystId, SellGate>> | undefined;
  /** Awaited before each analyst runs (a throw stops the analysis and rejects with that error). */
  onAnalyst?: ((id: AnalystId, step: { index: number; count: number }) => Promise<void>) | undefined;
}

export interface PoolResult {
  result: AnalysisResult;
  /** The worker thread that computed it (never the main thread's 0). */
  threadId: number;
}

interface Pending {
  request: PoolAnalysis;
  resolve: (value: PoolResult) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Keys of the bundles the thread keeps, least recently used first (it drops what it is told). */
  held: number[];
}

/** Bundles each thread keeps (a few hundred kilobytes each for ten years of bars). */
export const HELD_BUNDLES = 32;

const entry = new URL('./thread.mjs', import.meta.url);

/**
 * Worker threads that run core's `analyse()` off the main event loop, so requests stay answered
 * while analyses compute. Threads start on first use, each takes several analyses at once (they
 * interleave while the main thread records their steps), and a new analysis goes to the least
 * busy one. Idle threads do not keep the process alive.
 */
export class ComputePool {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  /** A key per bundle object: bundles are never changed once built, so the object names its data. */
  private readonly bundleKeys = new WeakMap<EvidenceBundle, number>();
  private nextBundleKey = 1;
  /** Bundles sent to a thread so far (each sent once per thread while it keeps it). */
  bundlesSent = 0;
  /** Analyses computed so far, per worker thread id (what operators and tests can look at). */
  readonly computed = new Map<number, number>();

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('a compute pool needs at least one thread');
  }

  analyse(request: PoolAnalysis): Promise<PoolResult> {
    const thread = this.pick();
    const id = this.nextId++;
    return new Promise<PoolResult>((resolve, reject) => {
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { request, resolve, reject });
      const { bundleKey, bundle, drop } = this.holdBundle(thread, request.bundle);
      const message: ToThread = {
        type: 'analyse',
        id,
        bundleKey,
        bundle,
        drop,
        analysts: request.analysts,
        depth: request.depth,
        weights: request.weights,
        sellGates: request.sellGates,
      };
      thread.worker.postMessage(message);
    });
  }

  /**
   * The bundle's key, with the bundle itself when the thread does not keep it yet (then it keeps
   * it, letting go of its oldest beyond HELD_BUNDLES).
   */
  private holdBundle(thread: Thread, bundle: EvidenceBundle) {
    let bundleKey = this.bundleKeys.get(bundle);
    if (bundleKey === undefined) this.bundleKeys.set(bundle, (bundleKey = this.nextBundleKey++));
    const index = thread.held.indexOf(bundleKey);
    if (index >= 0) {
      // The most recently used is let go of last (the thread drops only what it is told to).
      thread.held.splice(index, 1);
      thread.held.push(bundleKey);
      return { bundleKey, bundle: undefined, drop: [] };
    }
    thread.held.push(bundleKey);
    this.bundlesSent += 1;
    const drop =
      thread.held.length > HELD_BUNDLES ? thread.held.splice(0, thread.held.length - HELD_BUNDLES) : [];
    return { bundleKey, bundle, drop };
  }

  /** Stops every thread; analyses still running are rejected. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
    for (const thread of threads) this.abandon(thread, new Error('compute pool closed'));
  }

  private pick(): Thread {
    let best: Thread | undefined;
    for (const thread of this.threads) {
      if (!best || thread.pending.size < best.pending.size) best = thread;
    }
    if (best && (best.pending.size === 0 || this.threads.length >= this.size)) return best;
    return this.spawn();
  }

  private spawn(): Thread {
    // No inherited loader flags: the entry registers its own (see thread.mjs).
    const worker = new Worker(entry, { execArgv: [] });
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), held: [] };
    worker.on('message', (message: FromThread) => this.receive(thread, message));
    const lost = (error: unknown) => {
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      this.abandon(thread, error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`compute thread exited with code ${code}`)));
    this.threads.push(thread);
    return thread;
  }

  private abandon(thread: Thread, error: unknown): void {
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  }

  private settle(thread: Thread, id: number): Pending | undefined {
    const pending = thread.pending.get(id);
    thread.pending.delete(id);
    if (pending && thread.pending.size === 0) thread.worker.unref();
    return pending;
  }

  private receive(thread: Thread, message: FromThread): void {
    if (message.type === 'done') {
      this.computed.set(message.threadId, (this.computed.get(message.threadId) ?? 0) + 1);
      this.settle(thread, message.id)?.resolve({ result: message.result, threadId: message.threadId });
    } else if (message.type === 'failed') {
      this.settle(thread, message.id)?.reject(new Error(message.message));
    } else {
      const pending = thread.pending.get(message.id);
      if (!pending) return;
      const { analyst, index, count } = message;
      const step = (proceed: boolean) =>
        thread.worker.postMessage({ type: 'step', id: message.id, proceed } satisfies ToThread);
      Promise.resolve(pending.request.onAnalyst?.(analyst, { index, count })).then(
        () => step(true),
        (error: unknown) => {
          step(false);
          this.settle(thread, message.id)?.reject(error);
        },
      );
    }
  }
}

const shared = new Map<number, ComputePool>();

/** The process's pool of a given size: analyses are pure, so every service in the process shares it. */
export function sharedComputePool(size: number): ComputePool {
  let pool = shared.get(size);
  if (!pool) shared.set(size, (pool = new ComputePool(size)));
  return pool;
}
