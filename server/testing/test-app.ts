import { createApp } from '../app';
import { parseEnv, type Env } from '../env';
import { createLogger, type Logger } from '../lib/logger';
import { openTestDatabase } from './test-db';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The whole app in-process on a fresh database; settings can be overridden per test file. */
export async function createTestApp(settings: Record<string, string> = {}, options: { logger?: Logger } = {}) {
  const database = await openTestDatabase();
  const env: Env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...settings });
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const app = createApp({ env, db: database.db, dbKind: database.kind, logger, version: 'test' });
  return {
    app,
    env,
    db: database.db,
    dbKind: database.kind,
    close: () => database.close(),
    /** JSON request helper that also returns the parsed body. */
    async json<T = unknown>(path: string, init: RequestInit & { body?: BodyInit | null } = {}) {
      const res = await app.request(path, init);
      const text = await res.text();
      return { res, status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
  };
}
