import { defineConfig } from '@playwright/test';
import { E2E_BLOGGER, E2E_BLOGGER_URL, E2E_FAKE_PORTS, E2E_PORT_BASE, E2E_PORTS, E2E_HUB, E2E_IMAGE_MODEL, E2E_LLM, E2E_SERVICE_ACCOUNT, E2E_TOSS, E2E_TOSS_URL } from './tests/e2e/support/fake-services';

const port = E2E_PORTS.server;
const googlePort = E2E_PORTS.google;
export const baseURL = `http://127.0.0.1:${port}`;
export const E2E_DATA_DIR = '.tmp/e2e-data';
export const GOOGLE_MOCK_URL = `http://127.0.0.1:${googlePort}`;
const GOOGLE_CLIENT_ID = 'geulbit-e2e.apps.googleusercontent.com';
// A second server for keyword research and the keyword report: it mails through an SMTP sink and
// talks to local fakes of Naver's APIs (the first one keeps the outbox the account tests read).
const portB = E2E_PORTS.serverB;
export const baseURLB = `http://127.0.0.1:${portB}`;
export const E2E_ADMIN_EMAIL = 'admin-e2e@geulbit.kr';
export const E2E_MAILS_URL = `http://127.0.0.1:${E2E_FAKE_PORTS.mails}/mails`;
/** The posts the fake Blogger holds (what the second server published there). */
export const E2E_BLOGGER_POSTS_URL = `http://127.0.0.1:${E2E_FAKE_PORTS.mails}/blogger-posts`;

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

/** A Korean user in Seoul on Debian's Chromium: what every browser run here uses (the suite and the screenshots). */
export const koreanChromium = {
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
  browserName: 'chromium',
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
} as const;

// E2E_TWO_INSTANCES=1: each server is two instances (ports base+12..15) on one PostgreSQL
// (E2E_DATABASE_URL, E2E_DATABASE_URL_B) behind a round-robin proxy at its usual port, no sticky sessions.
const twoInstances = process.env.E2E_TWO_INSTANCES === '1';
if (twoInstances && (!process.env.E2E_DATABASE_URL || !process.env.E2E_DATABASE_URL_B)) {
  throw new Error('E2E_TWO_INSTANCES=1 needs E2E_DATABASE_URL and E2E_DATABASE_URL_B (two PostgreSQL databases)');
}
function twoInstancesEnv(databaseUrl: string | undefined, ports: number[]): Record<string, string> {
  return twoInstances && databaseUrl ? { DATABASE_URL: databaseUrl, INSTANCE_PORTS: ports.join(',') } : {};
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // CI sets E2E_RETRIES=1: a test that fails once and passes on its retry is reported as flaky in the summary, not hidden.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: [['list']],
  use: { ...koreanChromium, baseURL, trace: 'retain-on-failure' },
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
      command: twoInstances
        ? `rm -rf ${E2E_DATA_DIR} && node scripts/build-if-changed.mjs && tsx tests/e2e/support/two-instances.ts`
        : `rm -rf ${E2E_DATA_DIR} && npm start`,
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
        SCHEDULER_ENABLED: 'false',
        // Each test's requests carry an address of their own (tests/e2e/support/test.ts), as behind a proxy.
        TRUSTED_PROXIES: '127.0.0.1',
        // The write page's research panel asks the fake Search API (fixed top-10 and 지식iN lists for a few keywords).
        NAVER_SEARCH_BASE_URL: `http://127.0.0.1:${E2E_FAKE_PORTS.openApi}`,
        NAVER_API_HUB_KEY_ID: E2E_HUB.keyId,
        NAVER_API_HUB_KEY: E2E_HUB.key,
        ...twoInstancesEnv(process.env.E2E_DATABASE_URL, [E2E_PORT_BASE + 12, E2E_PORT_BASE + 13]),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'tsx tests/e2e/support/fake-services.ts',
      url: `http://127.0.0.1:${E2E_FAKE_PORTS.mails}/config`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/wait-url.mjs ${baseURL}/api/health && rm -rf ${E2E_DATA_DIR}-b && ${twoInstances ? 'tsx tests/e2e/support/two-instances.ts' : 'npm start'}`,
      url: `${baseURLB}/api/health`,
      env: {
        PORT: String(portB),
        DATA_DIR: `${E2E_DATA_DIR}-b`,
        BASE_URL: baseURLB,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${E2E_FAKE_PORTS.smtp}/?ignoreTLS=true`,
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        NAVER_SEARCHAD_BASE_URL: `http://127.0.0.1:${E2E_FAKE_PORTS.searchAd}`,
        NAVER_SEARCH_BASE_URL: `http://127.0.0.1:${E2E_FAKE_PORTS.openApi}`,
        NAVER_DATALAB_BASE_URL: `http://127.0.0.1:${E2E_FAKE_PORTS.openApi}`,
        NAVER_API_HUB_KEY_ID: E2E_HUB.keyId,
        NAVER_API_HUB_KEY: E2E_HUB.key,
        NAVER_SEARCHAD_CUSTOMER_ID: E2E_SERVICE_ACCOUNT.customerId,
        NAVER_SEARCHAD_ACCESS_LICENSE: E2E_SERVICE_ACCOUNT.accessLicense,
        NAVER_SEARCHAD_SECRET_KEY: E2E_SERVICE_ACCOUNT.secretKey,
        // The second server writes with a model: an OpenAI-compatible server (as Ollama or vLLM would be).
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: `http://127.0.0.1:${E2E_FAKE_PORTS.openAi}/v1`,
        LLM_API_KEY: E2E_LLM.apiKey,
        LLM_MODEL: E2E_LLM.model,
        // …and draws images with an OpenAI-compatible images server (as LocalAI would be).
        IMAGE_PROVIDER: 'openai-compatible',
        IMAGE_BASE_URL: `http://127.0.0.1:${E2E_FAKE_PORTS.images}/v1`,
        IMAGE_MODEL: E2E_IMAGE_MODEL,
        // Toss Payments with test keys, pointed at the fake (it also serves the widget script the specs route to).
        TOSS_CLIENT_KEY: E2E_TOSS.clientKey,
        TOSS_SECRET_KEY: E2E_TOSS.secretKey,
        TOSS_API_BASE_URL: E2E_TOSS_URL,
        BANK_TRANSFER_ACCOUNT: '국민은행 123456-78-901234 (주)글빛',
        ...twoInstancesEnv(process.env.E2E_DATABASE_URL_B, [E2E_PORT_BASE + 14, E2E_PORT_BASE + 15]),
        // Publishing goes to the CI WordPress on 127.0.0.1 (scripts/wordpress-ci.sh).
        PUBLISH_ALLOW_PRIVATE_HOSTS: 'true',
        // Rank tracking's clock may be moved by a spec (POST /api/rankings/test-clock), to see a post fall the next day.
        RANK_TEST_CONTROLS: 'true',
        // The suite's members each come from an address of their own (support/server-b.ts), as behind a proxy.
        TRUSTED_PROXIES: '127.0.0.1',
        // Business facts for /company and every footer (the mail-order number left unset on purpose).
        COMPANY_NAME: '주식회사 글빛',
        COMPANY_CEO: '김글빛',
        COMPANY_REGISTRATION_NUMBER: '123-45-67890',
        COMPANY_ADDRESS: '서울특별시 강남구 테헤란로 123',
        COMPANY_PHONE: '02-1234-5678',
        COMPANY_EMAIL: 'help@geulbit.kr',
        // Blogger connections go through a local fake of Google's OAuth endpoints and Blogger API v3.
        GOOGLE_CLIENT_ID: E2E_BLOGGER.clientId,
        GOOGLE_CLIENT_SECRET: E2E_BLOGGER.clientSecret,
        GOOGLE_OAUTH_AUTHORIZE_URL: `${E2E_BLOGGER_URL}/o/oauth2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: `${E2E_BLOGGER_URL}/token`,
        BLOGGER_API_BASE_URL: E2E_BLOGGER_URL,
      },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
