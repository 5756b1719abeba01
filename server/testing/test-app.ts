import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, createAppDeps } from '../app';
import { parseEnv, type Env } from '../env';
import type { Llm } from '../integrations/llm/llm';
import type { Mailer } from '../integrations/mail/mail-message';
import type { BriefSource } from '../lib/app-context';
import { createLogger, type Logger } from '../lib/logger';
import { openTestDatabase } from './test-db';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_ORIGIN = 'http://localhost:8787';

/** The whole app in-process on a fresh database; settings can be overridden per test file. */
export async function createTestApp(
  settings: Record<string, string> = {},
  options: { logger?: Logger; mailer?: Mailer; llm?: Llm; briefs?: BriefSource } = {},
) {
  const database = await openTestDatabase();
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmpdir(), 'geulbit-test', randomUUID()),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    BASE_URL: TEST_ORIGIN,
    ...settings,
  });
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const deps = createAppDeps({
    env,
    db: database.db,
    dbKind: database.kind,
    logger,
    version: 'test',
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.llm ? { llm: options.llm } : {}),
    ...(options.briefs ? { briefs: options.briefs } : {}),
  });
  const app = createApp(deps);
  return {
    app,
    env,
    deps,
    db: database.db,
    dbKind: database.kind,
    /** The PostgreSQL database's URL (a second instance opens its own pool on it); undefined on PGlite. */
    dbUrl: 'url' in database ? database.url : undefined,
    close: () => database.close(),
    /** JSON request helper that also returns the parsed body. */
    async json<T = unknown>(path: string, init: RequestInit & { body?: BodyInit | null } = {}) {
      const res = await app.request(path, init);
      const text = await res.text();
      return { res, status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
  };
}
