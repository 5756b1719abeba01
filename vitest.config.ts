import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects, one per tier: the SPA in jsdom with msw, the server in Node on a real database
// (a fresh PGlite per test file, or PostgreSQL when DATABASE_URL is set).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores (one on a 2-core CI machine). Two workers there let
      // timing- and memory-sensitive files disturb each other (a backup's peak memory, a job tick): 2 of 4 CI
      // runs failed on one of them. VITEST_MAX_WORKERS sets the number on a larger machine.
      ...(Number(process.env.VITEST_MAX_WORKERS) > 0 ? { maxWorkers: Number(process.env.VITEST_MAX_WORKERS) } : {}),
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup.ts'],
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            // Every server test file imports the whole app; without isolation a worker loads it once instead
            // of once per file (most of the suite's time was module loading). The files share no module state
            // they change: each makes its own app and database, none mocks a module or leaves fake timers on.
            isolate: false,
            include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
            globalSetup: ['server/testing/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
