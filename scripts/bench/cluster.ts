import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '@alphadesk/db';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { fmt, load, type LoadResult } from './load/index.ts';
import { silent } from './load/servers.ts';
import { memberMix } from './members.ts';

/**
 * Scaling out: the same member mix as `members` against `npm run start:cluster` with 1, 2 and 3
 * api processes (PostgreSQL + Redis, rate limits shared), each on a fresh database. Prints req/s
 * and p99 side by side. Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) and Redis at
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379). On a machine with fewer cores than
 * processes the extra processes compete for the same CPU, which the numbers then show.
 */
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-42';
const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Registers diamond members straight through the services (argon2 is not what is measured). */
async function members(url: string, count: number): Promise<string[]> {
  const database = await openDatabase({ url });
  try {
    await migrateDatabase(database);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, AUTH_SECRET });
    const services = createServices({ database, config, queue: null, log: silent });
    await services.plans.ensureCatalogue();
    const tokens: string[] = [];
    for (let first = 0; first < count; first += 8) {
      const batch = Array.from({ length: Math.min(8, count - first) }, async (_, offset) => {
        const signedIn = await services.accounts.register(
          {
            name: '壓測會員',
            email: `cluster-${first + offset}-${Date.now()}@example.com`,
            password: 'Secret123',
            confirmPassword: 'Secret123',
            agreeToTerms: true,
          },
          { ip: '127.0.0.1', userAgent: 'bench' },
          null,
        );
        await services.accounts.setTier(signedIn.user.id, 'diamond');
        return signedIn.session.accessToken;
      });
      tokens.push(...(await Promise.all(batch)));
    }
    await services.shared.close();
    return tokens;
  } finally {
    await database.close();
  }
}

async function measure(
  apiProcesses: number,
  adminUrl: string,
  redisUrl: string,
  count: number,
  seconds: number,
) {
  const name = `alphadesk_cluster_${Date.now().toString(36)}`;
  await admin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const tokens = await members(url.toString(), count);
    const port = await freePort();
    const cluster = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        TRUST_PROXY: 'true',
        MARKET_RATE_LIMIT_PER_MINUTE: '100000000',
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        AUTH_SECRET,
        API_PROCESSES: String(apiProcesses),
        PORT: String(port),
        WS_PORT: String(await freePort()),
      },
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      // Ready when every api process answers: the health answers name the role and the process.
      for (let tries = 0; ; tries += 1) {
        const ok = await fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) break;
        if (tries > 600) throw new Error('the cluster did not start in 150 s');
        await new Promise((done) => setTimeout(done, 250));
      }
      await new Promise((done) => setTimeout(done, 3000 * apiProcesses)); // the others finish booting
      return await load(base, memberMix(tokens), { durationSeconds: seconds, connections: count });
    } finally {
      cluster.kill('SIGTERM');
      await new Promise((done) => (cluster.exitCode !== null ? done(undefined) : cluster.once('exit', done)));
    }
  } finally {
    await admin(adminUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined);
  }
}

export async function benchCluster(options: { seconds?: number; members?: number } = {}): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('needs PostgreSQL: set BENCH_DATABASE_URL (several processes cannot share PGlite)');
    return;
  }
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const seconds = options.seconds ?? 15;
  const count = options.members ?? 200;
  console.log(`${count} members, ${seconds} s of the member mix per run, PostgreSQL + Redis`);
  const results: Array<[number, LoadResult]> = [];
  for (const processes of [1, 2, 3])
    results.push([processes, await measure(processes, adminUrl, redisUrl, count, seconds)]);
  console.log('api processes | req/s    | p50 ms | p99 ms | errors | non-2xx');
  for (const [processes, result] of results) {
    console.log(
      `${String(processes).padEnd(13)} | ${fmt(result.perSecond).padEnd(8)} | ${fmt(result.p50).padEnd(6)} | ` +
        `${fmt(result.p99).padEnd(6)} | ${String(result.errors).padEnd(6)} | ${result.non2xx}`,
    );
  }
}

// Runnable on its own: node --import tsx scripts/bench/cluster.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchCluster();
}
