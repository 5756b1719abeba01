import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8788);
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? 8791);
export const baseURL = `http://127.0.0.1:${port}`;
export const E2E_DATA_DIR = '.tmp/e2e-data';
export const GOOGLE_MOCK_URL = `http://127.0.0.1:${googlePort}`;
const GOOGLE_CLIENT_ID = 'geulbit-e2e.apps.googleusercontent.com';

// Debian's Chromium, never a downloaded browser; no outside network (the machine has none).
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    // A local OpenID Connect provider that stands in for Google.
    {
      command: 'tsx tests/e2e/support/google-oidc-server.ts',
      url: `${GOOGLE_MOCK_URL}/.well-known/openid-configuration`,
      env: { GOOGLE_OIDC_PORT: String(googlePort), GOOGLE_CLIENT_ID },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The suite runs against what a user gets from `npm start`: a production build on a fresh data
    // dir. The preload sends Google's token and key requests to the local provider.
    {
      command: `rm -rf ${E2E_DATA_DIR} && npm start`,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: E2E_DATA_DIR,
        BASE_URL: baseURL,
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_OIDC_MOCK_URL: GOOGLE_MOCK_URL,
        NODE_OPTIONS: '--import ./server/testing/fakes/google-fetch-redirect.mjs',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
