import { defineConfig } from 'vitest/config';

// Browser tests against a running server (E2E_BASE_URL). Start them with `npm run test:e2e`,
// which builds the apps if needed and boots the server on a free port with a fresh database.
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    name: 'e2e',
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // One browser at a time: the machines running this are small and the server is shared.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
