import { PgBoss, fromPglite } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '@alphadesk/db';
import type { Role } from './config.ts';
import type { Logger } from './logger.ts';

export interface JobDefinition<Schema extends z.ZodType> {
  name: string;
  payload: Schema;
  /** Seconds a job may run before pg-boss considers it failed and retries it. */
  expireInSeconds?: number;
  retryLimit?: number;
}

/** What every module's job registration needs besides its module: this process's roles and log. */
export interface JobContext {
  roles: readonly Role[];
  log: Logger;
}

/**
 * The durable job queue (pg-boss) behind a small interface: payloads are validated with their
 * contract schema when sent and again when a worker picks them up.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly log: Logger,
  ) {}

  static async start(database: Database, log: Logger): Promise<JobQueue> {
    const boss =
      database.raw.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(database.raw.pglite), backend: 'pglite' })
        : new PgBoss({ connectionString: database.raw.url, max: 3 });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, log);
  }

  async define<Schema extends z.ZodType>(job: JobDefinition<Schema>): Promise<void> {
    await this.boss.createQueue(job.name, {
      retryLimit: job.retryLimit ?? 3,
      expireInSeconds: job.expireInSeconds ?? 300,
    });
  }

  async send<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    payload: z.input<Schema>,
  ): Promise<string | null> {
    const data = job.payload.parse(payload) as object;
    return this.boss.send(job.name, data);
  }

  async work<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    handler: (payload: z.output<Schema>, jobId: string) => Promise<void>,
  ): Promise<void> {
    await this.boss.work(job.name, async (batch) => {
      for (const item of batch) {
        const payload = job.payload.parse(item.data);
        await handler(payload, item.id);
      }
    });
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

  /** Stops taking new jobs and waits (up to the timeout) for running ones to finish. */
  async stop(timeoutMs: number): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
