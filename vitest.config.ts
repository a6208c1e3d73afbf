import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const failOnConsoleError = 'tests/setup/fail-on-console-error.ts';
const slowTests = ['src/**/*.slow.test.ts', 'scripts/**/*.slow.test.ts'];

// Three suites: fast pure unit tests; slow ones (worker threads, cold imports, and the few that read
// a clock), one file at a time with their own warm-up and generous timeouts so a loaded machine
// cannot fail them; and API tests against the real app on a cloned, migrated database (PGlite by
// default, PostgreSQL when DATABASE_URL is set). A fourth, scale, runs on its own (`npm run test:scale`).
export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a two-core CI machine means one worker: the API
    // suite then takes 190 s instead of 120 s. Use every core; the tests wait on their own I/O anyway.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          // Unit and API test files share their worker's module cache (unit 45 -> 17 s, API 226 ->
          // 152 s on two cores: most of the time went to importing the same modules for each file).
          // So a test file leaves no state behind in a module: API files each boot their own app on a
          // cloned database, and what a test changes globally (env, timers, spies) it restores.
          isolate: false,
          include: ['*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', ...slowTests, 'node_modules/**'],
          environment: 'node',
          setupFiles: [failOnConsoleError],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'slow',
          include: slowTests,
          environment: 'node',
          setupFiles: [failOnConsoleError],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          isolate: false,
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/api-global-setup.ts'],
          setupFiles: [failOnConsoleError],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:scale`, not part of `npm test`: several app processes on PostgreSQL and Redis.
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.scale.test.ts'],
          environment: 'node',
          setupFiles: [failOnConsoleError],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
