import { execFileSync } from 'node:child_process';

type Result = { renders: number; median: number; p95: number; max: number; rssAfterWarmup: number; rssMid: number; rssEnd: number };

/** A 1280×720 thumbnail render (satori + sharp, what POST /api/thumbnails does): median, p95 and RSS over 500 renders. */
export function benchThumbnail() {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/thumbnail-worker.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const r = JSON.parse(out) as Result;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return {
    name: `thumbnail render 1280×720 (${r.renders} renders after warm-up)`,
    rows: [
      ['median', ms(r.median), 'p95', ms(r.p95), 'max', ms(r.max)],
      ['RSS after warm-up', `${r.rssAfterWarmup} MB`, `after ${r.renders / 2}`, `${r.rssMid} MB`, `after ${r.renders}`, `${r.rssEnd} MB`],
    ],
    summary: `median ${r.median <= 150 ? '≤' : '>'} 150 ms goal; RSS ${r.rssEnd - r.rssAfterWarmup >= 0 ? '+' : ''}${r.rssEnd - r.rssAfterWarmup} MB from warm-up to the end`,
  };
}
