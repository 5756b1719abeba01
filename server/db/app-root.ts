import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The repository root (where package.json and migrations/ live), found by walking up from this
 * file — the same from server/*.ts under tsx and from the compiled dist/server/index.js.
 */
export function appRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'migrations'))) return (cached = dir);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the app root (package.json with migrations/)');
    dir = parent;
  }
}

export const appVersion = () => (JSON.parse(readFileSync(path.join(appRoot(), 'package.json'), 'utf8')) as { version: string }).version;
