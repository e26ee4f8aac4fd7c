import { defineConfig } from 'vitest/config';

/**
 * The pure tests that render documents or a 200-line form in a DOM, scan the source tree or run
 * long property checks: on a loaded machine they take tens of seconds where the rest take
 * milliseconds, so they have a project of their own with a timeout that fits them, and the others
 * keep vitest's 5 s.
 */
const HEAVY_UNIT = [
  'test/unit/documents.test.ts',
  'test/unit/form-keystrokes.test.ts',
  'test/unit/packing-pages.test.ts',
  'test/unit/registry.test.ts',
  // reads the pinyin of every choice label with pinyin-pro's dictionary
  'test/unit/choice-pinyin.test.ts',
];

// Three projects: fast pure tests, heavy pure tests, and API tests that start the real server on
// real PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        // one module graph per worker, as the API project (20 s → 7 s; passes in any file order)
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: HEAVY_UNIT,
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-heavy',
          include: HEAVY_UNIT,
          environment: 'node',
          testTimeout: 120_000,
          isolate: false,
        },
      },
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
          // each file has a database of its own (a copy of the seeded template) and its own
          // servers on free ports, so two run at once: 285 s → 204 s for the suite on 2 cores
          fileParallelism: true,
          maxWorkers: 2,
          // the files of a worker share one module graph: each file loaded the whole server again,
          // a fifth of the stage (180 s → 115 s); state a file keeps is keyed by its app or its
          // database (WeakMaps), never a module's alone
          isolate: false,
        },
      },
    ],
  },
});
