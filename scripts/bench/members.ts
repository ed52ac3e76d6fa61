import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServices } from '../../apps/server/src/services.ts';
import type { RunningServer } from '../../apps/server/src/runtime.ts';
import type { Config } from '../../apps/server/src/config.ts';
import {
  baseOf,
  describe,
  fmt,
  load,
  startReference,
  type LoadRequest,
  type LoadResult,
} from './load/index.ts';
import { benchDatabases, silent, withServer } from './load/servers.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Many members at once: MEMBERS accounts of their own (diamond, so quotas are not what is
 * measured), each on its own connection and client address (the app behind a proxy that sets
 * X-Forwarded-For), for SECONDS of a mix of what members do — search, stock detail, their analysis
 * history, the plans, the analyst catalogue and, one request in fifty, starting an analysis — against
 * the real app with its job queue and compute threads. Prints req/s, p50/p99 and errors per database,
 * beside a bare Fastify route measured with the same connections in the same run. Goals on
 * PostgreSQL: 0 errors, p99 ≤ 1 s, ≥ 1,000 req/s.
 *
 * Each member sends MEMBER_RATE requests a second (a request every 250 ms, far busier than a person
 * at a screen, and 2,000 req/s offered in all): a member is a person, not a connection that asks
 * again the moment it is answered. An unpaced member would outrun the per-address limits a real
 * client has (120 plan reads and 10 analysis starts a minute), and the bench would then measure
 * 429s on a fast machine. `--member-rate=N` sets another pace; `--member-rate=max` leaves members
 * unpaced (the server's saturation, 429s included).
 */

const MEMBERS = 500;
const SECONDS = 60;
const MEMBER_RATE = 4;
const GOALS = { perSecond: 1_000, p99Ms: 1_000 };
const SYMBOLS = ['2330', '2317', '2454', '2412', '2881', '2882', '2303', '1301', '2002', '0050'];
const QUERIES = ['台積', '2330', '鴻海', 'tsmc', '聯發科', '23', '金控', 'media', '0050', '台塑'];

export async function registerMembers(
  server: RunningServer,
  config: Config,
  count: number,
): Promise<string[]> {
  const services = createServices({ database: server.database, config, queue: null, log: silent });
  const tokens: string[] = [];
  const stamp = Date.now();
  // A few at a time: each registration hashes a password (argon2id, 19 MiB).
  for (let first = 0; first < count; first += 8) {
    const batch = Array.from({ length: Math.min(8, count - first) }, async (_, offset) => {
      const i = first + offset;
      const password = 'Secret123';
      const signedIn = await services.accounts.register(
        {
          name: '壓測會員',
          email: `members-${i}-${stamp}@example.com`,
          password,
          confirmPassword: password,
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
  return tokens;
}

/**
 * The traffic mix, one entry per request, cycling through the members. Each member goes through
 * all fifty kinds of request in turn (the kinds of consecutive requests spread evenly): a member
 * starts one analysis in fifty requests, as everyone does, rather than some members only ever
 * starting analyses (each member's address has the per-route limits of one real client).
 */
export function memberMix(tokens: readonly string[], size = tokens.length * 50): LoadRequest[] {
  const mix: LoadRequest[] = [];
  for (let i = 0; i < size; i++) {
    const member = i % tokens.length;
    const headers = {
      authorization: `Bearer ${tokens[member]}`,
      'x-forwarded-for': `10.7.${member >> 8}.${member & 255}`,
    };
    const symbol = SYMBOLS[i % SYMBOLS.length]!;
    const slot = (Math.floor(i / tokens.length) + member) % 50;
    if (slot === 0) {
      mix.push({
        method: 'POST',
        path: '/api/analysis/runs',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          symbol,
          analysts: ['technical', 'fundamental', 'risk'],
          analysisType: 'quick',
        }),
      });
    } else if (slot <= 14) {
      const q = QUERIES[i % QUERIES.length]!;
      mix.push({ path: `/api/stocks/search?q=${encodeURIComponent(q)}`, headers });
    } else if (slot <= 24) mix.push({ path: `/api/stocks/detail?q=${symbol}`, headers });
    else if (slot <= 34) mix.push({ path: '/api/analysis/history?page=1&pageSize=10', headers });
    else if (slot <= 44) mix.push({ path: '/api/plans', headers });
    else mix.push({ path: '/api/analysts', headers });
  }
  return mix;
}

/** What the server itself spent on each route of the mix: from the parsed request to the last byte. */
interface RouteTimes {
  route: string;
  count: number;
  p50: number;
  p99: number;
  /** Answers by status code other than 2xx. */
  statuses: Record<string, number>;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/**
 * Times every request the app's HTTP server answers, per route (the path without its query), from
 * the server's side: the client's percentiles add the time a request waited to be read.
 */
function timeRoutes(server: RunningServer) {
  const times = new Map<string, { durations: number[]; statuses: Record<string, number> }>();
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const route = `${request.method} ${(request.url ?? '').split('?')[0]}`;
    response.once('finish', () => {
      const entry = times.get(route) ?? { durations: [], statuses: {} };
      times.set(route, entry);
      entry.durations.push(performance.now() - started);
      if (response.statusCode >= 300) {
        entry.statuses[response.statusCode] = (entry.statuses[response.statusCode] ?? 0) + 1;
      }
    });
  };
  server.app.server.on('request', listener);
  return {
    stop: (): RouteTimes[] => {
      server.app.server.off('request', listener);
      return [...times]
        .map(([route, { durations, statuses }]) => {
          const sorted = durations.sort((a, b) => a - b);
          return {
            route,
            count: sorted.length,
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
            statuses,
          };
        })
        .sort((a, b) => b.count - a.count);
    },
  };
}

async function measure(
  kind: 'pglite' | 'postgres',
  members: number,
  seconds: number,
  memberRate: number | undefined,
) {
  return withServer(
    kind,
    // The scheduler's market refreshes are not what is measured.
    { TRUST_PROXY: 'true', ROLES: 'api,worker' },
    async () => undefined,
    async (server, config) => {
      const tokens = await registerMembers(server, config, members);
      const mix = memberMix(tokens);
      const reference = await startReference();
      try {
        const bare = await load(reference.base, [{ path: '/reference' }], {
          durationSeconds: Math.min(10, seconds),
          connections: members,
        });
        const timing = timeRoutes(server);
        const mixed = await load(baseOf(server.app), mix, {
          durationSeconds: seconds,
          connections: members,
          connectionRate: memberRate,
        });
        return { bare, mixed, routes: timing.stop() };
      } finally {
        await reference.close();
      }
    },
  );
}

const verdict = (kind: string, result: LoadResult) => {
  if (kind !== 'postgres') return '(no goal on PGlite: printed for comparison)';
  const misses = [
    result.errors + result.non2xx > 0 ? `${result.errors + result.non2xx} errors` : '',
    result.p99 > GOALS.p99Ms ? `p99 over ${GOALS.p99Ms} ms` : '',
    result.perSecond < GOALS.perSecond ? `under ${GOALS.perSecond} req/s` : '',
  ].filter(Boolean);
  return misses.length ? `— UNDER GOAL: ${misses.join(', ')}` : '(goals met)';
};

export async function benchMembers(
  /** `memberRate`: requests a second per member (MEMBER_RATE when absent), `max` for unpaced. */
  options: { seconds?: number; members?: number; memberRate?: number | 'max' } = {},
): Promise<void> {
  const seconds = options.seconds ?? SECONDS;
  const members = options.members ?? MEMBERS;
  const memberRate = options.memberRate === 'max' ? undefined : (options.memberRate ?? MEMBER_RATE);
  console.log(
    `${members} members, each its own account, connection and address; ${seconds} s of mixed traffic; ` +
      (memberRate
        ? `each member sends ${memberRate} requests a second (${fmt(members * memberRate)} req/s offered)`
        : 'members unpaced (each asks again as soon as it is answered)'),
  );
  // BENCH_MEMBERS_DATABASES=postgres (or pglite) measures only that one while iterating.
  const only = process.env.BENCH_MEMBERS_DATABASES?.split(',');
  for (const kind of benchDatabases().filter((kind) => !only || only.includes(kind))) {
    const { bare, mixed, routes } = await measure(kind, members, seconds, memberRate);
    console.log(
      `[${kind}] ${describe(`reference: bare Fastify GET /reference, ${members} connections`, bare)}`,
    );
    console.log(
      `[${kind}] ${describe('member mix (search, detail, history, plans, analysts, starts)', mixed)}`,
    );
    console.log(
      `[${kind}]   ${
        memberRate
          ? `${(100 * (mixed.perSecond / (members * memberRate))).toFixed(0)} % of the offered rate`
          : `${(100 * (mixed.perSecond / bare.perSecond)).toFixed(0)} % of the reference`
      } ${verdict(kind, mixed)}`,
    );
    console.log(`[${kind}]   per route, as timed by the server:`);
    for (const route of routes) {
      const statuses = Object.entries(route.statuses).map(([code, count]) => `${fmt(count)}× ${code}`);
      console.log(
        `[${kind}]     ${route.route}: ${fmt(route.count)} answered, p50 ${fmt(route.p50, 1)} ms, ` +
          `p99 ${fmt(route.p99, 1)} ms${statuses.length ? ` (${statuses.join(', ')})` : ''}`,
      );
    }
  }
}

// Runnable on its own: node --import tsx scripts/bench/members.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchMembers();
}
