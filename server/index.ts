import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, createAppDeps, spaFeatures } from './app';
import { openDatabase } from './db/client';
import { EnvError, loadEnv } from './env';
import { appRoot, appVersion } from './db/app-root';
import { announceRunningServer, withdrawRunningServer } from './features/backup';
import { startJobs } from './jobs/app-jobs';
import { holdInstanceLock } from './lib/instance';
import { createLogger } from './lib/logger';
import { prerenderPages } from './lib/prerender';
import { createLlm } from './integrations/llm/llm';
import { readSiteFacts } from './features/site';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n.env.example 를 참고하세요 (see .env.example).\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    logger.warn('AUTH_SECRET is not set: this instance signs sessions with DATA_DIR/auth-secret. Several instances on one database must share one AUTH_SECRET, or a session made on one is refused by the others. (여러 인스턴스는 같은 AUTH_SECRET 을 써야 합니다.)');
  }
  const version = appVersion();
  const staticDir = path.join(appRoot(), 'dist', 'client');
  const hasSpa = existsSync(path.join(staticDir, 'index.html'));
  if (!hasSpa) logger.warn('dist/client/index.html 이 없어 API만 제공합니다. npm run build 를 먼저 실행하세요.');
  const llm = createLlm(env);
  // Pages go out rendered (server/lib/prerender.ts): a worker renders them while the database opens.
  const prerendered = hasSpa
    ? prerenderPages({ entry: path.join(appRoot(), 'dist', 'prerender', 'prerender.js'), features: spaFeatures({ env, llm }), siteFacts: readSiteFacts(env), logger })
    : undefined;
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          onIdleError: (err) => logger.warn('idle database connection lost', { error: err.message }),
        }
      : { kind: 'pglite', dataDir: env.dataDir },
  );
  // On PostgreSQL this process holds its instance lock from now until it exits: the others can then tell
  // at once, from any machine, when it is gone (server/lib/instance.ts). Taken before anything records
  // this process's id.
  const instanceLock = env.DATABASE_URL ? await holdInstanceLock({ url: env.DATABASE_URL, logger }) : null;

  const shutdownController = new AbortController();
  // Every open stream listens for shutdown: hundreds at once are expected, not a leak.
  setMaxListeners(0, shutdownController.signal);
  const deps = createAppDeps({ env, db: database.db, dbKind: database.kind, logger, version, llm, ...(hasSpa ? { staticDir } : {}) });
  deps.shutdownSignal = shutdownController.signal;
  if (prerendered) deps.prerendered = prerendered;
  const snapshotDataDir = database.snapshotDataDir;
  if (snapshotDataDir) deps.backup = { token: '', snapshotDatabase: snapshotDataDir };
  const jobs = startJobs(deps);
  if (jobs.scheduler) deps.scheduler = jobs.scheduler;
  // An instance gone elsewhere: its job leases and streaming posts are taken over now, not at the next poll.
  instanceLock?.onGone(() => jobs.instanceGone());
  const app = createApp(deps);
  // The first pages out are rendered too; the render never holds the start-up back more than 1.5 s.
  if (prerendered) await Promise.race([prerendered, new Promise((resolve) => setTimeout(resolve, 1500).unref())]);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where = database.kind === 'pglite' ? `PGlite (${path.join(env.dataDir, 'pglite')})` : 'PostgreSQL';
    logger.info('listening', { port: info.port, db: database.kind });
    if (deps.backup) {
      // `npm run backup` on this machine finds this server through DATA_DIR/server.json.
      const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
      deps.backup.token = announceRunningServer(env.dataDir, `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`).token;
    }
    process.stdout.write(`\n  글빛 서버가 시작되었습니다 · server ready\n  ➜ ${env.BASE_URL}\n  ➜ DB: ${where}\n\n`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    void jobs.stop();
    if (deps.backup) withdrawRunningServer(env.dataDir);
    // Open generation streams end now, settled as failed and refunded, so closing does not wait on them.
    shutdownController.abort();
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void database
        .close()
        .then(() => instanceLock?.stop())
        .finally(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main().catch((err: unknown) => {
  process.stderr.write(`서버를 시작하지 못했습니다 (failed to start): ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
