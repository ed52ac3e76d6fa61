import { PgBoss, fromPglite } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '@alphadesk/db';
import { defaultJobSupervision, type JobSupervision, type Role } from './config.ts';
import type { Logger } from './logger.ts';

export interface JobDefinition<Schema extends z.ZodType> {
  name: string;
  payload: Schema;
  /**
   * Seconds a job may run before pg-boss considers it failed and retries it (however alive its
   * worker); a worker that dies is noticed sooner, by its missing heartbeat.
   */
  expireInSeconds?: number;
  retryLimit?: number;
  /** Seconds before the first retry; with retryBackoff each later retry waits twice as long. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
}

/** pg-boss states of a job that will still run or is running. */
const liveStates = new Set(['created', 'retry', 'active']);

/** `value` when it is a usable concurrency override (a positive integer), else undefined. */
export function concurrencyOverride(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** A queue's workers in this process, re-registered when its concurrency changes. */
interface Registration {
  /** Starts workers with this concurrency; answers their work id (what stops them). */
  start: (concurrency: number) => Promise<string>;
  /** The concurrency the module asked for, used when no override is set. */
  fallback: number;
  current: number;
  workId: string;
  /** The last concurrency asked for, and the chain of changes that gets there one at a time. */
  target: number;
  changing: Promise<void>;
}

/** Answers a queue's concurrency override, or undefined to keep what the module asked for. */
export type ConcurrencySource = (queue: string) => number | undefined;

/** What every module's job registration needs besides its module: this process's roles and log. */
export interface JobContext {
  roles: readonly Role[];
  log: Logger;
}

/**
 * The durable job queue (pg-boss) behind a small interface: payloads are validated with their
 * contract schema when sent and again when a worker picks them up. Workers claim jobs with
 * `FOR UPDATE SKIP LOCKED` (pg-boss's fetch, on PostgreSQL and PGlite alike), so several workers and
 * processes never take the same job. A sent job wakes the workers at once: this process's directly,
 * other processes' through LISTEN/NOTIFY; a worker that finished a batch looks again at once.
 *
 * A running job's worker refreshes its heartbeat (every `heartbeatSeconds / 2`); every process
 * checks every `superviseIntervalSeconds` for jobs whose heartbeat stopped — a worker killed
 * outright, or cut off from the database — and fails them, so a live worker retries them.
 */
export class JobQueue {
  private readonly registrations = new Map<string, Registration>();
  private concurrencySource: ConcurrencySource | null = null;
  private checker: NodeJS.Timeout | null = null;
  private stopping = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: Logger,
    private readonly supervision: JobSupervision,
  ) {}

  static async start(
    database: Database,
    log: Logger,
    supervision: JobSupervision = defaultJobSupervision,
  ): Promise<JobQueue> {
    // The monitor pass (expiry, heartbeats) runs at most once per queue per monitor interval,
    // whatever the supervise interval: both are set, or the slower one decides.
    const intervals = {
      superviseIntervalSeconds: supervision.superviseIntervalSeconds,
      monitorIntervalSeconds: supervision.superviseIntervalSeconds,
    };
    const boss =
      database.raw.kind === 'pglite'
        ? new PgBoss({
            db: fromPglite(database.raw.pglite),
            backend: 'pglite',
            useListenNotify: true,
            ...intervals,
          })
        : // Every analysis start sends a job: with 5 connections, sends queued behind one another
          // at about 70 starts a second under 500 members (start p50 2 s); 15 kept up (0.18 s).
          new PgBoss({ connectionString: database.raw.url, max: 15, useListenNotify: true, ...intervals });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, log, supervision);
  }

  async define<Schema extends z.ZodType>(job: JobDefinition<Schema>): Promise<void> {
    const heartbeatSeconds = this.supervision.heartbeatSeconds;
    const options: {
      retryLimit: number;
      expireInSeconds: number;
      notify: boolean;
      heartbeatSeconds?: number;
      retryDelay?: number;
      retryBackoff?: boolean;
    } = {
      retryLimit: job.retryLimit ?? 3,
      expireInSeconds: job.expireInSeconds ?? 300,
      notify: true,
      ...(heartbeatSeconds !== null ? { heartbeatSeconds } : {}),
      ...(job.retryDelaySeconds !== undefined ? { retryDelay: job.retryDelaySeconds } : {}),
      ...(job.retryBackoff !== undefined ? { retryBackoff: job.retryBackoff } : {}),
    };
    await this.boss.createQueue(job.name, options);
    // createQueue leaves an existing queue as it was: bring one made by an older version up to date.
    const existing = await this.boss.getQueue(job.name);
    if (
      existing &&
      (existing.notify !== options.notify ||
        existing.retryLimit !== options.retryLimit ||
        existing.expireInSeconds !== options.expireInSeconds ||
        (existing.heartbeatSeconds ?? null) !== heartbeatSeconds ||
        (options.retryDelay !== undefined && existing.retryDelay !== options.retryDelay) ||
        (options.retryBackoff !== undefined && existing.retryBackoff !== options.retryBackoff))
    ) {
      await this.boss.updateQueue(job.name, { ...options, heartbeatSeconds });
    }
  }

  async send<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    payload: z.input<Schema>,
    options: { startAfter?: Date } = {},
  ): Promise<string | null> {
    const data = job.payload.parse(payload) as object;
    // A delayed job (startAfter) waits in the table: a restart in between does not lose it.
    const id = options.startAfter
      ? await this.boss.send(job.name, data, { startAfter: options.startAfter })
      : await this.boss.send(job.name, data);
    this.wake(job.name);
    // Workers poll seldom when notifications are on (about every 30 s), and a notification comes
    // only when a job is sent: this process's workers look again when the delay is over.
    if (options.startAfter) {
      const delay = Math.max(0, options.startAfter.getTime() - Date.now()) + 50;
      setTimeout(() => this.wake(job.name), delay).unref();
    }
    return id;
  }

  /**
   * Whether a job of this queue carrying `data` is still waiting, due for a retry or held by a worker.
   * Resuming after a restart sends only what no live job carries, so work another worker still holds
   * (its heartbeat decides whether it is taken over) is not started twice; a waiting one is fetched
   * by this process's workers now rather than at their next poll.
   */
  async hasLiveJob<Schema extends z.ZodType>(job: JobDefinition<Schema>, data: object): Promise<boolean> {
    const jobs = await this.boss.findJobs(job.name, { data });
    const live = jobs.some((found) => liveStates.has(found.state));
    if (live) this.wake(job.name);
    return live;
  }

  /**
   * Handles the queue's jobs, up to `concurrency` at once in this process: two workers each claim
   * a batch and run its jobs together, and a worker whose batch was full claims the next at once
   * (a batch's claim and completion are one statement each, which matters on PGlite). A job that
   * throws fails its batch, so handlers of concurrent queues must be idempotent (retries rerun
   * them).
   */
  async work<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    handler: (payload: z.output<Schema>, jobId: string) => Promise<void>,
    options: { concurrency?: number } = {},
  ): Promise<void> {
    const fallback = Math.max(1, options.concurrency ?? 1);
    const start = (concurrency: number) => this.startWorkers(job, handler, concurrency);
    const current = this.concurrencyOf(job.name, fallback);
    const workId = await start(current);
    this.registrations.set(job.name, {
      start,
      fallback,
      current,
      workId,
      target: current,
      changing: Promise.resolve(),
    });
  }

  private async startWorkers<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    handler: (payload: z.output<Schema>, jobId: string) => Promise<void>,
    concurrency: number,
  ): Promise<string> {
    const workers = Math.min(2, concurrency);
    const batchSize = Math.ceil(concurrency / workers);
    return this.boss.work(
      job.name,
      {
        batchSize,
        localConcurrency: workers,
        burstWhenBatchFull: batchSize > 1,
        // A sent job wakes workers by NOTIFY, but a job the supervisor failed for its missed
        // heartbeat (or a delayed retry) waits for this poll: as often as the supervisor looks.
        notifyPollingIntervalSeconds: Math.max(2, this.supervision.superviseIntervalSeconds),
      },
      async (batch) => {
        const run = (item: (typeof batch)[number]) => handler(job.payload.parse(item.data), item.id);
        try {
          if (batchSize === 1) {
            for (const item of batch) await run(item);
          } else {
            await Promise.all(batch.map(run));
          }
        } finally {
          // Without this a worker would wait out its poll after a batch however long the queue
          // (jobs sent before it fetched woke it already): it and its idle siblings look again.
          this.wake(job.name);
        }
      },
    );
  }

  /**
   * Takes each queue's concurrency from `source` (a runtime setting), checked every `checkEveryMs`
   * and whenever `applyConcurrency` is called. Call before `work` so workers start with it.
   */
  concurrencyFrom(source: ConcurrencySource, checkEveryMs = 5_000): void {
    this.concurrencySource = source;
    this.checker ??= setInterval(() => void this.applyConcurrency(), checkEveryMs);
    this.checker.unref();
  }

  /** The concurrency each queue's workers in this process run with now. */
  concurrency(): Record<string, number> {
    return Object.fromEntries([...this.registrations].map(([name, entry]) => [name, entry.current]));
  }

  /**
   * Re-registers the workers of each queue whose concurrency changed. The old workers stop claiming
   * and finish the jobs they hold (completed as usual), then the new ones start: a claimed job is
   * never dropped nor claimed twice, and at no moment do more jobs run than the old or the new
   * concurrency allows. Jobs sent meanwhile wait in the table. Changes of one queue run in order.
   */
  applyConcurrency(): Promise<void> {
    const changes: Promise<void>[] = [];
    for (const [name, entry] of this.registrations) {
      const wanted = this.concurrencyOf(name, entry.fallback);
      if (wanted === entry.target) continue;
      entry.target = wanted;
      entry.changing = entry.changing
        .then(() => this.rework(name, entry, wanted))
        .catch((error: unknown) =>
          this.log.error({ err: error, queue: name }, 'could not change concurrency'),
        );
      changes.push(entry.changing);
    }
    return Promise.all(changes).then(() => undefined);
  }

  private async rework(name: string, entry: Registration, wanted: number): Promise<void> {
    if (this.stopping || entry.current === wanted) return;
    await this.boss.offWork(name, { id: entry.workId, wait: true });
    if (this.stopping) return;
    entry.workId = await entry.start(wanted);
    this.log.info({ queue: name, from: entry.current, to: wanted }, 'job queue concurrency changed');
    entry.current = wanted;
  }

  private concurrencyOf(name: string, fallback: number): number {
    try {
      return concurrencyOverride(this.concurrencySource?.(name)) ?? fallback;
    } catch {
      return fallback;
    }
  }

  /** Makes this process's workers of a queue fetch now instead of at their next poll. */
  private wake(name: string): void {
    for (const worker of this.boss.getWipData()) {
      if (worker.name === name) this.boss.notifyWorker(worker.id);
    }
  }

  async schedule<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    cron: string,
    payload: z.input<Schema>,
  ): Promise<void> {
    await this.boss.schedule(job.name, cron, job.payload.parse(payload) as object, { tz: 'Asia/Taipei' });
  }

  async isHealthy(): Promise<boolean> {
    try {
      await this.boss.getQueues();
      return true;
    } catch (error) {
      this.log.warn({ err: error }, 'job queue health check failed');
      return false;
    }
  }

  /** Each queue's waiting, running and retained failed jobs (the monitor and /metrics). */
  async stats(): Promise<{ name: string; queued: number; active: number; failed: number }[]> {
    const queues = await this.boss.getQueues();
    return queues.map((queue) => ({
      name: queue.name,
      queued: queue.queuedCount,
      active: queue.activeCount,
      failed: queue.failedCount,
    }));
  }

  /** Stops taking new jobs and waits (up to the timeout) for running ones to finish. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    if (this.checker) clearInterval(this.checker);
    this.checker = null;
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
