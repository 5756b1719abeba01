import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 100 ms until it is truthy; throws after `ms`. */
export async function waitFor<T>(check: () => T | Promise<T>, ms: number, what = 'condition'): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  pid: number;
  output(): string;
  exited: Promise<number | null>;
  /** Resident memory of the process in MB (Linux /proc). */
  rssMb(): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * The server as `npm start` runs it (server/index.ts, through tsx), in its own process, so a test can
 * kill it, starve it or take its database away. Resolves once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>, { timeoutMs = 60_000 } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', BASE_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (gone) throw new Error(`server exited before it answered:\n${out}`);
    return fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
  }, timeoutMs, `${url}/api/health`);
  return {
    child,
    url,
    pid: child.pid as number,
    output: () => out,
    exited,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: async (signal = 'SIGTERM') => {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}

/** A browser of a server process: keeps its cookies, sends the server's Origin, comes from `ip` (X-Forwarded-For). */
export function httpClient(baseUrl: string, ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  const jar = new Map<string, string>();
  return {
    ip,
    /** Where it sends requests; a test may point it at a restarted server (the cookies stay). */
    baseUrl,
    /** The Cookie header it sends. */
    cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    async request(method: string, path: string, body?: unknown, init: RequestInit = {}) {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        ...init,
        headers: {
          Origin: this.baseUrl,
          'X-Forwarded-For': ip,
          ...(jar.size ? { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = (pair ?? '').indexOf('=');
        if (eq > 0) jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
      }
      return res;
    },
    async json(method: string, path: string, body?: unknown) {
      const res = await this.request(method, path, body);
      const text = await res.text();
      let parsed: any;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed, res };
    },
  };
}
