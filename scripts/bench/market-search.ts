import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { Sector } from '@alphadesk/contracts';
import { SecuritySearchIndex, seededRandom, type Random, type SearchEntry } from '@alphadesk/core';
import { migrateDatabase, openDatabase } from '@alphadesk/db';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Logger } from '../../apps/server/src/platform/logger.ts';
import { startServer } from '../../apps/server/src/runtime.ts';
import { createMarketModule, type SecurityRecord } from '../../apps/server/src/modules/market/index.ts';

/**
 * Stock-search suggestions over a generated 150,000-security universe:
 *  1. in process: p50/p99 latency of SecuritySearchIndex.search over a fixed mix of queries (code
 *     prefixes, Chinese and English names, typos, market and sector filters); goal p99 ≤ 5 ms;
 *  2. over HTTP: the real app (PGlite in a temporary folder, the same universe loaded) on
 *     127.0.0.1, port 0, driven by a bounded loop of concurrent fetches for DURATION_MS against
 *     /api/stocks/search and against a bare /api/health in the same run; goal ≥ 50 % of health's
 *     requests per second.
 */

const UNIVERSE = 150_000;
const QUERIES = 5_000;
const DURATION_MS = 3_000;
const CONCURRENCY = 32;
const P99_GOAL_MS = 5;
const RATIO_GOAL = 0.5;

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

async function drive(
  url: (i: number) => string,
  durationMs: number,
): Promise<{ requests: number; perSecond: number; errors: number }> {
  const deadline = performance.now() + durationMs;
  let requests = 0;
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const response = await fetch(url(next++));
        await response.arrayBuffer();
        if (response.ok) requests++;
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requests, perSecond: requests / elapsed, errors };
}

async function benchHttp(universe: readonly SecurityRecord[], queries: ReturnType<typeof generateQueries>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'alphadesk-bench-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ROLES: 'api',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      MARKET_RATE_LIMIT_PER_MINUTE: '100000000',
    });
    const seedDb = await openDatabase({ dataDir });
    await migrateDatabase(seedDb);
    await createMarketModule({ db: seedDb.db, settings: config.market }).addSecurities(universe);
    await seedDb.close();

    const server = await startServer(config, { log: pino({ level: 'silent' }) as unknown as Logger });
    try {
      const address = server.app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const searchUrl = (i: number) => {
        const query = queries[i % queries.length]!;
        const params = new URLSearchParams({
          q: query.q,
          ...(query.market ? { market: query.market } : {}),
          ...(query.sector ? { sector: query.sector } : {}),
        });
        return `${base}/api/stocks/search?${params}`;
      };
      await drive(searchUrl, 500); // warm-up (JIT, connections)
      await drive(() => `${base}/api/health`, 500);
      const health = await drive(() => `${base}/api/health`, DURATION_MS);
      const search = await drive(searchUrl, DURATION_MS);
      return { health, search };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchMarketSearch(): Promise<void> {
  const universe = generateUniverse();
  const queries = generateQueries(universe);
  const local = benchInProcess(universe, queries);
  console.log(
    `suggestions over ${universe.length.toLocaleString('en-US')} securities (${queries.length.toLocaleString('en-US')} queries): ` +
      `p50 ${local.p50.toFixed(3)} ms, p99 ${local.p99.toFixed(3)} ms, max ${local.max.toFixed(2)} ms ` +
      `(goal p99 ≤ ${P99_GOAL_MS} ms${local.p99 <= P99_GOAL_MS ? '' : ' — OVER GOAL'}); index built in ${Math.round(local.buildMs)} ms`,
  );
  const { health, search } = await benchHttp(universe, queries);
  const ratio = search.perSecond / health.perSecond;
  console.log(
    `GET /api/health: ${Math.round(health.perSecond)} req/s (${health.requests} in ${DURATION_MS / 1000} s, ${CONCURRENCY} concurrent, ${health.errors} errors)`,
  );
  console.log(
    `GET /api/stocks/search: ${Math.round(search.perSecond)} req/s (${search.requests} in ${DURATION_MS / 1000} s, ${search.errors} errors)`,
  );
  console.log(
    `search / health: ${(ratio * 100).toFixed(0)} % (goal ≥ ${RATIO_GOAL * 100} %${ratio >= RATIO_GOAL ? '' : ' — UNDER GOAL'})`,
  );
}

// Runnable on its own: node --import tsx scripts/bench/market-search.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchMarketSearch();
}
