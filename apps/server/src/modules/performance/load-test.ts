import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LoadTest, StartLoadTestRequest } from '@alphadesk/contracts';
import { and, desc, eq, gte, loadTests, type Db } from '@alphadesk/db';
import { appError } from '../../platform/errors.ts';
import type { AuditActor, AuditModule } from '../audit/index.ts';
import { percentile } from './stats.ts';
import { localTarget } from './target.ts';

type Row = typeof loadTests.$inferSelect;
type Transport = 'loopback' | 'inject';

/** One request's outcome: status 0 when the request itself failed (refused, timed out). */
interface Outcome {
  at: number;
  ms: number;
  status: number;
}

const requestTimeoutMs = 10_000;

/** Where this server listens, as a loopback-reachable base URL; null when it does not listen. */
export function ownBaseUrl(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${address.family === 'IPv6' || host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const toApi = (row: Row): LoadTest => ({
  test_id: row.id,
  status: row.status as LoadTest['status'],
  target_path: row.targetPath,
  users: row.users,
  duration_seconds: row.durationSeconds,
  rate: row.rate,
  transport: row.transport as Transport,
  started_by: row.startedBy,
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  estimated_completion: new Date(row.startedAt.getTime() + row.durationSeconds * 1000).toISOString(),
  requests: row.requests,
  errors: row.errors,
  p50_ms: row.p50Ms,
  p95_ms: row.p95Ms,
  p99_ms: row.p99Ms,
  requests_per_second: row.requestsPerSecond,
  status_counts: row.statusCounts,
  timeline: row.timeline,
});

export interface LoadTestDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  now: () => Date;
}

/**
 * Runs load tests against this server only, one at a time: `users` workers share a request budget
 * of `rate` per second for `duration_seconds`. Over loopback to the server's own listening address
 * when it listens, else through `app.inject` (in-process, no socket) — the result says which.
 */
export function createLoadTestRunner(deps: LoadTestDeps) {
  let current: { id: string; abort: AbortController; done: Promise<void> } | null = null;

  async function runningElsewhere(): Promise<boolean> {
    // Another API process's test: a row still running within the longest possible run (plus slack).
    const since = new Date(deps.now().getTime() - 90_000);
    const [row] = await deps.db
      .select({ id: loadTests.id })
      .from(loadTests)
      .where(and(eq(loadTests.status, 'running'), gte(loadTests.startedAt, since)))
      .limit(1);
    return Boolean(row);
  }

  async function execute(app: FastifyInstance, row: Row, transport: Transport, abort: AbortController) {
    const base = ownBaseUrl(app);
    const send = async (): Promise<number> => {
      if (transport === 'loopback' && base) {
        const response = await fetch(`${base}${row.targetPath}`, {
          redirect: 'manual',
          signal: AbortSignal.any([abort.signal, AbortSignal.timeout(requestTimeoutMs)]),
          headers: { 'user-agent': 'alphadesk-load-test' },
        });
        await response.arrayBuffer();
        return response.status;
      }
      const response = await app.inject({
        method: 'GET',
        url: row.targetPath,
        headers: { 'user-agent': 'alphadesk-load-test' },
        remoteAddress: '127.0.0.1',
      });
      return response.statusCode;
    };

    const outcomes: Outcome[] = [];
    const started = performance.now();
    const end = started + row.durationSeconds * 1000;
    let issued = 0;
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          abort.signal.removeEventListener('abort', wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        abort.signal.addEventListener('abort', wake, { once: true });
      });
    const worker = async () => {
      while (!abort.signal.aborted) {
        // The shared budget: request n may leave at start + n / rate.
        const slot = started + (issued * 1000) / row.rate;
        if (slot >= end) return;
        issued += 1;
        const wait = slot - performance.now();
        if (wait > 0) await sleep(wait);
        if (abort.signal.aborted) return;
        const at = performance.now();
        let status = 0;
        try {
          status = await send();
        } catch {
          if (abort.signal.aborted) return;
          status = 0;
        }
        outcomes.push({ at: at - started, ms: performance.now() - at, status });
      }
    };
    await Promise.all(Array.from({ length: row.users }, worker));
    const elapsed = Math.max(performance.now() - started, 1);

    const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const isError = (status: number) => status === 0 || status >= 400;
    const statusCounts: Record<string, number> = {};
    const seconds = new Map<number, { requests: number; errors: number; total: number }>();
    for (const outcome of outcomes) {
      const label = outcome.status === 0 ? 'network_error' : String(outcome.status);
      statusCounts[label] = (statusCounts[label] ?? 0) + 1;
      const second = Math.floor(outcome.at / 1000);
      const bucket = seconds.get(second) ?? { requests: 0, errors: 0, total: 0 };
      bucket.requests += 1;
      bucket.errors += isError(outcome.status) ? 1 : 0;
      bucket.total += outcome.ms;
      seconds.set(second, bucket);
    }
    const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
    await deps.db
      .update(loadTests)
      .set({
        status: abort.signal.aborted ? 'cancelled' : 'completed',
        finishedAt: deps.now(),
        requests: outcomes.length,
        errors: outcomes.filter((outcome) => isError(outcome.status)).length,
        p50Ms: round(percentile(latencies, 50)),
        p95Ms: round(percentile(latencies, 95)),
        p99Ms: round(percentile(latencies, 99)),
        requestsPerSecond: round(outcomes.length / (elapsed / 1000)),
        statusCounts,
        timeline: [...seconds]
          .sort(([a], [b]) => a - b)
          .map(([second, bucket]) => ({
            second,
            requests: bucket.requests,
            errors: bucket.errors,
            mean_ms: Math.round((bucket.total / bucket.requests) * 100) / 100,
          })),
      })
      .where(eq(loadTests.id, row.id));
  }

  async function find(id: string): Promise<Row> {
    const [row] = await deps.db.select().from(loadTests).where(eq(loadTests.id, id));
    if (!row) throw appError('PERF_LOAD_TEST_NOT_FOUND');
    return row;
  }

  return {
    async start(app: FastifyInstance, input: StartLoadTestRequest, actor: AuditActor): Promise<LoadTest> {
      const targetPath = localTarget(input.target_path);
      if (current) throw appError('PERF_LOAD_TEST_RUNNING');
      const abort = new AbortController();
      // Claimed before any await, so two starts in this process cannot both pass.
      const claim = { id: '', abort, done: Promise.resolve() };
      current = claim;
      try {
        if (await runningElsewhere()) throw appError('PERF_LOAD_TEST_RUNNING');
        const transport: Transport = ownBaseUrl(app) ? 'loopback' : 'inject';
        const [row] = await deps.db
          .insert(loadTests)
          .values({
            status: 'running',
            targetPath,
            users: input.users,
            durationSeconds: input.duration_seconds,
            rate: input.rate,
            transport,
            startedBy: actor.name ?? actor.id ?? 'staff',
            startedAt: deps.now(),
          })
          .returning();
        await deps.audit.record({
          action: 'performance.load_test_started',
          actor,
          target: { type: 'load_test', id: row!.id },
          details: {
            target_path: targetPath,
            users: input.users,
            duration_seconds: input.duration_seconds,
            rate: input.rate,
            transport,
          },
        });
        claim.id = row!.id;
        claim.done = execute(app, row!, transport, abort)
          .catch(async () => {
            await deps.db
              .update(loadTests)
              .set({ status: 'failed', finishedAt: deps.now() })
              .where(eq(loadTests.id, row!.id))
              .catch(() => undefined);
          })
          .finally(() => {
            if (current === claim) current = null;
          });
        return toApi(row!);
      } catch (error) {
        if (current === claim && !claim.id) current = null;
        throw error;
      }
    },

    async cancel(id: string, actor: AuditActor): Promise<LoadTest> {
      const row = await find(id);
      if (row.status !== 'running' || current?.id !== id) throw appError('PERF_LOAD_TEST_NOT_RUNNING');
      const running = current;
      running.abort.abort();
      await running.done;
      await deps.audit.record({
        action: 'performance.load_test_cancelled',
        actor,
        target: { type: 'load_test', id },
        details: { target_path: row.targetPath },
      });
      return toApi(await find(id));
    },

    async get(id: string): Promise<LoadTest> {
      return toApi(await find(id));
    },

    async list(limit: number): Promise<LoadTest[]> {
      const rows = await deps.db.select().from(loadTests).orderBy(desc(loadTests.startedAt)).limit(limit);
      return rows.map(toApi);
    },

    /** Stops a running test (the server is closing) and waits for its result to be stored. */
    async stop(): Promise<void> {
      if (!current) return;
      current.abort.abort();
      await current.done;
    },
  };
}
export type LoadTestRunner = ReturnType<typeof createLoadTestRunner>;
