import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeOpenAI } from '../testing/fakes/openai-server';
import { httpClient, type ServerProcess, sleep, startServerProcess } from '../testing/server-process';

// A reader who stops reading an SSE stream (a stalled phone, a proxy that buffers nothing) while the
// model keeps writing fast: the server must hold back the model, not buffer its words.
const dataDir = mkdtempSync(path.join(tmpdir(), 'slow-reader-'));
const CHUNK = '가나다라마바사아자차카타파하 '.repeat(150); // ≈ 6 KB of UTF-8 per piece
const CHUNKS = 40_000; // ≈ 240 MB if it were all read
let llm: FakeLlmServer;
let server: ServerProcess;
beforeAll(async () => {
  llm = await startFakeOpenAI({ apiKey: 'sk-slow' });
  llm.setScript({ chunks: Array.from({ length: CHUNKS }, () => CHUNK), chunkDelayMs: 1 });
  server = await startServerProcess({
    DATA_DIR: dataDir,
    TRUSTED_PROXIES: '127.0.0.1',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: 'sk-slow',
    LLM_MODEL: 'fast-model',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a slow reader on the generation stream', () => {
  it('does not grow the server’s memory with what the reader has not taken, and frees the model when the reader leaves', async () => {
    const visitor = httpClient(server.url);
    expect((await visitor.request('POST', '/api/visitors')).status).toBe(201);
    // Settle the heap after start-up so the baseline is the steady state.
    await sleep(1000);
    const baseline = server.rssMb();
    let received = 0;
    let head = '';
    const abortedBefore = llm.aborted();
    const req = request(`${server.url}/api/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': visitor.ip, cookie: visitor.cookie() },
    });
    const stalled = new Promise<void>((resolve) =>
      req.on('response', (res) => {
        res.on('data', (d: Buffer) => {
          received += d.length;
          if (head.length < 4096) head += d.toString('utf8');
          // Read the first 64 KB, then stop reading altogether.
          if (received > 64 * 1024) {
            res.pause();
            resolve();
          }
        });
      }),
    );
    req.end(JSON.stringify({ keyword: '느린 독자', length: 'long' }));
    await stalled;
    const samples: number[] = [];
    for (let i = 0; i < 8; i++) {
      await sleep(1000);
      samples.push(server.rssMb());
    }
    const peak = Math.max(...samples);
    process.stdout.write(`slow-reader: RSS ${baseline.toFixed(0)} MB before, ${samples.map((s) => s.toFixed(0)).join(' → ')} MB while the reader read ${Math.round(received / 1024)} KB and stopped` + '\n');
    // Buffering what the model sends in those 8 s would add well over 100 MB.
    expect(peak - baseline).toBeLessThan(40);
    // The last samples are flat: nothing piles up while the reader waits.
    expect((samples.at(-1) as number) - (samples[3] as number)).toBeLessThan(10);

    // The reader leaves: the model is stopped and the post settled (kept, as a stop after text is).
    req.destroy();
    await expect.poll(() => llm.aborted(), { timeout: 10_000 }).toBeGreaterThan(abortedBefore);
    const id = (JSON.parse(/event: meta\ndata: (.+)\n/.exec(head)?.[1] ?? '{}') as { id: string }).id;
    await expect.poll(async () => (await visitor.json('GET', `/api/generations/${id}`)).body.status, { timeout: 10_000 }).toBe('stopped');
  }, 60_000);
});
