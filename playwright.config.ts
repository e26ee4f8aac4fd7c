import { defineConfig } from '@playwright/test';

// E2E runs the production build on a fresh embedded database, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3900);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54390);
/** a second server whose access tokens last 35 s */
const shortTtlPort = port + 1;

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // two browsers at once on two cores: the tests make their own rows or pick rows no other file changes
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // the live specs share the seeded live offers: two files keying orders on one offer at once can
  // move a summary a test reads (seen once in 149); a failed test runs once more, alone in its
  // worker's turn, and docs/testing.md says so until each live spec makes its own offer
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // a trace records every action's snapshots: on the retry of a failed test only, not on every passing one
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `rm -rf .e2e-data-${port} && DATA_DIR=.e2e-data-${port} SCRYPT_LOG2N=14 LOG_LEVEL=warn PORT=${port} PG_PORT=${pgPort} node server/start.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // access tokens of 35 s: the live page's stream must outlive several of them (live-renewal.spec.ts)
      command: `rm -rf .e2e-data-${shortTtlPort} && DATA_DIR=.e2e-data-${shortTtlPort} SCRYPT_LOG2N=14 LOG_LEVEL=warn PORT=${shortTtlPort} PG_PORT=${pgPort + 1} ACCESS_TTL=35 node server/start.ts`,
      url: `http://127.0.0.1:${shortTtlPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
