import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sector } from '@alphadesk/contracts';
import { SecuritySearchIndex, seededRandom, type Random, type SearchEntry } from '@alphadesk/core';
import type { Database } from '@alphadesk/db';
import type { Config } from '../../apps/server/src/config.ts';
import { createMarketModule, type SecurityRecord } from '../../apps/server/src/modules/market/index.ts';
import { baseOf, CONNECTIONS, describe, load, startReference, type LoadRequest } from './load/index.ts';
import { benchDatabases, withServer } from './load/servers.ts';

/**
 * Stock search and detail over a generated 150,000-security universe:
 *  1. in process: p50/p99 latency of SecuritySearchIndex.search over a fixed mix of queries (code
 *     prefixes, Chinese and English names, typos, market and sector filters); goal p99 ≤ 5 ms;
 *  2. over HTTP: the real app (the same universe loaded; PGlite in a temporary folder, and a fresh
 *     PostgreSQL database when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server) on
 *     127.0.0.1, driven by autocannon (50 connections) against /api/stocks/search and
 *     /api/stocks/detail, each as a ratio of a bare Fastify route the bench starts in the same
 *     process and measures with the same settings first; goals: search ≥ 50 %, detail ≥ 25 %.
 */

const UNIVERSE = 150_000;
const QUERIES = 5_000;
const DURATION_SECONDS = 5;
const P99_GOAL_MS = 5;
const SEARCH_GOAL = 0.5;
const DETAIL_GOAL = 0.25;

const markets = ['TW', 'US', 'HK', 'CN', 'JP', 'KR'] as const;
const exchanges: Record<(typeof markets)[number], string> = {
  TW: 'TWSE',
  US: 'NASDAQ',
  HK: 'HKEX',
  CN: 'SSE',
  JP: 'TSE',
  KR: 'KRX',
};
const hanzi = [
  ...'台積電鴻海聯發科中華信國泰富邦玉山兆豐元大統一興業光電子半導體精密工業化學生技醫療金控銀行證券航運鋼鐵塑膠食品紡織汽車能源建設開發投資控股科技網路通訊材料電機綠能數位雲端智慧創新東南西北新華美亞日月星辰天地長宏達友聯合',
];
const syllables = [
  'al',
  'tra',
  'ne',
  'co',
  'tek',
  'mi',
  'cro',
  'sys',
  'gen',
  'ver',
  'da',
  'lo',
  'pha',
  'ma',
  'bio',
  'fin',
  'cap',
  'star',
  'ox',
  'lu',
  'ra',
  'zen',
  'quan',
  'ta',
  'vi',
  'on',
  'ex',
  'tel',
  'pro',
  'dyn',
];
const suffixes = [
  'Inc.',
  'Holdings',
  'Technology',
  'Group',
  'Corp.',
  'Industries',
  'Financial',
  'Energy',
  'Semiconductor',
  'Pharma',
];

const pick = <T>(random: Random, list: readonly T[]) => list[Math.floor(random.next() * list.length)]!;

/** A deterministic universe shaped like the real one: codes per market, Chinese and English names. */
export function generateUniverse(size = UNIVERSE): SecurityRecord[] {
  const random = seededRandom(20_240_601);
  const used = new Set<string>();
  const records: SecurityRecord[] = [];
  while (records.length < size) {
    const market = markets[Math.min(markets.length - 1, Math.floor(random.next() ** 1.5 * markets.length))]!;
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random.next() * 10)).join('');
    const letters = (n: number) =>
      Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(random.next() * 26))).join('');
    const code =
      market === 'TW'
        ? digits(4 + Math.floor(random.next() * 3))
        : market === 'US'
          ? letters(1 + Math.floor(random.next() * 5))
          : market === 'KR' || market === 'CN'
            ? digits(6)
            : digits(4 + Math.floor(random.next() * 2));
    const symbol =
      market === 'TW' || market === 'US'
        ? code
        : `${code}.${{ HK: 'HK', CN: 'SS', JP: 'T', KR: 'KS' }[market]}`;
    if (used.has(symbol)) continue;
    used.add(symbol);
    const name = Array.from({ length: 2 + Math.floor(random.next() * 4) }, () => pick(random, hanzi)).join(
      '',
    );
    const word = () => {
      const text = Array.from({ length: 2 + Math.floor(random.next() * 2) }, () =>
        pick(random, syllables),
      ).join('');
      return text[0]!.toUpperCase() + text.slice(1);
    };
    records.push({
      symbol,
      code,
      market,
      exchange: exchanges[market],
      name,
      nameEn: `${word()} ${random.next() < 0.4 ? `${word()} ` : ''}${pick(random, suffixes)}`,
      isin: null,
      industry: null,
      sector: pick(random, Sector.options),
      kind: random.next() < 0.1 ? 'etf' : 'stock',
      listedOn: null,
      currency: 'TWD',
      sharesOutstanding: null,
      popularity: Math.floor(random.next() * 1000),
      source: 'import',
    });
  }
  return records;
}

/** A fixed mix of what users type: code prefixes, name fragments, English words, typos, filters. */
export function generateQueries(
  universe: readonly SecurityRecord[],
  count = QUERIES,
): { q: string; market?: string; sector?: string }[] {
  const random = seededRandom(7);
  const queries: { q: string; market?: string; sector?: string }[] = [];
  for (let i = 0; i < count; i++) {
    const security = pick(random, universe);
    const kind = i % 6;
    const english = (security.nameEn ?? '').split(' ')[0]!;
    let q: string;
    if (kind === 0) q = security.code.slice(0, 1 + Math.floor(random.next() * security.code.length));
    else if (kind === 1) q = security.name.slice(0, 1 + Math.floor(random.next() * 2));
    else if (kind === 2) q = security.name.slice(1, 3);
    else if (kind === 3) q = english.slice(0, 3 + Math.floor(random.next() * 4)).toLowerCase();
    else if (kind === 4)
      q =
        english.length > 4 ? `${english.slice(0, 2)}${english[3]}${english[2]}${english.slice(4)}` : english; // transposed letters
    else q = `${security.name}${pick(random, hanzi)}`; // an extra character
    const filter = random.next();
    queries.push({
      q,
      ...(filter < 0.15 ? { market: security.market } : {}),
      ...(filter > 0.9 ? { sector: security.sector! } : {}),
    });
  }
  return queries;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function benchInProcess(universe: readonly SecurityRecord[], queries: ReturnType<typeof generateQueries>) {
  const started = performance.now();
  const entries: SearchEntry[] = universe.map((security) => ({
    symbol: security.symbol,
    code: security.code,
    name: security.name,
    nameEn: security.nameEn,
    market: security.market,
    exchange: security.exchange,
    sector: security.sector,
    popularity: security.popularity,
  }));
  const index = new SecuritySearchIndex(entries);
  const buildMs = performance.now() - started;
  for (const query of queries.slice(0, 500)) index.search(query.q, { ...query, limit: 10 }); // warm-up
  const samples: number[] = [];
  let found = 0;
  for (const query of queries) {
    const t = performance.now();
    found += index.search(query.q, { ...query, limit: 10 }).length;
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { buildMs, p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.at(-1)!, found };
}

async function benchHttp(
  kind: 'pglite' | 'postgres',
  universe: readonly SecurityRecord[],
  queries: ReturnType<typeof generateQueries>,
  seconds: number,
) {
  const seed = async (database: Database, config: Config) => {
    await createMarketModule({ db: database.db, settings: config.market }).addSecurities(universe);
  };
  return withServer(kind, { ROLES: 'api' }, seed, async (server) => {
    const base = baseOf(server.app);
    const search: LoadRequest[] = queries.slice(0, 2_000).map((query) => ({
      path: `/api/stocks/search?${new URLSearchParams({
        q: query.q,
        ...(query.market ? { market: query.market } : {}),
        ...(query.sector ? { sector: query.sector } : {}),
      })}`,
    }));
    // Details of listed Taiwanese codes (the built-in ones and generated ones), by code.
    const codes = ['2330', '2317', '2454', '2412', '2881', '0050', '2303', '1301'];
    for (const security of universe)
      if (security.market === 'TW' && codes.length < 200) codes.push(security.code);
    const detail: LoadRequest[] = codes.map((code) => ({ path: `/api/stocks/detail?q=${code}` }));

    const reference = await startReference();
    try {
      const bare: LoadRequest[] = [{ path: '/reference' }];
      // Warm-up: JIT, connections, caches.
      await load(reference.base, bare, { durationSeconds: 1 });
      await load(base, search, { durationSeconds: 1 });
      await load(base, detail, { durationSeconds: 1 });
      const ref = await load(reference.base, bare, { durationSeconds: seconds });
      const searched = await load(base, search, { durationSeconds: seconds });
      const detailed = await load(base, detail, { durationSeconds: seconds });
      return { ref, searched, detailed };
    } finally {
      await reference.close();
    }
  });
}

const verdict = (ratio: number, goal: number) =>
  `ratio ${ratio.toFixed(2)} = ${(ratio * 100).toFixed(0)} % of the reference; goal ≥ ${goal * 100} %: ${ratio >= goal ? 'met' : 'MISSED'}`;

export async function benchMarketSearch(options: { seconds?: number } = {}): Promise<void> {
  const seconds = options.seconds ?? DURATION_SECONDS;
  const universe = generateUniverse();
  const queries = generateQueries(universe);
  const local = benchInProcess(universe, queries);
  console.log(
    `suggestions over ${universe.length.toLocaleString('en-US')} securities (${queries.length.toLocaleString('en-US')} queries): ` +
      `p50 ${local.p50.toFixed(3)} ms, p99 ${local.p99.toFixed(3)} ms, max ${local.max.toFixed(2)} ms ` +
      `(goal p99 ≤ ${P99_GOAL_MS} ms${local.p99 <= P99_GOAL_MS ? '' : ' — OVER GOAL'}); index built in ${Math.round(local.buildMs)} ms`,
  );
  console.log(`HTTP: autocannon, ${CONNECTIONS} connections, ${seconds} s per route, reference first`);
  for (const kind of benchDatabases()) {
    const { ref, searched, detailed } = await benchHttp(kind, universe, queries, seconds);
    console.log(`[${kind}] ${describe('reference: bare Fastify GET /reference', ref)}`);
    console.log(`[${kind}] ${describe('GET /api/stocks/search', searched)}`);
    console.log(`[${kind}]   search: ${verdict(searched.perSecond / ref.perSecond, SEARCH_GOAL)}`);
    console.log(`[${kind}] ${describe('GET /api/stocks/detail', detailed)}`);
    console.log(`[${kind}]   detail: ${verdict(detailed.perSecond / ref.perSecond, DETAIL_GOAL)}`);
    const met = [
      searched.perSecond / ref.perSecond >= SEARCH_GOAL,
      detailed.perSecond / ref.perSecond >= DETAIL_GOAL,
    ];
    console.log(
      `[${kind}] goals: ${met.filter(Boolean).length} of 2 met (${met.every(Boolean) ? 'met' : 'missed'})`,
    );
  }
}

// Runnable on its own: node --import tsx scripts/bench/market-search.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchMarketSearch();
}
