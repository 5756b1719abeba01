import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';
const ticks = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8'); const a = f.slice(f.lastIndexOf(')') + 2).split(' '); return Number(a[11]) + Number(a[12]); };
async function measure(label: string, url: string, pid: number) {
  await autocannon({ url, connections: 50, duration: 2 });
  const t0 = ticks(pid);
  const r = await autocannon({ url, connections: 50, duration: 5 });
  const t1 = ticks(pid);
  process.stdout.write(`${label}: ${Math.round(r.requests.average)} req/s, ${((t1 - t0) * 10000 / r.requests.total).toFixed(1)} µs CPU/req\n`);
}
const which = process.argv.slice(2);
if (which.includes('node')) { const port = await freePort(); const c = spawn(process.execPath, ['bench/node-hello-server.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' }); await new Promise((r) => setTimeout(r, 800)); await measure('node hello', `http://127.0.0.1:${port}/`, c.pid!); c.kill(); }
if (which.includes('hono')) { const port = await freePort(); const c = await startProcess('bench/hello-server.ts', { PORT: String(port) }, `http://127.0.0.1:${port}/`); await measure('hono hello', `http://127.0.0.1:${port}/`, c.pid!); await stopProcess(c); }
if (which.includes('health')) { const port = await freePort(); const dataDir = mkdtempSync(path.join(tmpdir(), 'cpu-')); const base = `http://127.0.0.1:${port}`; const c = await startProcess(process.env.ENTRY ?? SERVER_ENTRY, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base, LOG_LEVEL: process.env.LL ?? 'warn', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }, `${base}/api/health`); await measure('our health', `${base}/api/health`, c.pid!); await stopProcess(c); }
