import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm start` runs the server: package.json is the one place it is written, and whatever else starts the
 * built server (the bench, the end-to-end suite's second server and its two instances) runs it the same way.
 */
const START_COMMAND = /((?:\w+=\S+ )*)node ((?:--\S+ )*)dist\/server\/index\.js/.exec(
  (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '',
);
/** The Node flags of `npm start`, e.g. --max-semi-space-size=16. */
export const SERVER_NODE_FLAGS: string[] = START_COMMAND?.[2]?.trim().split(/\s+/).filter(Boolean) ?? [];
/** The environment `npm start` sets for the server, e.g. MALLOC_MMAP_THRESHOLD_ (glibc's allocator). */
export const SERVER_NODE_ENV: Record<string, string> = Object.fromEntries(
  (START_COMMAND?.[1]?.trim().split(/\s+/).filter(Boolean) ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]),
);
