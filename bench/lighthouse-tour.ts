import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import PostalMime from 'postal-mime';
import { chromium } from '@playwright/test';
import { prepareTour, type Session, type Stop, tourStops } from '../tests/e2e/support/route-tour';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';

/** Every page's goals (issue 30): Lighthouse mobile as below, CLS ≤ 0.05, ≤ 120 KB of JavaScript as sent. */
export const PAGE_GOALS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05, scriptKb: 120 } as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type PageFigures = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script bytes as transferred (compressed, headers included), KB. */
  jsKb: number;
  /** The audits that cost a point in accessibility, best practices and SEO, e.g. `bp:inspector-issues`. */
  failing: string[];
};

export type PageResult = Stop & {
  public: boolean;
  /** Each finished run; the figures are their medians. */
  runs: PageFigures[];
  median?: PageFigures;
  errors: string[];
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function medianOf(runs: PageFigures[]): PageFigures {
  const pick = (k: Exclude<keyof PageFigures, 'failing'>) => median(runs.map((r) => r[k]));
  // An audit failing in most runs is the page's; one failing once is noted with the run's figures.
  const failing = [...new Set(runs.flatMap((r) => r.failing))].filter((f) => runs.filter((r) => r.failing.includes(f)).length * 2 > runs.length);
  return { perf: pick('perf'), a11y: pick('a11y'), bp: pick('bp'), seo: pick('seo'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), jsKb: pick('jsKb'), failing };
}

type NetworkItem = { resourceType?: string; transferSize?: number };

/**
 * One Lighthouse run (mobile preset) of `url` by a browser holding only `cookies` (a visitor none: a first visit); the
 * reason when Lighthouse could not finish. The cookies go into the browser's jar, not into a header of every request:
 * Lighthouse keeps the jar between runs, and a cookie the previous page set would otherwise win over the header.
 */
async function runOnce(port: number, url: string, cookies: Session['cookies'], save?: string): Promise<PageFigures | string> {
  // Connected only while the jar is set: Playwright attached to the browser would stand in Lighthouse's way.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const jar = cdp.contexts()[0];
    if (!jar) throw new Error('no default browser context to keep cookies in');
    await jar.clearCookies();
    // For the site's root: a cookie set for the page's own URL gets that URL's directory as its path (/admin for
    // /admin/credits), and the session's requests to /api never carried it: every admin page measured `/`.
    const site = new URL('/', url).href;
    await jar.addCookies([...cookies].map(([name, value]) => ({ name, value, url: site })));
  } finally {
    await cdp.close();
  }
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The screenshots are for people reading a report; the figures do not need them.
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
    disableFullPageScreenshot: true,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return lhr?.runtimeError?.code ?? 'no result';
  if (save) writeFileSync(save, JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0);
  const failing: string[] = [];
  for (const [id, short] of [['accessibility', 'a11y'], ['best-practices', 'bp'], ['seo', 'seo']] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const s = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && s !== null && s !== undefined && s < 1) failing.push(`${short}:${ref.id}`);
    }
  }
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    failing,
  };
}

/** The newest verification link in the outbox of a server that mails to DATA_DIR/outbox (no SMTP set). */
function outboxVerifyLink(dataDir: string) {
  return async (to: string) => {
    const dir = path.join(dataDir, 'outbox');
    for (let i = 0; i < 100; i++) {
      const files = (() => {
        try {
          return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
        } catch {
          return [];
        }
      })();
      for (const file of files) {
        const mail = await PostalMime.parse(readFileSync(path.join(dir, file)));
        const link = (mail.text ?? '').split(/\s+/).find((w) => w.includes('/api/auth/verify-email'));
        if (link && mail.to?.some((a) => a.address === to)) return link;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no verification mail to ${to}`);
  };
}

export type TourOptions = {
  /** Runs per page (the median is reported). */
  runs: number;
  /** Runs more (up to `runs` in all) only for a page whose first run is under the performance goal. */
  moreOnlyWhenSlow?: boolean;
  /** Only the stops of these labels (`/keyword`, `/blog/{id}`). */
  only?: string[];
  /** Keeps each run's full report here (which element was the LCP, what blocked the main thread). */
  saveDir?: string;
  /** One more run for a page none of whose runs finished (Lighthouse gives up on a page now and then: NO_FCP). */
  retryUnfinished?: boolean;
  log?: (line: string) => void;
};

/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU; all four categories) on every page of the route
 * table, each as the lowest role that may open it, served by `npm start`'s server on a fresh database, in Debian's
 * Chromium with every host but 127.0.0.1 unresolvable.
 */
export async function lighthouseTour(options: TourOptions) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const adminEmail = 'bench-admin@geulbit.kr';
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base, ADMIN_EMAILS: adminEmail, SCHEDULER_ENABLED: 'false' };
  const server = await startProcess(SERVER_ENTRY, env, `${base}/api/health`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'],
  });
  const log = options.log ?? (() => undefined);
  try {
    const tour = await prepareTour(base, { adminEmail, verifyLink: outboxVerifyLink(dataDir) });
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const isPublic = (stop: Stop) => stop.role === 'visitor' && sitemap.includes(`<loc>${base}${stop.path}</loc>`);
    const stops = tourStops(tour.samples).filter((s) => !options.only || options.only.includes(s.label));
    const loadBefore = loadavg()[0] as number;
    const results: PageResult[] = [];
    if (options.saveDir) mkdirSync(options.saveDir, { recursive: true });
    for (const stop of stops) {
      const result: PageResult = { ...stop, public: isPublic(stop), runs: [], errors: [] };
      const cookies = stop.role === 'visitor' ? new Map<string, string>() : tour.sessions[stop.role].cookies;
      const allowed = () => options.runs + (options.retryUnfinished && result.runs.length === 0 ? 1 : 0);
      for (let i = 0; i < allowed(); i++) {
        const save = options.saveDir ? path.join(options.saveDir, `${stop.label.replace(/[^\w-]+/g, '_') || 'home'}-${i + 1}.json`) : undefined;
        const run = await runOnce(chrome.port, `${base}${stop.path}`, cookies, save);
        if (typeof run === 'string') result.errors.push(run);
        else result.runs.push(run);
        const last = result.runs.at(-1);
        if (options.moreOnlyWhenSlow && i === 0 && last && last.perf >= PAGE_GOALS.performance) break;
      }
      if (result.runs.length > 0) result.median = medianOf(result.runs);
      log(formatRow(result).join(' · '));
      results.push(result);
    }
    const loadAfter = loadavg()[0] as number;
    return { results, load: `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores` };
  } finally {
    chrome.kill();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The goals a page's figures miss, in words; empty when it meets them all. */
export function missedGoals(r: PageResult): string[] {
  const m = r.median;
  if (!m) return [`no finished run (${r.errors.join(', ')})`];
  const missed: string[] = [];
  if (m.perf < PAGE_GOALS.performance) missed.push(`performance ${m.perf} < ${PAGE_GOALS.performance}`);
  if (m.a11y < PAGE_GOALS.accessibility) missed.push(`accessibility ${m.a11y}`);
  if (m.bp < PAGE_GOALS.bestPractices) missed.push(`best practices ${m.bp}`);
  if (r.public && m.seo < PAGE_GOALS.seo) missed.push(`SEO ${m.seo}`);
  if (m.cls > PAGE_GOALS.cls) missed.push(`CLS ${m.cls.toFixed(3)}`);
  if (m.jsKb > PAGE_GOALS.scriptKb) missed.push(`JS ${m.jsKb.toFixed(1)} KB`);
  return missed;
}

/**
 * The goals CI holds every page to (bench/lighthouse-gate.ts): all of them but performance, whose simulated figures
 * move with whatever else the machine runs (they are printed, and measured on a quiet machine by `npm run bench`),
 * and the script bytes, which the page-weight e2e holds exactly.
 */
export function qualityMisses(r: PageResult): string[] {
  return missedGoals(r).filter((m) => !m.startsWith('performance ') && !m.startsWith('JS '));
}

export const TABLE_HEAD = ['page', 'as', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'JS KB', 'perf runs', 'failing audits'];

export function formatRow(r: PageResult): string[] {
  const m = r.median;
  if (!m) return [r.label, r.role, `every run failed: ${r.errors.join(', ')}`];
  return [
    r.label,
    r.role,
    String(m.perf),
    String(m.a11y),
    String(m.bp),
    r.public ? String(m.seo) : `(${m.seo})`,
    `${(m.lcp / 1000).toFixed(2)} s`,
    `${Math.round(m.tbt)} ms`,
    m.cls.toFixed(3),
    m.jsKb.toFixed(1),
    r.runs.map((x) => x.perf).join('/') + (r.errors.length ? ` (+${r.errors.length} failed)` : ''),
    m.failing.join(', ') || '—',
  ];
}

/** The table as Markdown, for bench/RESULTS.md. */
export function markdownTable(results: PageResult[]) {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(TABLE_HEAD), line(TABLE_HEAD.map(() => '---')), ...results.map((r) => line(formatRow(r)))].join('\n');
}
