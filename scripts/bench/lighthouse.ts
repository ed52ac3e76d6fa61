import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseOf } from './load/index.ts';
import { withServer } from './load/servers.ts';

/**
 * Lighthouse (npm `lighthouse`, its default mobile settings: a mid-range phone on a slow 4G link,
 * simulated) against the production build served by the real app, in Debian's Chromium. Prints per
 * page the performance and accessibility scores, the layout shift, the largest paint, the blocking
 * time and the JavaScript bytes actually transferred. Goals: performance ≥ 90, CLS ≤ 0.1,
 * accessibility 100. Lighthouse's timings are simulated from a trace taken on this machine, so a
 * busy machine lowers the performance score: run it alone.
 */

const PAGES = ['/', '/pricing', '/auth'];
const GOALS = { performance: 90, cls: 0.1, accessibility: 100 };
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseBin = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

/** Runs the CLI as a child process: the app it audits answers from this process's event loop. */
async function audit(url: string, outputDir: string): Promise<Report> {
  const output = join(outputDir, `${encodeURIComponent(url)}.json`);
  await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      // The machine has no network beyond loopback: Chromium must not try to reach Google.
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, timeout: 180_000 },
  );
  return JSON.parse(readFileSync(output, 'utf8')) as Report;
}

function summary(path: string, report: Report) {
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const value = (name: string) => report.audits[name]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const performance = score('performance');
  const cls = value('cumulative-layout-shift');
  const accessibility = score('accessibility');
  const misses = [
    performance < GOALS.performance ? `performance under ${GOALS.performance}` : '',
    cls > GOALS.cls ? `CLS over ${GOALS.cls}` : '',
    accessibility < GOALS.accessibility ? `accessibility under ${GOALS.accessibility}` : '',
  ].filter(Boolean);
  return (
    `${path.padEnd(9)} performance ${performance}, accessibility ${accessibility}, CLS ${cls.toFixed(3)}, ` +
    `LCP ${(value('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(value('total-blocking-time'))} ms, ` +
    `JavaScript transferred ${(scriptBytes / 1024).toFixed(1)} KiB ` +
    (misses.length ? `— UNDER GOAL: ${misses.join(', ')}` : '(goals met)')
  );
}

export async function benchLighthouse(): Promise<void> {
  if (!existsSync(chrome))
    throw new Error(`no Chromium at ${chrome} (apt-get install chromium, or set CHROME_PATH)`);
  const outputDir = mkdtempSync(join(tmpdir(), 'alphadesk-lighthouse-'));
  try {
    await withServer(
      'pglite',
      { ROLES: 'api' },
      async () => undefined,
      async (server) => {
        const base = baseOf(server.app);
        console.log(
          `Lighthouse ${PAGES.length} pages, mobile (simulated slow 4G, 4× CPU slowdown), ${chrome}`,
        );
        for (const path of PAGES) {
          // Lighthouse asks to be run again when its trace misses the navigation (a busy machine).
          const report = await audit(`${base}${path}`, outputDir).catch(() =>
            audit(`${base}${path}`, outputDir),
          );
          console.log(summary(path, report));
        }
      },
    );
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

// Runnable on its own: node --import tsx scripts/bench/lighthouse.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchLighthouse();
}
