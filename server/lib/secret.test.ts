import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret';

const dirs: string[] = [];
function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Resolves the key in a process of its own, starting at `startAt` (ms since epoch) so several start together. */
function resolveInChild(dataDir: string, startAt: number): Promise<string> {
  const script = `
    import { resolveAuthSecret } from ${JSON.stringify(path.resolve('server/lib/secret.ts'))};
    while (Date.now() < ${startAt}) {}
    process.stdout.write(resolveAuthSecret({ AUTH_SECRET: undefined, dataDir: ${JSON.stringify(dataDir)} }));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
  });
}

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when it is set, and writes nothing', () => {
    const dataDir = freshDir();
    expect(resolveAuthSecret({ AUTH_SECRET: 'set-by-the-operator-0123456789abcdef', dataDir })).toBe('set-by-the-operator-0123456789abcdef');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('generates a key on first start, keeps it with mode 600, and returns the same one on the next start', () => {
    const dataDir = path.join(freshDir(), 'not-yet-made');
    const first = resolveAuthSecret({ AUTH_SECRET: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ AUTH_SECRET: undefined, dataDir })).toBe(first);
    expect(readdirSync(dataDir)).toEqual(['auth-secret']);
  });

  it('refuses an empty key file with a message that says what to do', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'auth-secret'), '');
    expect(() => resolveAuthSecret({ AUTH_SECRET: undefined, dataDir })).toThrow(/set AUTH_SECRET/);
  });

  it('gives every instance started at the same moment on one DATA_DIR the same key', async () => {
    // Before: the file was created, then written, so an instance starting in between read it empty.
    for (let round = 0; round < 3; round++) {
      const dataDir = freshDir();
      const startAt = Date.now() + 1500;
      const keys = await Promise.all(Array.from({ length: 6 }, () => resolveInChild(dataDir, startAt)));
      expect(keys[0]?.length).toBeGreaterThanOrEqual(40);
      expect(new Set(keys)).toEqual(new Set([readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')]));
      expect(readdirSync(dataDir)).toEqual(['auth-secret']);
    }
  }, 60_000);
});
