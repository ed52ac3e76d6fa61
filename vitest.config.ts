import { defineConfig } from 'vitest/config';

// One run covers every workspace: node for the server and packages, jsdom for the React apps.
// Browser tests live in e2e/ and run separately (npm run test:e2e).
// CI asks for a machine-readable report too, to print one plain total at the end of the run.
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
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
