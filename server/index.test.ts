import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server/index.ts (the process npm start runs)', () => {
  it('starts, prints its URL, serves /api/health and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir };
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    const p = start(env);
    let child: ChildProcess | undefined = p.child;
    try {
      await waitFor(() => p.output().includes(`http://localhost:${port}`), 25_000);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      child = undefined;
    } finally {
      child?.kill('SIGKILL');
    }
  }, 40_000);

  it('refuses to start with bad settings and names each bad key', async () => {
    const p = start({ PORT: 'abc', DATABASE_URL: 'mysql://nope', DATA_DIR: dataDir });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('PORT');
    expect(p.output()).toContain('DATABASE_URL');
    expect(p.output()).toContain('설정 값이 올바르지 않습니다');
  }, 20_000);
});
