import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

export type ThrowawayPostgres = { url: string; port: number; stop(): void; start(): void; destroy(): void };

/** The newest installed PostgreSQL's bin directory (Debian's layout), or null when there is none. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/**
 * A PostgreSQL instance of its own (initdb + pg_ctl on a free port, in a temporary directory) that a
 * test may stop and start at will without touching the machine's cluster. As root the server runs as
 * the `postgres` user, since PostgreSQL refuses to run as root. Null when the binaries are missing.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'throwaway-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const argv = [path.join(bin, tool), ...args];
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', argv.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')], { stdio: 'pipe' });
    else execFileSync(argv[0] as string, argv.slice(1), { stdio: 'pipe' });
  };
  const port = await freePort();
  const superuser = asRoot ? 'postgres' : userInfo().username;
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', superuser, '--no-sync', '-E', 'UTF8']);
  const start = () => run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  const admin = new pg.Client({ connectionString: `postgres://${superuser}@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query("create role app login password 'app'");
  await admin.query('create database app owner app');
  await admin.end();
  return {
    url: `postgres://app:app@127.0.0.1:${port}/app`,
    port,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
