import { defineConfig } from 'vitest/config';

// Two projects: fast pure tests, and API tests that start the real server on real PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/server/global-setup.ts'],
          // the cost global-setup's seed used: see there
          env: { SCRYPT_LOG2N: '14' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
