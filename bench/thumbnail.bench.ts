import { execFileSync } from 'node:child_process';
import { benchThumbnailBurst } from './thumbnail-burst';

type Result = { renders: number; median: number; p95: number; max: number; rssAfterWarmup: number; rssMid: number; rssEnd: number };

// The server's RSS during a burst of thumbnails with the largest allowed background stays under this.
const BURST_RSS_GOAL_MB = 500;

/**
 * A 1280×720 thumbnail render (satori + sharp, what POST /api/thumbnails does): median, p95 and RSS over
 * 500 renders; then the built server's RSS while 50 thumbnails with a 5000×5000 background are asked at once.
 */
export async function benchThumbnail() {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/thumbnail-worker.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const r = JSON.parse(out) as Result;
  const b = await benchThumbnailBurst();
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return {
    name: `thumbnail render 1280×720 (${r.renders} renders after warm-up), and ${b.parallel} at once on the server with a ${b.side}×${b.side} background`,
    rows: [
      ['median', ms(r.median), 'p95', ms(r.p95), 'max', ms(r.max)],
      ['RSS after warm-up', `${r.rssAfterWarmup} MB`, `after ${r.renders / 2}`, `${r.rssMid} MB`, `after ${r.renders}`, `${r.rssEnd} MB`],
      [`server RSS, ${b.parallel} at once`, `idle ${b.rssIdle} MB`, `peak ${b.rssPeak} MB`, `1 s after ${b.rssAfter} MB`],
      ['answers', `${b.ok} × 200`, `${b.busy} × 429`, `${b.other} other`, `p50 ${b.p50} ms`, `max ${b.max} ms`, `upload ${b.uploadMs} ms`],
    ],
    summary:
      `median ${r.median <= 150 ? '≤' : '>'} 150 ms goal; RSS ${r.rssEnd - r.rssAfterWarmup >= 0 ? '+' : ''}${r.rssEnd - r.rssAfterWarmup} MB from warm-up to the end; ` +
      `burst peak ${b.rssPeak} MB ${b.rssPeak < BURST_RSS_GOAL_MB ? '<' : '≥'} ${BURST_RSS_GOAL_MB} MB goal`,
  };
}
