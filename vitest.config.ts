import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Server test files whose assertions measure the machine: a backup's peak memory, a slow reader's memory
 * growth, and sign-up and login answering known and unknown addresses in the same time.
 */
const SERIAL_SERVER_FILES = ['server/features/backup/backup-size.test.ts', 'server/faults/slow-reader.test.ts', 'server/security.test.ts'];

// One project per tier: the SPA in jsdom with msw, the server in Node on a real database (a fresh
// PGlite per test file, or PostgreSQL when DATABASE_URL is set); the server's machine-measuring files
// in a third project that runs after the others, one file at a time.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Four workers, each file isolated: many server files wait on real time (a WordPress schedule, a
      // killed instance's lock, a backup), so more files than cores keep the cores busy. On the 2-core CI
      // machine, on PostgreSQL, the suite took 608 s with 2 workers, 378 s with 3 and 314 s with 4, and no
      // test took more than 2 s longer with 4. The files whose assertions measure the machine run
      // afterwards, one at a time, in the 'server-serial' project (sequence.groupOrder 1): beside another
      // file, a backup's peak memory failed its limit in CI. VITEST_MAX_WORKERS sets the workers of the
      // parallel projects.
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS) > 0 ? Number(process.env.VITEST_MAX_WORKERS) : 4,
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
            include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...SERIAL_SERVER_FILES],
            globalSetup: ['server/testing/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server-serial',
            environment: 'node',
            include: SERIAL_SERVER_FILES,
            globalSetup: ['server/testing/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
