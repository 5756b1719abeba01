import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { startNaverOpenApiFake } from '../server/testing/fakes/naver-fakes';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';

const HUB = { keyId: 'bench-hub-id', key: 'bench-hub-key' };
const COLD_REQUESTS = 200;
const COLD_CONCURRENCY = 4;
const WARM_REQUESTS = 2000;
const WARM_CONCURRENCY = 10;
const GOALS = { coldP95Ms: 800, warmP95Ms: 20 };

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/** Runs `count` requests with `concurrency` in flight and returns each one's latency in ms. */
async function timeRequests(count: number, concurrency: number, url: (i: number) => string, headers: (i: number) => Record<string, string>) {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        const res = await fetch(url(i), { headers: headers(i) });
        const body = (await res.json()) as { available?: boolean; status?: string };
        latencies.push(performance.now() - started);
        if (!res.ok || (body.available !== true && body.status === undefined)) throw new Error(`${url(i)}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }),
  );
  return latencies;
}

const row = (name: string, xs: number[], goal: number) => [
  name,
  `${xs.length} requests`,
  `p50 ${percentile(xs, 50).toFixed(1)} ms`,
  `p95 ${percentile(xs, 95).toFixed(1)} ms`,
  `p99 ${percentile(xs, 99).toFixed(1)} ms`,
  `goal p95 ≤ ${goal} ms: ${percentile(xs, 95) <= goal ? 'met' : 'NOT met'}`,
];

/**
 * GET /api/research/brief from outside, through the built server and a local fake of Naver's Search API:
 * a cold cache (every request a new keyword: three Naver calls, the claim, the budget and the store) and
 * a warm one (the same keyword again: one cache read).
 */
export async function benchResearch() {
  const naver = await startNaverOpenApiFake({ hub: HUB, legacy: { clientId: 'x', clientSecret: 'y' }, maxPerSecond: 1_000_000 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-research-'));
  const dbUrl = process.env.DATABASE_URL;
  if (!dbUrl) await (await openDatabase({ kind: 'pglite', dataDir })).close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    SERVER_ENTRY,
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base, TRUSTED_PROXIES: '127.0.0.1', NAVER_SEARCH_BASE_URL: naver.url, NAVER_API_HUB_KEY_ID: HUB.keyId, NAVER_API_HUB_KEY: HUB.key },
    `${base}/api/health`,
  );
  try {
    const run = Date.now().toString(36);
    const url = (keyword: string) => `${base}/api/research/brief?keyword=${encodeURIComponent(keyword)}`;
    // Each visitor comes from its own forwarded address, so the per-client hourly limit is not what is measured.
    const from = (i: number) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
    await timeRequests(20, 2, (i) => url(`예열 ${run} ${i}`), from);
    const cold = await timeRequests(COLD_REQUESTS, COLD_CONCURRENCY, (i) => url(`벤치 키워드 ${run} ${i}`), (i) => from(1000 + i));
    const warm = await timeRequests(WARM_REQUESTS, WARM_CONCURRENCY, () => url(`벤치 키워드 ${run} 0`), (i) => from(5000 + i));
    const warmAlone = await timeRequests(300, 1, () => url(`벤치 키워드 ${run} 1`), (i) => from(9000 + i));
    // The floor on this machine in this run: the health check, measured the same way.
    const health = await timeRequests(WARM_REQUESTS, WARM_CONCURRENCY, () => `${base}/api/health`, (i) => from(20_000 + i));
    const healthAlone = await timeRequests(300, 1, () => `${base}/api/health`, (i) => from(30_000 + i));
    return {
      name: `research brief through the server with a fake Naver (${dbUrl ? 'PostgreSQL' : 'PGlite'})`,
      rows: [
        row(`cold, ${COLD_CONCURRENCY} in flight`, cold, GOALS.coldP95Ms),
        row(`warm, ${WARM_CONCURRENCY} in flight`, warm, GOALS.warmP95Ms),
        row('warm, one at a time', warmAlone, GOALS.warmP95Ms),
        row(`GET /api/health, ${WARM_CONCURRENCY} in flight (floor)`, health, GOALS.warmP95Ms),
        row('GET /api/health, one at a time (floor)', healthAlone, GOALS.warmP95Ms),
      ],
      summary: `cold p95 ${percentile(cold, 95).toFixed(1)} ms (goal ≤ ${GOALS.coldP95Ms}), warm p95 ${percentile(warm, 95).toFixed(1)} ms (goal ≤ ${GOALS.warmP95Ms}); Naver calls: ${naver.searches.length}`,
    };
  } finally {
    await stopProcess(server);
    await naver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
