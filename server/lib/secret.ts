import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

/**
 * The key that signs sessions and tokens: AUTH_SECRET, or one generated on first start and kept in
 * DATA_DIR/auth-secret (mode 600) so `npm start` needs no setup. Several instances must share it.
 *
 * The file appears whole or not at all: the key is written to a file of this process's own and then
 * hard-linked into place, which fails if another instance got there first. Writing the file in place
 * let an instance started at the same moment read it empty and sign with another key.
 */
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'dataDir'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const own = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(own, secret, { mode: 0o600 });
  try {
    linkSync(own, file);
    return secret;
  } catch (err) {
    // Another instance on this DATA_DIR linked its key first: every instance uses that one.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const theirs = readSecret(file);
    if (!theirs) throw new Error(`${file} is empty: delete it, or set AUTH_SECRET`, { cause: err });
    return theirs;
  } finally {
    unlinkSync(own);
  }
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
