import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI } from '../server/testing/fakes/openai-server';
import { openDatabase } from '../server/db/client';
import { freePort, startProcess, stopProcess, SERVER_ENTRY } from './lib';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};

/** A visitor with its own (forwarded) address, so per-address limits of the load test do not collide. */
async function visitorCookie(base: string, ip: string) {
  const res = await fetch(`${base}/api/visitors`, { method: 'POST', headers: { origin: base, 'content-type': 'application/json', 'x-forwarded-for': ip }, body: '{}' });
  return (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

/** Streams one generation; returns when the first delta arrived (performance.now()) and when it ended. */
async function generate(base: string, cookie: string, ip: string) {
  const res = await fetch(`${base}/api/generations`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ keyword: '벤치마크 키워드', length: 'short' }),
  });
  if (!res.ok || !res.body) throw new Error(`generation failed: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstDelta = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!firstDelta && text.includes('event: delta')) firstDelta = performance.now();
  }
  if (!text.includes('event: done')) throw new Error(`stream did not finish: ${text.slice(-200)}`);
  return firstDelta;
}

/**
 * Time to first byte through our server against the fake provider's own first byte (same clock,
 * same run), and the server's peak memory with 200 concurrent streams.
 */
export async function benchGeneration() {
  const fake = await startFakeOpenAI();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-gen-'));
  // Create the embedded database here first, so the server is measured as after its first start.
  if (!process.env.DATABASE_URL) await (await openDatabase({ kind: 'pglite', dataDir })).close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    SERVER_ENTRY,
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BASE_URL: base, LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.url, LLM_MODEL: 'bench', TRUSTED_PROXIES: '127.0.0.1' },
    `${base}/api/health`,
  );
  try {
    // (a) sequential runs: provider's first content byte → first delta at the client.
    fake.setScript({ chunks: ['# 제목\n\n', '첫 문장입니다. ', '둘째 문장입니다.'] });
    // Fresh addresses each run: limits on a reused PostgreSQL database remember earlier runs.
    const net = `10.${Math.floor(Math.random() * 250)}`;
    const ipOf = (i: number) => `${net}.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`;
    const cookie = await visitorCookie(base, ipOf(999));
    const added: number[] = [];
    for (let i = 0; i < 60; i++) {
      const firstDelta = await generate(base, cookie, ipOf(999));
      const providerFirst = fake.firstByteTimes.at(-1) as number;
      if (i >= 10) added.push(firstDelta - providerFirst);
    }
    // (b) 200 concurrent streams of ~3 s each; sample the server's resident memory meanwhile.
    fake.setScript({ chunks: Array.from({ length: 60 }, (_, i) => `문장 ${i}입니다. `), chunkDelayMs: 50 });
    const cookies = await Promise.all(Array.from({ length: 200 }, (_, i) => visitorCookie(base, ipOf(i))));
    const idle = rssMb(server.pid as number);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid as number))), 50);
    const started = performance.now();
    await Promise.all(cookies.map((c, i) => generate(base, c, ipOf(i))));
    const wall = performance.now() - started;
    clearInterval(sampler);
    const med = median(added);
    return {
      name: `generation streaming through our server (fake OpenAI-compatible provider; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
      rows: [
        ['first byte added by our server', `median ${med.toFixed(2)} ms`, `p90 ${[...added].sort((a, b) => a - b)[Math.floor(added.length * 0.9)]?.toFixed(2)} ms`, `n=${added.length}`],
        ['200 concurrent streams', `peak RSS ${peak.toFixed(0)} MB`, `idle ${idle.toFixed(0)} MB`, `all done in ${(wall / 1000).toFixed(1)} s`],
      ],
      summary: `added TTFB median ${med.toFixed(2)} ms (goal ≤ 5 ms: ${med <= 5 ? 'met' : 'NOT met'}); peak RSS ${peak.toFixed(0)} MB (goal ≤ 300 MB: ${peak <= 300 ? 'met' : 'NOT met'})`,
    };
  } finally {
    await stopProcess(server);
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
