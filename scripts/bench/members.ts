import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServices } from '../../apps/server/src/services.ts';
import type { RunningServer } from '../../apps/server/src/runtime.ts';
import type { Config } from '../../apps/server/src/config.ts';
import { baseOf, describe, load, startReference, type LoadRequest, type LoadResult } from './load/index.ts';
import { benchDatabases, silent, withServer } from './load/servers.ts';

/**
 * Many members at once: MEMBERS accounts of their own (diamond, so quotas are not what is
 * measured), each on its own connection and client address (the app behind a proxy that sets
 * X-Forwarded-For), for SECONDS of a mix of what members do — search, stock detail, their analysis
 * history, the plans, the analyst catalogue and, one request in fifty, starting an analysis — against
 * the real app with its job queue and compute threads. Prints req/s, p50/p99 and errors per database,
 * beside a bare Fastify route measured with the same connections in the same run. Goals on
 * PostgreSQL: 0 errors, p99 ≤ 1 s, ≥ 1,000 req/s.
 */

const MEMBERS = 500;
const SECONDS = 60;
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

/** The traffic mix, one entry per request, cycling through the members. */
export function memberMix(tokens: readonly string[], size = 5_000): LoadRequest[] {
  const mix: LoadRequest[] = [];
  for (let i = 0; i < size; i++) {
    const member = i % tokens.length;
    const headers = {
      authorization: `Bearer ${tokens[member]}`,
      'x-forwarded-for': `10.7.${member >> 8}.${member & 255}`,
    };
    const symbol = SYMBOLS[i % SYMBOLS.length]!;
    const slot = i % 50;
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

async function measure(kind: 'pglite' | 'postgres', members: number, seconds: number) {
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
        const mixed = await load(baseOf(server.app), mix, { durationSeconds: seconds, connections: members });
        return { bare, mixed };
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

export async function benchMembers(options: { seconds?: number; members?: number } = {}): Promise<void> {
  const seconds = options.seconds ?? SECONDS;
  const members = options.members ?? MEMBERS;
  console.log(
    `${members} members, each its own account, connection and address; ${seconds} s of mixed traffic`,
  );
  for (const kind of benchDatabases()) {
    const { bare, mixed } = await measure(kind, members, seconds);
    console.log(
      `[${kind}] ${describe(`reference: bare Fastify GET /reference, ${members} connections`, bare)}`,
    );
    console.log(
      `[${kind}] ${describe('member mix (search, detail, history, plans, analysts, starts)', mixed)}`,
    );
    console.log(
      `[${kind}]   ${(100 * (mixed.perSecond / bare.perSecond)).toFixed(0)} % of the reference ${verdict(kind, mixed)}`,
    );
  }
}

// Runnable on its own: node --import tsx scripts/bench/members.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchMembers();
}
