// `npm run bench`: every benchmark, printed as numbers. Each compares against a reference measured
// in the same run where a ratio makes sense, so results do not depend on the machine's speed.
//
// `npm run bench -- search burst` runs only the named sections; `--seconds=N` sets the length of
// each HTTP measurement (default 5; the member mix 60), `--runs=N` the size of the analysis burst
// (default 500), `--members=N` the members of the mix (default 500; the fan-out: one per ten clients),
// `--member-rate=N` each member's requests a second (default 4; `max`: unpaced) and `--clients=N`
// the fan-out's WebSocket clients (default 10,000).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchAlertEngine } from './alert-engine.ts';
import { benchAnalysis } from './analysis.ts';
import { benchAnalysisBurst } from './analysis-burst.ts';
import { benchAssets } from './assets.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchIndicators } from './indicators.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMarketSearch } from './market-search.ts';
import { benchMembers } from './members.ts';
import { benchPortfolio } from './portfolio.ts';
import { benchCluster } from './cluster.ts';
import { benchFanout } from './fanout.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const value = Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};
const seconds = flag('seconds');
const runs = flag('runs');
const members = flag('members');
const clients = flag('clients');
const memberRate = args.includes('--member-rate=max') ? 'max' : flag('member-rate');

const benches: Array<[string, string, () => Promise<unknown>]> = [
  ['bundle', 'landing page bundle', benchBundleSize],
  ['assets', 'landing page scripts as sent: raw, gzip, brotli', benchAssets],
  ['lighthouse', 'Lighthouse on the landing, pricing and sign-in pages', benchLighthouse],
  ['indicators', 'indicator kernels against technicalindicators', benchIndicators],
  ['search', 'stock search and detail against a bare Fastify route', () => benchMarketSearch({ seconds })],
  ['analysis', 'nine-analyst analysis on ten years of bars', benchAnalysis],
  ['burst', 'analysis capacity: a burst of runs through the queue', () => benchAnalysisBurst({ runs })],
  [
    'members',
    'many members at once: a mix of member traffic',
    () => benchMembers({ seconds, members, memberRate }),
  ],
  ['alerts', 'alert engine: 1,000,000 active alerts, ticks over 2,000 symbols', benchAlertEngine],
  [
    'fanout',
    'live feed fan-out: 10,000 WebSocket clients, 2,000 ticks/s, against a bare ws broadcast',
    () => benchFanout({ clients, members }),
  ],
  ['portfolio', 'portfolio valuation and returns: 10,000 transactions over ten years', benchPortfolio],
  [
    'cluster',
    'scaling out: the member mix on 1, 2 and 3 api processes (PostgreSQL + Redis)',
    () => benchCluster({ seconds: seconds ?? 15, members: members ?? 200 }),
  ],
];
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !benches.some(([key]) => key === name));
if (unknown.length) {
  console.error(
    `unknown section(s): ${unknown.join(', ')}; sections: ${benches.map(([key]) => key).join(', ')}`,
  );
  process.exit(2);
}
const selected = benches.filter(([key]) => names.length === 0 || names.includes(key));

// The bundle benchmark measures the production build; make one if there is none.
if (
  selected.some(([key]) => key === 'bundle' || key === 'assets' || key === 'lighthouse') &&
  !existsSync(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url))
) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@alphadesk/web', '-w', '@alphadesk/admin'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let failed = false;
if (selected.length > 1) {
  // Each section in a process of its own: what one leaves behind (a heap grown by a million bars,
  // a browser's processes, a server's timers) would otherwise weigh on the next one's figures.
  const flags = args.filter((arg) => arg.startsWith('--'));
  for (const [key] of selected) {
    const section = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), key, ...flags],
      {
        stdio: 'inherit',
      },
    );
    if (section.status !== 0) failed = true;
  }
} else {
  for (const [, name, run] of selected) {
    console.log(`\n## ${name}`);
    try {
      await run();
    } catch (error) {
      failed = true;
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
process.exit(failed ? 1 : 0);
