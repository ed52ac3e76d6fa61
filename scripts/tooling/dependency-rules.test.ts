import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import projectRules from '../../.dependency-cruiser.mjs';

/**
 * The project's dependency rules (the same config `npm run check` uses), applied to tiny
 * repositories written to a temporary folder: the workspace layout in miniature, with
 * node_modules links for our packages and a stand-in for the test runner, so every import
 * resolves the way it does in the real tree.
 */

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A clean miniature of the monorepo; `extra` adds or replaces files. */
function writeTree(extra: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'alphadesk-deps-'));
  roots.push(root);
  const files: Record<string, string> = {
    'packages/core/package.json': packageJson('@alphadesk/core'),
    'packages/core/src/index.ts': 'export const tick = (price: number) => (price < 10 ? 0.01 : 0.05);\n',
    'packages/core/src/index.test.ts':
      "import { readFileSync } from 'node:fs';\nimport { it } from 'vitest';\nimport { tick } from './index.ts';\nit('ticks', () => { readFileSync; tick(1); });\n",
    'packages/contracts/package.json': packageJson('@alphadesk/contracts'),
    'packages/contracts/src/index.ts': "import { z } from 'zod';\nexport const symbol = z.string();\n",
    'packages/ui/package.json': packageJson('@alphadesk/ui'),
    'packages/ui/src/index.ts':
      "import { symbol } from '@alphadesk/contracts';\nexport const schema = symbol;\n",
    'apps/web/src/main.ts':
      "import { symbol } from '@alphadesk/contracts';\nimport { schema } from '@alphadesk/ui';\nimport { page } from './page.ts';\nexport const all = [symbol, schema, page];\n",
    'apps/web/src/page.ts': "export const page = 'home';\n",
    'apps/server/src/platform/config.ts': 'export const port = 3000;\n',
    'apps/server/src/modules/market/index.ts':
      "import { bars } from './repository.ts';\nexport interface MarketModule { bars: typeof bars }\nexport const createMarketModule = (): MarketModule => ({ bars });\n",
    'apps/server/src/modules/market/repository.ts':
      "import { tick } from '@alphadesk/core';\nexport const bars = () => [tick(1)];\n",
    'apps/server/src/modules/market/testing/fake-upstream.ts': 'export const upstream = 1;\n',
    'apps/server/src/modules/analysis/index.ts':
      "import type { MarketModule } from '../market/index.ts';\nimport { port } from '../../platform/config.ts';\nexport const createAnalysisModule = (market: MarketModule) => ({ market, port });\n",
    'apps/server/src/modules/analysis/runs.test.ts':
      "import { it } from 'vitest';\nimport { upstream } from '../market/testing/fake-upstream.ts';\nit('runs', () => { upstream; });\n",
    'apps/server/src/services.ts':
      "import { createMarketModule } from './modules/market/index.ts';\nimport { createAnalysisModule } from './modules/analysis/index.ts';\nexport const analysis = createAnalysisModule(createMarketModule());\n",
    'scripts/backtest.ts':
      "import { createMarketModule } from '../apps/server/src/modules/market/index.ts';\nexport const market = createMarketModule();\n",
    'node_modules/zod/package.json': '{ "name": "zod", "main": "index.js" }\n',
    'node_modules/zod/index.js': 'export const z = {};\n',
    'node_modules/vitest/package.json': '{ "name": "vitest", "main": "index.js" }\n',
    'node_modules/vitest/index.js': 'export const it = () => {};\n',
    ...extra,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, 'node_modules/@alphadesk'), { recursive: true });
  for (const name of ['core', 'contracts', 'ui']) {
    symlinkSync(join(root, 'packages', name), join(root, 'node_modules/@alphadesk', name), 'dir');
  }
  return root;
}

function packageJson(name: string): string {
  return JSON.stringify({ name, type: 'module', exports: { '.': './src/index.ts' } });
}

/** `rule: from → to` for every violation the project's rules find in the tree. */
async function violations(root: string): Promise<string[]> {
  const result = await cruise(['apps', 'packages', 'scripts'], {
    ruleSet: projectRules,
    validate: true,
    baseDir: root,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

describe('dependency rules (npm run check)', () => {
  it('accept a tree that keeps every rule', async () => {
    expect(await violations(writeTree())).toEqual([]);
  });

  it("reject a module importing another module's internal file", async () => {
    const root = writeTree({
      'apps/server/src/modules/analysis/evidence.ts':
        "import { bars } from '../market/repository.ts';\nexport const evidence = bars;\n",
    });
    expect(await violations(root)).toEqual([
      'module-imports-other-modules-through-index: apps/server/src/modules/analysis/evidence.ts → apps/server/src/modules/market/repository.ts',
    ]);
  });

  it('reject the composition root, platform and scripts reaching past a facade', async () => {
    const root = writeTree({
      'apps/server/src/services.ts':
        "import { bars } from './modules/market/repository.ts';\nexport const wired = bars;\n",
      'apps/server/src/platform/config.ts':
        "import type { MarketModule } from '../modules/market/index.ts';\nexport type Market = MarketModule;\nexport const port = 3000;\n",
      'scripts/backtest.ts':
        "import { bars } from '../apps/server/src/modules/market/repository.ts';\nexport const all = bars();\n",
    });
    expect((await violations(root)).sort()).toEqual([
      'composition-root-uses-module-facades: apps/server/src/services.ts → apps/server/src/modules/market/repository.ts',
      'platform-imports-no-module: apps/server/src/platform/config.ts → apps/server/src/modules/market/index.ts',
      'scripts-use-module-facades: scripts/backtest.ts → apps/server/src/modules/market/repository.ts',
    ]);
  });

  it('reject core importing a node: built-in or another package of ours', async () => {
    const root = writeTree({
      'packages/core/src/index.ts':
        "import { readFileSync } from 'node:fs';\nimport type { symbol } from '@alphadesk/contracts';\nexport type Symbol = typeof symbol;\nexport const tick = (price: number) => (readFileSync ? price : 0);\n",
    });
    expect((await violations(root)).sort()).toEqual([
      'core-imports-no-node-builtin: packages/core/src/index.ts → fs',
      'core-imports-nothing-of-ours: packages/core/src/index.ts → packages/contracts/src/index.ts',
    ]);
  });

  it('reject contracts, ui and the web app importing outside what they may use', async () => {
    const root = writeTree({
      'packages/contracts/src/extra.ts': "import { tick } from '@alphadesk/core';\nexport const t = tick;\n",
      'packages/ui/src/extra.ts': "import { tick } from '@alphadesk/core';\nexport const t = tick;\n",
      'apps/web/src/extra.ts': "import { tick } from '@alphadesk/core';\nexport const t = tick;\n",
    });
    expect((await violations(root)).sort()).toEqual([
      'apps-web-admin-import-only-contracts-and-ui: apps/web/src/extra.ts → packages/core/src/index.ts',
      'contracts-import-nothing-of-ours: packages/contracts/src/extra.ts → packages/core/src/index.ts',
      'contracts-import-only-zod: packages/contracts/src/extra.ts → packages/core/src/index.ts',
      'ui-imports-only-contracts: packages/ui/src/extra.ts → packages/core/src/index.ts',
    ]);
  });

  it("reject the member site's HTTP client importing the session or a page", async () => {
    const root = writeTree({
      'apps/web/src/auth/session.ts': "import { get } from '../api/client.ts';\nexport const me = get;\n",
      'apps/web/src/api/client.ts': "import { page } from '../page.ts';\nexport const get = () => page;\n",
      'apps/web/src/lib/storage.ts': "import { me } from '../auth/session.ts';\nexport const read = me;\n",
    });
    expect((await violations(root)).sort()).toEqual([
      'web-client-imports-no-session-or-page: apps/web/src/api/client.ts → apps/web/src/page.ts',
      'web-client-imports-no-session-or-page: apps/web/src/lib/storage.ts → apps/web/src/auth/session.ts',
    ]);
  });

  it('reject production code importing a test helper or the test runner', async () => {
    const root = writeTree({
      'apps/server/src/modules/market/refresh.ts':
        "import { upstream } from './testing/fake-upstream.ts';\nimport { it } from 'vitest';\nexport const refresh = [upstream, it];\n",
    });
    expect((await violations(root)).sort()).toEqual([
      'production-imports-no-test-code: apps/server/src/modules/market/refresh.ts → apps/server/src/modules/market/testing/fake-upstream.ts',
      'production-imports-no-test-code: apps/server/src/modules/market/refresh.ts → node_modules/vitest/index.js',
    ]);
  });
});
