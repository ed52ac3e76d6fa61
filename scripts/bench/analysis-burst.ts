import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { analyses, inArray, sql } from '@alphadesk/db';
import { createServices } from '../../apps/server/src/services.ts';
import type { RunningServer } from '../../apps/server/src/runtime.ts';
import type { Config } from '../../apps/server/src/config.ts';
import { baseOf, fmt } from './load/index.ts';
import { benchDatabases, silent, withServer } from './load/servers.ts';

/**
 * Analysis capacity: a burst of RUNS analysis runs started over HTTP by diamond members (no quota
 * in the way) through the real app with its job queue and compute threads, on PGlite and, when a
 * server is named, on PostgreSQL. Prints the analyses completed per second from the first start to
 * the last completion (goals ≥ 10/s PGlite, ≥ 20/s PostgreSQL), the p99 of GET /api/plans probed
 * one at a time during the burst (goal ≤ 100 ms) and the event loop's delay p99; beside them, the
 * same analyses computed back to back on one thread (the reference) and the machine's load.
 */

const RUNS = 500;
const MEMBERS = 50;
const START_CONCURRENCY = 50;
const SYMBOLS = ['2330', '2317', '2454', '2412', '2881', '2882', '2303', '1301', '2002', '0050'];
const GOALS = { pglite: 10, postgres: 20 };
const PLANS_P99_GOAL_MS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function members(server: RunningServer, config: Config): Promise<string[]> {
  const services = createServices({ database: server.database, config, queue: null, log: silent });
  const tokens: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const password = 'Secret123';
    const signedIn = await services.accounts.register(
      {
        name: '壓測會員',
        email: `bench-${i}-${Date.now()}@example.com`,
        password,
        confirmPassword: password,
        agreeToTerms: true,
      },
      { ip: '127.0.0.1', userAgent: 'bench' },
      null,
    );
    await services.accounts.setTier(signedIn.user.id, 'diamond');
    tokens.push(signedIn.session.accessToken);
  }
  return tokens;
}

/**
 * The burst's client thread (`load/burst-client.mjs`). It answers each step of the bench with one
 * message, in order (ready, accepted, probes), so the next message is the one the step waits for;
 * `once` rejects if the thread fails meanwhile.
 */
function startBurstClient(workerData: Record<string, unknown>) {
  const worker = new Worker(new URL('./load/burst-client.mjs', import.meta.url), {
    execArgv: [],
    workerData,
  });
  const next = async <T>(): Promise<T> => ((await once(worker, 'message')) as [T])[0];
  return { worker, next };
}

/**
 * The reference, measured in the same run: the burst's analyses (same symbols, depths and analysts)
 * computed one after another on this thread by the staff path (evidence loaded once per stock and
 * depth, core's analysis and its zh-TW report), without queue, threads or stored rows.
 */
async function computeOnly(server: RunningServer, config: Config, count: number) {
  const services = createServices({ database: server.database, config, queue: null, log: silent });
  const input = (i: number) => ({
    symbol: SYMBOLS[i % SYMBOLS.length]!,
    analysts: ['technical', 'fundamental', 'risk'] as ('technical' | 'fundamental' | 'risk')[],
    depth: i % 2 ? ('quick' as const) : ('detailed' as const),
  });
  for (let i = 0; i < 2 * SYMBOLS.length; i++) await services.analysis.computeOnce(input(i));
  const started = performance.now();
  for (let i = 0; i < count; i++) await services.analysis.computeOnce(input(i));
  return count / ((performance.now() - started) / 1000);
}

async function burst(server: RunningServer, config: Config, runs: number) {
  const base = baseOf(server.app);
  const tokens = await members(server, config);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  // The starts and the probes run on a thread of their own: their client-side work would
  // otherwise share the event loop of the server whose latency they measure.
  const client = startBurstClient({ base, tokens, runs, concurrency: START_CONCURRENCY, symbols: SYMBOLS });
  await client.next();
  delay.enable();
  const started = performance.now();
  client.worker.postMessage('go');
  const { ids, refused } = await client.next<{ ids: string[]; refused: number }>();
  const accepted = performance.now();
  let finished = 0;
  let failed = 0;
  while (finished < ids.length) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = (await server.database.db
      .select({ status: analyses.status, n: sql<number>`count(*)::int` })
      .from(analyses)
      .where(inArray(analyses.status, ['completed', 'failed']))
      .groupBy(analyses.status)) as { status: string; n: number }[];
    finished = rows.reduce((sum, row) => sum + Number(row.n), 0);
    failed = Number(rows.find((row) => row.status === 'failed')?.n ?? 0);
  }
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  client.worker.postMessage('stop');
  const { latencies } = await client.next<{ latencies: number[] }>();
  await client.worker.terminate();
  const reference = await computeOnly(server, config, Math.min(runs, 200));
  return {
    reference,
    runs: ids.length,
    refused,
    failed,
    acceptSeconds: (accepted - started) / 1000,
    seconds,
    perSecond: ids.length / seconds,
    plansP99: percentile(latencies, 99),
    plansCount: latencies.length,
    lagP99: delay.percentile(99) / 1e6,
    lagMax: delay.max / 1e6,
  };
}

export async function benchAnalysisBurst(options: { runs?: number } = {}): Promise<void> {
  const runs = options.runs ?? RUNS;
  for (const kind of benchDatabases()) {
    const loadBefore = loadavg()[0]!;
    const result = await withServer(
      kind,
      // The scheduler's market refreshes are not what is measured.
      { TRUST_PROXY: 'true', ROLES: 'api,worker' },
      async () => undefined,
      (server, config) => burst(server, config, runs),
    );
    const goal = GOALS[kind];
    console.log(
      `[${kind}] ${result.runs} runs (${result.refused} refused, ${result.failed} failed) accepted in ` +
        `${fmt(result.acceptSeconds, 1)} s, all finished in ${fmt(result.seconds, 1)} s: ` +
        `${fmt(result.perSecond, 1)} analyses/s (goal ≥ ${goal}/s${result.perSecond >= goal ? '' : ' — UNDER GOAL'})`,
    );
    console.log(
      `[${kind}] reference: the same analyses computed one after another on one thread, no queue ` +
        `nor database writes: ${fmt(result.reference, 1)}/s (the burst: ` +
        `${fmt(result.perSecond / result.reference, 2)}×); machine load (1-min average) ` +
        `${fmt(loadBefore, 1)} before, ${fmt(loadavg()[0]!, 1)} after on ${availableParallelism()} cores`,
    );
    console.log(
      `[${kind}] GET /api/plans during the burst: p99 ${fmt(result.plansP99)} ms over ${result.plansCount} probes ` +
        `(goal ≤ ${PLANS_P99_GOAL_MS} ms${result.plansP99 <= PLANS_P99_GOAL_MS ? '' : ' — OVER GOAL'}); ` +
        `event-loop delay p99 ${fmt(result.lagP99)} ms, max ${fmt(result.lagMax)} ms`,
    );
  }
}

// Runnable on its own: node --import tsx scripts/bench/analysis-burst.ts [runs]
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchAnalysisBurst({ runs: Number(process.argv[2]) || RUNS });
  process.exit(0);
}
