import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, measureRps, startProcess, stopProcess, SERVER_ENTRY } from './lib';

/** (a) GET /api/health on our app against a bare Hono hello server, measured in the same run. */
export async function benchHealth() {
  const helloPort = await freePort();
  const hello = await startProcess('bench/hello-server.ts', { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/`);
  const helloResult = await measureRps(`http://127.0.0.1:${helloPort}/`);
  await stopProcess(hello);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const appPort = await freePort();
  const url = `http://127.0.0.1:${appPort}/api/health`;
  const env: Record<string, string> = { PORT: String(appPort), DATA_DIR: dataDir, HOST: '127.0.0.1', BASE_URL: `http://127.0.0.1:${appPort}` };
  const app = await startProcess(SERVER_ENTRY, env, url);
  const appResult = await measureRps(url);
  // A visitor's GET /api/session: what every page load asks first.
  const base = `http://127.0.0.1:${appPort}`;
  const visitor = await fetch(`${base}/api/visitors`, { method: 'POST', headers: { origin: env.BASE_URL ?? base, 'content-type': 'application/json' }, body: '{}' });
  const cookie = (visitor.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const sessionResult = await measureRps(`${base}/api/session`, { headers: { cookie } });
  await stopProcess(app);
  rmSync(dataDir, { recursive: true, force: true });

  return {
    name: 'GET /api/health (liveness) and a visitor\'s GET /api/session vs bare Hono hello (autocannon, 50 connections, 8 s)',
    rows: [
      ['bare hello', `${Math.round(helloResult.rps)} req/s`, `p50 ${helloResult.p50} ms`, `p99 ${helloResult.p99} ms`],
      [`/api/health (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, `${Math.round(appResult.rps)} req/s`, `p50 ${appResult.p50} ms`, `p99 ${appResult.p99} ms`],
      ['/api/session (visitor cookie)', `${Math.round(sessionResult.rps)} req/s`, `p50 ${sessionResult.p50} ms`, `p99 ${sessionResult.p99} ms`],
    ],
    summary: `ratio health/hello = ${(appResult.rps / helloResult.rps).toFixed(3)}, session/health = ${(sessionResult.rps / appResult.rps).toFixed(3)}`,
  };
}
