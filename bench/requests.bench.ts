import type { IncomingHttpHeaders } from 'node:http';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';
import { seedRequestFixtures } from './requests.fixtures';

// The request rows. Every figure is a ratio to /api/health and to a bare node:http hello of the
// same run; the targets take turns in short rounds (median of the rounds), so a neighbour's load on a
// shared machine falls on every target alike instead of on whichever was measured at that moment.
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const VISITORS = 20;
const BIG_HISTORY_ROWS = 100_000;
const AUTH_SECRET = 'bench-requests-secret-0123456789abcdefghij';

export const REQUEST_GOALS = { sessionPerHealth: 0.5, sessionP99Ms: 25, generationsPerHealth: 0.3, healthPerHello: 0.5 };

// What a successful answer of each target looks like: a 200 alone is not enough (GET /api/session answers
// 200 with `visitor: null` for a cookie the server does not know, which is not the request we mean to time).
type Target = {
  key: string;
  label: string;
  url: string;
  path: string;
  cookies: string[];
  pid: number | undefined;
  expect: (body: string) => boolean;
  /** Sent as a browser sends it; the answer must come in `encoding` (its body is checked once, decoded, before the load). */
  acceptEncoding?: { header: string; encoding: string };
};

// What Chromium sends on every request.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
type Figure = { rps: number; p50: number; p99: number; cpuUs: number };

// CPU time (user + system) a process has used, in µs: what a request costs it, however busy the machine
// is (throughput on a shared machine swings with the neighbours; CPU per request hardly does).
const CLOCK_TICK_US = 10_000;
function cpuUs(pid: number | undefined) {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_US;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** Loads one target; any answer that is not the expected success (status or body) stops the bench, so every figure counts successful answers only. */
async function load(t: Target, seconds: number): Promise<Figure> {
  let wrong = 0;
  let firstWrong = '';
  const encoded = t.acceptEncoding;
  if (encoded) {
    // autocannon hands bodies over as text: an encoded one is checked here, decoded by fetch, and by its header under load.
    const res = await fetch(`${t.url}${t.path}`, { headers: { cookie: t.cookies[0] ?? '', 'accept-encoding': encoded.header } });
    if (res.headers.get('content-encoding') !== encoded.encoding || !t.expect(await res.text())) throw new Error(`${t.label}: not the expected ${encoded.encoding} answer`);
  }
  const onResponse = (status: number, body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
    if (status >= 200 && status < 300 && (encoded ? headers?.['content-encoding'] === encoded.encoding : t.expect(body))) return;
    wrong += 1;
    if (!firstWrong) firstWrong = `${status} ${body.slice(0, 200)}`;
  };
  const requests = t.cookies.map((cookie) => ({
    method: 'GET' as const,
    path: t.path,
    headers: { ...(cookie ? { cookie } : {}), ...(encoded ? { 'accept-encoding': encoded.header } : {}) },
    onResponse,
  }));
  const cpuBefore = cpuUs(t.pid);
  const r = await autocannon({ url: t.url, connections: CONNECTIONS, duration: seconds, requests });
  const cpu = (cpuUs(t.pid) - cpuBefore) / Math.max(1, r.requests.total);
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || wrong > 0) {
    throw new Error(`${t.label}: ${wrong} unexpected answers (${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts; status ${JSON.stringify(r.statusCodeStats)}); first: ${firstWrong}`);
  }
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs: cpu };
}

async function startNodeHello(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['bench/node-hello-server.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      if (i > 100) throw new Error('node:http hello did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One database: seeds it, starts the built server on it, and measures every target in alternating rounds. */
async function measureOn(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-requests-'));
  const fixtures = await seedRequestFixtures({
    dataDir,
    databaseUrl,
    secret: AUTH_SECRET,
    visitors: VISITORS,
    historyRows: 40,
    bigHistoryRows: BIG_HISTORY_ROWS,
  });
  const hello = await startNodeHello();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // LOG_LEVEL as `npm start` runs it (info: one line per API request), so the request logger's cost counts.
  // DATABASE_URL is always set here: the child inherits the bench's environment, and an inherited URL
  // would put the PGlite rows' server on PostgreSQL (where the seeded visitors do not exist).
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base, AUTH_SECRET, LOG_LEVEL: 'info', DATABASE_URL: databaseUrl ?? '' };
  const server = await startProcess(SERVER_ENTRY, env, `${base}/api/health`);
  const visitorSession = (body: string) => body.includes('"visitor":{"id"');
  const memberSession = (body: string) => body.includes('"user":{"id"');
  const firstPage = (body: string) => body.startsWith('{"items":[{"id"');
  const targets: Target[] = [
    { key: 'hello', label: 'bare node:http hello', url: hello.url, path: '/', cookies: [''], pid: hello.child.pid, expect: (body) => body === 'hello' },
    { key: 'health', label: 'GET /api/health', url: base, path: '/api/health', cookies: [''], pid: server.pid, expect: (body) => body.includes(`"status":"ok","db":"${databaseUrl ? 'postgres' : 'pglite'}"`) },
    { key: 'session', label: `GET /api/session (visitor cookie, ${VISITORS} visitors)`, url: base, path: '/api/session', cookies: fixtures.visitorCookies, pid: server.pid, expect: visitorSession },
    { key: 'member', label: 'GET /api/session (member cookie)', url: base, path: '/api/session', cookies: [fixtures.memberCookie], pid: server.pid, expect: memberSession },
    { key: 'generations', label: `GET /api/generations first page (${VISITORS} visitors × 40 rows)`, url: base, path: '/api/generations', cookies: fixtures.visitorCookies, pid: server.pid, expect: firstPage },
    { key: 'generations100k', label: `GET /api/generations first page (one visitor × ${BIG_HISTORY_ROWS.toLocaleString('en')} rows)`, url: base, path: '/api/generations', cookies: [fixtures.bigVisitorCookie], pid: server.pid, expect: firstPage },
    // The same two as the SPA asks for them: a browser always sends Accept-Encoding, and a page this size goes out compressed.
    { key: 'generationsBr', label: `GET /api/generations first page (${VISITORS} visitors × 40 rows), a browser's Accept-Encoding`, url: base, path: '/api/generations', cookies: fixtures.visitorCookies, pid: server.pid, expect: firstPage, acceptEncoding: { header: BROWSER_ACCEPT_ENCODING, encoding: 'br' } },
    { key: 'generations100kBr', label: `GET /api/generations first page (one visitor × ${BIG_HISTORY_ROWS.toLocaleString('en')} rows), a browser's Accept-Encoding`, url: base, path: '/api/generations', cookies: [fixtures.bigVisitorCookie], pid: server.pid, expect: firstPage, acceptEncoding: { header: BROWSER_ACCEPT_ENCODING, encoding: 'br' } },
  ];
  const figures = new Map<string, Figure[]>(targets.map((t) => [t.key, []]));
  try {
    for (const t of targets) await load(t, 1);
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) figures.get(t.key)?.push(await load(t, ROUND_SECONDS));
    }
  } finally {
    await stopProcess(server);
    await stopProcess(hello.child);
    await fixtures.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const result = new Map<string, Figure>();
  for (const [key, list] of figures) {
    result.set(key, {
      rps: median(list.map((f) => f.rps)),
      p50: median(list.map((f) => f.p50)),
      p99: median(list.map((f) => f.p99)),
      cpuUs: median(list.map((f) => f.cpuUs)),
    });
  }
  return { targets, result, seededMs: fixtures.seededMs };
}

/** The request rows on PGlite and, when DATABASE_URL is set, on PostgreSQL. */
export async function benchRequests() {
  const rows: string[][] = [];
  const verdicts: string[] = [];
  const load1 = loadavg()[0]?.toFixed(1);
  for (const databaseUrl of [undefined, process.env.DATABASE_URL].filter((u, i) => i === 0 || u)) {
    const db = databaseUrl ? 'PostgreSQL' : 'PGlite';
    const { targets, result, seededMs } = await measureOn(databaseUrl);
    const get = (key: string) => result.get(key) as Figure;
    const hello = get('hello');
    const health = get('health');
    rows.push([`[${db}] seeded in ${(seededMs / 1000).toFixed(1)} s; CPU per request is the app process's own (on PostgreSQL the database's CPU is not in it)`]);
    for (const t of targets) {
      const f = get(t.key);
      rows.push([`[${db}] ${t.label}`, `${Math.round(f.rps)} req/s`, `p50 ${f.p50} ms`, `p99 ${f.p99} ms`, `${Math.round(f.cpuUs)} µs CPU/req (${(health.cpuUs / f.cpuUs).toFixed(2)} × health's rate)`, `${(f.rps / health.rps).toFixed(2)} × health`, `${(f.rps / hello.rps).toFixed(2)} × hello`]);
    }
    const session = get('session');
    // Each goal of the issue as a ratio of this run (throughput; CPU per request beside it, which a busy machine hardly moves).
    const goal = (ok: boolean, what: string, value: string, target: string, byCpu?: number) =>
      verdicts.push(`${ok ? '✓ met    ' : '✗ NOT met'}  ${db.padEnd(10)}  ${what.padEnd(44)}  ${value.padStart(8)}  (goal ${target}${byCpu === undefined ? '' : `; by CPU per request ${byCpu.toFixed(2)}`})`);
    const ratio = (a: Figure, b: Figure) => a.rps / b.rps;
    goal(ratio(health, hello) >= REQUEST_GOALS.healthPerHello, '/api/health ÷ bare node:http', ratio(health, hello).toFixed(2), `≥ ${REQUEST_GOALS.healthPerHello}`, hello.cpuUs / health.cpuUs);
    goal(ratio(session, health) >= REQUEST_GOALS.sessionPerHealth, '/api/session (visitor) ÷ /api/health', ratio(session, health).toFixed(2), `≥ ${REQUEST_GOALS.sessionPerHealth}`, health.cpuUs / session.cpuUs);
    goal(session.p99 <= REQUEST_GOALS.sessionP99Ms, `/api/session (visitor) p99, ${CONNECTIONS} connections`, `${session.p99} ms`, `≤ ${REQUEST_GOALS.sessionP99Ms} ms`);
    for (const [key, what] of [
      ['generations', '/api/generations ÷ /api/health'],
      ['generations100k', '/api/generations (100,000 rows) ÷ /api/health'],
      ['generationsBr', '/api/generations, browser (br) ÷ /api/health'],
      ['generations100kBr', '/api/generations (100k), browser (br) ÷ health'],
    ] as const) {
      const f = get(key);
      goal(ratio(f, health) >= REQUEST_GOALS.generationsPerHealth, what, ratio(f, health).toFixed(2), `≥ ${REQUEST_GOALS.generationsPerHealth}`, health.cpuUs / f.cpuUs);
    }
  }
  return {
    name: `request rows (autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s, medians; load average ${load1} at start, ${loadavg()[0]?.toFixed(1)} at end)`,
    rows,
    summary: `goals (ratios of this run):\n    ${verdicts.join('\n    ')}`,
  };
}
