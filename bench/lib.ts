import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { SERVER_NODE_ENV, SERVER_NODE_FLAGS } from '../scripts/start-command';

export { SERVER_NODE_ENV, SERVER_NODE_FLAGS };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts a TypeScript entry in its own process and waits until `readyPath` answers 200. */
export async function startProcess(entry: string, env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [...SERVER_NODE_FLAGS, entry], {
    env: { ...process.env, ...(entry.endsWith('.ts') ? {} : SERVER_NODE_ENV), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A fresh database's migrations take a while on a busy machine (a load average of 16 on 2 cores is not rare here).
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      // Not left running behind the bench.
      child.kill('SIGTERM');
      throw new Error(`${entry} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stopProcess(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Requests per second (mean) that `url` sustains under `connections` concurrent clients. */
export async function measureRps(url: string, { seconds = 8, connections = 50, headers = {} as Record<string, string> } = {}) {
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The server as `npm start` runs it: the compiled bundle (run.ts builds it first). */
export const SERVER_ENTRY = 'dist/server/index.js';

