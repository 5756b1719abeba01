import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';

/** Lighthouse's goals for `/`: score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05. */
const GOAL = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** A post written by the offline writer and shared, as a reader of `/blog/{id}` gets it. */
export async function sharedPostPath(base: string) {
  const headers = { origin: base, 'content-type': 'application/json' };
  const visitor = await fetch(`${base}/api/visitors`, { method: 'POST', headers, body: '{}' });
  const cookie = (visitor.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const res = await fetch(`${base}/api/generations`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ keyword: '제주도 3박 4일 여행 코스', length: 'medium' }),
  });
  const stream = await res.text();
  const id = /event: done\ndata: (\{.*\})/.exec(stream)?.[1];
  if (!res.ok || !id) throw new Error(`no post to share: ${res.status} ${stream.slice(-200)}`);
  const shared = await fetch(`${base}/api/generations/${(JSON.parse(id) as { id: string }).id}/share`, { method: 'POST', headers: { ...headers, cookie } });
  if (!shared.ok) throw new Error(`share failed: ${shared.status} ${await shared.text()}`);
  return new URL(((await shared.json()) as { url: string }).url).pathname;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on `/`, `/history`, a shared
 * `/blog/{id}` and a seed article `/contents/{id}`, served by `npm start`'s server on a fresh database, in Debian's Chromium with every host
 * but 127.0.0.1 unresolvable. Median of LIGHTHOUSE_RUNS runs (3); the load average is printed beside it,
 * since the machine's other jobs slow the simulated CPU down too.
 */
export async function benchLighthouse() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(SERVER_ENTRY, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base }, `${base}/api/health`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'],
  });
  try {
    // …and an article of the library a first install ships (rendered per request on the server).
    const pages = ['/', '/history', await sharedPostPath(base), '/contents/naver-blog-seo-basics'];
    const rows: string[][] = [];
    let home: { score: number; lcp: number; tbt: number; cls: number } | undefined;
    const loadBefore = loadavg()[0] as number;
    for (const page of pages) {
      const runs: { score: number; lcp: number; tbt: number; cls: number; fcp: number }[] = [];
      const failed: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        // LIGHTHOUSE_SAVE=<dir> keeps each run's full report (which element was the LCP, what blocked) to read.
        if (process.env.LIGHTHOUSE_SAVE && lhr) {
          mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
          writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${page === '/' ? 'home' : page.split('/')[1]}-${i + 1}.json`), JSON.stringify(lhr));
        }
        // A run Lighthouse could not finish (e.g. no paint within its limits on an overloaded machine) is
        // reported as failed, not counted as a score of 0.
        if (!lhr || lhr.runtimeError) {
          failed.push(lhr?.runtimeError?.code ?? 'no result');
          continue;
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          fcp: audit('first-contentful-paint'),
        });
      }
      if (runs.length === 0) {
        rows.push([page.startsWith('/blog/') ? '/blog/{id}' : page, `every run failed: ${failed.join(', ')}`]);
        continue;
      }
      const m = {
        score: median(runs.map((r) => r.score)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        fcp: median(runs.map((r) => r.fcp)),
      };
      if (page === '/') home = m;
      rows.push([
        page.startsWith('/blog/') ? '/blog/{id}' : page,
        `score ${m.score}`,
        `FCP ${(m.fcp / 1000).toFixed(2)} s`,
        `LCP ${(m.lcp / 1000).toFixed(2)} s`,
        `TBT ${Math.round(m.tbt)} ms`,
        `CLS ${m.cls.toFixed(3)}`,
        `scores ${runs.map((r) => r.score).join('/')}${failed.length ? `, ${failed.length} failed (${failed.join(', ')})` : ''}`,
      ]);
    }
    const loadAfter = loadavg()[0] as number;
    const met = home && home.score >= GOAL.score && home.lcp <= GOAL.lcpMs && home.tbt <= GOAL.tbtMs && home.cls <= GOAL.cls;
    return {
      name: `Lighthouse mobile, performance (median of ${RUNS}; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores)`,
      rows,
      summary: `/ goal: score ≥ ${GOAL.score}, LCP ≤ ${GOAL.lcpMs / 1000} s, TBT ≤ ${GOAL.tbtMs} ms, CLS ≤ ${GOAL.cls} — ${met ? 'met' : 'NOT met'}`,
    };
  } finally {
    chrome.kill();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
