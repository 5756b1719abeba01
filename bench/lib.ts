import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

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
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${entry} did not start`);
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

/** How `npm start` runs the server (package.json is the one place it is written): its environment and its Node flags. */
const START_COMMAND = /((?:\w+=\S+ )*)node ((?:--\S+ )*)dist\/server\/index\.js/.exec(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '',
);
/** The Node flags of `npm start`, e.g. --max-semi-space-size=16. */
export const SERVER_NODE_FLAGS: string[] = START_COMMAND?.[2]?.trim().split(/\s+/).filter(Boolean) ?? [];
/** The environment `npm start` sets for the server, e.g. MALLOC_MMAP_THRESHOLD_ (glibc's allocator). */
export const SERVER_NODE_ENV: Record<string, string> = Object.fromEntries(
  (START_COMMAND?.[1]?.trim().split(/\s+/).filter(Boolean) ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]),
);
