import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One run covers every workspace: node for the server and packages, jsdom for the React apps.
// Browser tests live in e2e/ and run separately (npm run test:e2e).
// CI asks for a machine-readable report too, to print one plain total at the end of the run.
const jsonReport = process.env.VITEST_JSON_REPORT;
// Tests that start several server processes on one database need PostgreSQL (an in-process PGlite
// cannot be shared): they belong to CI's PostgreSQL pass and are left out of the PGlite one.
const clusterTests = process.env.TEST_DATABASE_URL ? [] : ['**/*.cluster.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on two cores), but a test file spends much of
    // its time waiting (the database, child processes, timers): two at once on a two-core machine
    // ran the node suite in 18 min instead of 27, shuffled, every test passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{contracts,core,db}/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...clusterTests],
          // Test files share a worker's module graph instead of importing the whole server again,
          // which had been a third of the suite's time (1,307 s of import summed over the files of
          // one run). Nothing a test needs lives there: each test builds its own server on a
          // database of its own, and files run shuffled in CI.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'packages/ui/src/**/*.test.{ts,tsx}',
          ],
          testTimeout: 30_000,
          // Every component test starts from an empty browser, whatever ran before it.
          setupFiles: ['packages/ui/src/testing/component-setup.ts'],
        },
      },
    ],
  },
});
