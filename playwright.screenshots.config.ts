import { defineConfig } from '@playwright/test';
import { koreanChromium } from './playwright.config';

// `npm run screenshots`: pictures of the main pages at desktop and phone width, for a person to look
// at (tests/e2e/.screenshots/). They assert nothing, so they are not part of `npm test`; they get a
// server of their own, on its own port and data dir, so they can run beside the suite.
const port = Number(process.env.SCREENSHOTS_PORT ?? 8790);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = '.tmp/screenshots-data';

export default defineConfig({
  testDir: 'scripts',
  testMatch: 'screenshots.ts',
  outputDir: 'test-results/screenshots',
  timeout: 60_000,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { ...koreanChromium, baseURL },
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseURL, LOG_LEVEL: 'warn', SCHEDULER_ENABLED: 'false' },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
