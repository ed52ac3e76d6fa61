import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';

/** One request of a load mix. */
export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Mean requests per second over the run. */
  perSecond: number;
  total: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Of the errors, requests unanswered within autocannon's 10 s. */
  timeouts: number;
  /** Errors by their code, as autocannon reported them. */
  failures: Record<string, number>;
  /** Answers other than 2xx. */
  non2xx: number;
  seconds: number;
}

/** The settings every HTTP measurement of the bench shares, references included. */
export const CONNECTIONS = 50;

/**
 * Runs autocannon against `base` with the mix of requests (taken round robin) on a thread of its
 * own for `durationSeconds`.
 */
export function load(
  base: string,
  requests: readonly LoadRequest[],
  options: { durationSeconds: number; connections?: number; connectionRate?: number },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./driver.mjs', import.meta.url), {
      execArgv: [],
      workerData: {
        base,
        requests,
        connections: options.connections ?? CONNECTIONS,
        durationSeconds: options.durationSeconds,
        connectionRate: options.connectionRate,
      },
    });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * The reference every route is compared with: a bare Fastify route answering a small JSON body,
 * started by the bench in the same process as the app, measured with the same settings.
 */
export async function startReference(): Promise<{ base: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/reference', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { base: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export const baseOf = (server: { server: { address(): unknown } }) => {
  const address = server.server.address() as { port: number } | null;
  return `http://127.0.0.1:${address?.port ?? 0}`;
};

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One printed line of a load result. */
export const describe = (label: string, result: LoadResult) =>
  `${label}: ${fmt(result.perSecond)} req/s, p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms ` +
  `(${fmt(result.total)} in ${result.seconds} s, ${result.errors} errors, ${result.non2xx} non-2xx)` +
  (result.errors ? ` — errors by kind: ${failureKinds(result)}` : '');

const failureKinds = (result: LoadResult) =>
  Object.entries(result.failures)
    .map(([code, count]) => `${fmt(count)}× ${code}`)
    .join(', ') + ` (${fmt(result.timeouts)} of them timeouts)`;
