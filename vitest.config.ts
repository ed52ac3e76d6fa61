import { defineConfig } from 'vitest/config';

// One run covers every workspace: node for the server and packages, jsdom for the React apps.
// Browser tests live in e2e/ and run separately (npm run test:e2e).
export default defineConfig({
  test: {
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
        },
      },
    ],
  },
});
