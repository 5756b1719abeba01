import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, SERVER_ENTRY, SERVER_NODE_ENV, SERVER_NODE_FLAGS } from './lib';
import { seedRequestFixtures } from './requests.fixtures';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

// `npx tsx bench/profile-requests.ts [session|member|generations|generations-100k] …` (after `npm run build`):
// runs the built server under `node --cpu-prof`, loads one route with autocannon, and prints where the
// CPU went (self time by function and by package) and what one request costs in CPU.
const route = process.argv[2] ?? 'session';
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);

const dataDir = mkdtempSync(path.join(tmpdir(), 'profile-'));
const profDir = path.join(dataDir, 'prof');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, ...(process.env.PROFILE_REPLACE_FLAGS ? {} : SERVER_NODE_ENV), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' };
const fixtures = await seedRequestFixtures({ dataDir, databaseUrl: process.env.DATABASE_URL, secret: env.AUTH_SECRET, visitors: 20, historyRows: 40, bigHistoryRows: route === 'generations-100k' ? 100_000 : 0 });
// PROFILE_NODE_FLAGS are added to npm start's flags; PROFILE_REPLACE_FLAGS=1 uses them instead of npm start's.
const baseFlags = process.env.PROFILE_REPLACE_FLAGS ? [] : SERVER_NODE_FLAGS;
const child = spawn(process.execPath, [...baseFlags, ...(process.env.PROFILE_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--cpu-prof', `--cpu-prof-dir=${profDir}`, SERVER_ENTRY], { env, stdio: ['ignore', 'ignore', 'inherit'] });
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 300) throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 200));
}
const target = {
  session: { path: '/api/session', cookies: fixtures.visitorCookies },
  member: { path: '/api/session', cookies: [fixtures.memberCookie] },
  generations: { path: '/api/generations', cookies: fixtures.visitorCookies },
  'generations-100k': { path: '/api/generations', cookies: [fixtures.bigVisitorCookie] },
  health: { path: '/api/health', cookies: [''] },
}[route];
if (!target) throw new Error(`unknown route ${route}`);
// PROFILE_ACCEPT_ENCODING: an Accept-Encoding to send, as a browser does ('gzip, deflate, br, zstd').
const acceptEncoding = process.env.PROFILE_ACCEPT_ENCODING ? { 'accept-encoding': process.env.PROFILE_ACCEPT_ENCODING } : {};
const requests = target.cookies.map((cookie) => ({ method: 'GET' as const, path: target.path, headers: { cookie, ...acceptEncoding } }));
// The profile's timestamps are CLOCK_MONOTONIC µs, the same clock as hrtime here: only the load window counts.
const loadStartUs = Number(process.hrtime.bigint() / 1000n);
const result = await autocannon({ url: base, connections: 50, duration: seconds, requests });
const loadEndUs = Number(process.hrtime.bigint() / 1000n);
const exited = new Promise((r) => child.once('exit', r));
child.kill('SIGTERM');
await exited;
await fixtures.cleanup();

const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= loadStartUs && at <= loadEndUs) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const totalUs = Math.min(loadEndUs, profile.endTime) - Math.max(loadStartUs, profile.startTime);
const idleUs = [...selfUs].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)').reduce((s, [, us]) => s + us, 0);
const busyUs = totalUs - idleUs;
const where = (n: Node) => {
  const url = n.callFrame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  return pkg ?? (url.startsWith('node:') ? url : url.includes('dist/server') ? 'our server' : url ? path.basename(url) : n.callFrame.functionName);
};
const sum = (key: (n: Node) => string) => {
  const out = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const n = byId.get(id);
    if (!n || n.callFrame.functionName === '(idle)') continue;
    out.set(key(n), (out.get(key(n)) ?? 0) + us);
  }
  return [...out].sort((a, b) => b[1] - a[1]).slice(0, 15);
};
const pct = (us: number) => `${((100 * us) / busyUs).toFixed(1)}%`;
const total = result.requests.total;
process.stdout.write(`\n${route}: ${target.path} · ${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${result.non2xx} non-2xx\n`);
process.stdout.write(`server CPU busy ${(busyUs / 1e6).toFixed(2)} s of ${(totalUs / 1e6).toFixed(2)} s → ${(busyUs / Math.max(1, total)).toFixed(0)} µs of server CPU per request (${total} requests; load window only)\n`);
process.stdout.write('\nself time by package:\n');
for (const [k, us] of sum(where)) process.stdout.write(`  ${pct(us).padStart(6)}  ${k}\n`);
process.stdout.write('\nself time by function:\n');
for (const [k, us] of sum((n) => `${n.callFrame.functionName || '(anonymous)'}  ${where(n)}:${n.callFrame.lineNumber + 1}`)) process.stdout.write(`  ${pct(us).padStart(6)}  ${k}\n`);
if (process.env.KEEP_PROFILE) process.stdout.write(`\nprofile: ${path.join(profDir, file)}\n`);
else rmSync(dataDir, { recursive: true, force: true });
