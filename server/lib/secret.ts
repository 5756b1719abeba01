import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

/**
 * The key that signs sessions and tokens: AUTH_SECRET, or one generated on first start and kept in
 * DATA_DIR/auth-secret (mode 600) so `npm start` needs no setup. Several instances must share it.
 */
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'dataDir'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Two instances on one DATA_DIR started together: the other one wrote it first, use that one.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}
