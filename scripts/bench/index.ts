// `npm run bench`: every benchmark, printed as numbers. Each compares against a reference measured
// in the same run where a ratio makes sense, so results do not depend on the machine's speed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchAnalysis } from './analysis.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchIndicators } from './indicators.ts';
import { benchMarketSearch } from './market-search.ts';
import { benchPortfolio } from './portfolio.ts';

// The bundle benchmark measures the production build; make one if there is none.
if (!existsSync(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@alphadesk/web', '-w', '@alphadesk/admin'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const benches: Array<[string, () => Promise<unknown>]> = [
  ['landing page bundle', benchBundleSize],
  ['indicator kernels against technicalindicators', benchIndicators],
  ['stock search', benchMarketSearch],
  ['nine-analyst analysis on ten years of bars', benchAnalysis],
  ['portfolio valuation and returns: 10,000 transactions over ten years', benchPortfolio],
];

let failed = false;
for (const [name, run] of benches) {
  console.log(`\n## ${name}`);
  try {
    await run();
  } catch (error) {
    failed = true;
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
