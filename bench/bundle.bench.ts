import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 120;

/** The JavaScript a browser fetches before `/` can run: the entry script and its modulepreloads. */
export function initialScripts(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  return [...new Set(srcs)];
}

/** (b) gzipped size of the JavaScript `/` loads initially, against the 120 KB budget. */
export function benchBundle() {
  const dist = path.resolve('dist/client');
  const rows = initialScripts(dist).map((src) => {
    const bytes = readFileSync(path.join(dist, src));
    return { src, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
  });
  const totalKb = rows.reduce((n, r) => n + r.gz, 0) / 1024;
  return {
    name: `initial JavaScript of / (gzip -9), budget ${INITIAL_JS_BUDGET_KB} KB`,
    rows: rows.map((r) => [r.src, `${(r.raw / 1024).toFixed(1)} KB raw`, `${(r.gz / 1024).toFixed(1)} KB gz`]),
    summary: `${totalKb.toFixed(1)} KB of ${INITIAL_JS_BUDGET_KB} KB (${totalKb <= INITIAL_JS_BUDGET_KB ? 'within budget' : 'OVER BUDGET'})`,
  };
}
