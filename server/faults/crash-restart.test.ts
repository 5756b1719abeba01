import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { generations } from '../db/schema';
import { startFakeOpenAI, type FakeLlmServer } from '../testing/fakes/openai-server';
import { httpClient, startServerProcess, waitFor } from '../testing/server-process';

// The server process is killed with SIGKILL in the middle of a post: no shutdown hook runs, the
// post stays `streaming` with its spend taken. On the next start-up the sweep sees that the process
// that streamed it is gone and settles it at once (server/lib/instance.ts), not after LLM_TIMEOUT_MS.
const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
let llm: FakeLlmServer;
beforeAll(async () => {
  llm = await startFakeOpenAI({ apiKey: 'sk-crash' });
  llm.setScript({ chunks: Array.from({ length: 60 }, (_, i) => (i === 0 ? '# 끊길 글\n\n' : `문장 ${i}. `)), chunkDelayMs: 250 });
});
afterAll(async () => {
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({
  DATA_DIR: dataDir,
  TRUSTED_PROXIES: '127.0.0.1',
  LLM_PROVIDER: 'openai-compatible',
  LLM_BASE_URL: llm.url,
  LLM_API_KEY: 'sk-crash',
  LLM_MODEL: 'crash-model',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});

/** Opens the database the server used, while no server runs on it (PGlite allows one process). */
async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase(process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 } : { kind: 'pglite', dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe('kill -9 during a stream', () => {
  it('settles the spend exactly once after the restart, by the start-up sweep', async () => {
    const first = await startServerProcess(env());
    const visitor = httpClient(first.url);
    expect((await visitor.request('POST', '/api/visitors')).status).toBe(201);
    const res = await visitor.request('POST', '/api/generations', { keyword: '중단된 글', length: 'short' });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let seen = '';
    while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
    const id = (JSON.parse(/event: meta\ndata: (.+)\n/.exec(seen)?.[1] ?? '{}') as { id: string }).id;
    first.child.kill('SIGKILL');
    await first.exited;
    await reader.cancel().catch(() => undefined);

    // What the crash left: spent and streaming, marked with the process that streamed it. No clock is
    // moved: the row is seconds old, far inside LLM_TIMEOUT_MS, so only the dead-process check settles it.
    await withDatabase(async (db) => {
      const [row] = await db.select().from(generations).where(eq(generations.id, id));
      expect(row).toMatchObject({ status: 'streaming', refunded: false });
      expect(row!.streamedBy).toMatch(new RegExp(`:${first.pid}:`));
    });

    const restartAt = Date.now();
    const second = await startServerProcess(env());
    try {
      const upMs = Date.now() - restartAt;
      visitor.baseUrl = second.url;
      const settled = await waitFor(async () => {
        const { body } = await visitor.json('GET', `/api/generations/${id}`);
        return body?.status === 'failed' ? body : null;
      }, 20_000, 'the start-up sweep to settle the post');
      const settleMs = Date.now() - restartAt;
      process.stdout.write(`crash-restart: the killed stream was settled ${settleMs} ms after the restart began (server answered after ${upMs} ms)\n`);
      // The start-up sweep, not the five-minute timer, and not after a lease or LLM_TIMEOUT_MS.
      expect(settleMs - upMs).toBeLessThan(10_000);
      expect(settled).toMatchObject({ refunded: true, errorMessage: '서버가 다시 시작되어 글쓰기가 중단되었습니다. 사용한 횟수는 돌려드렸어요.' });
      expect(await genCount(visitor)).toBe(99);
    } finally {
      await second.stop();
    }

    // A third start sweeps again and finds nothing left to refund: the counter stays at 99.
    const third = await startServerProcess(env());
    try {
      visitor.baseUrl = third.url;
      await new Promise((r) => setTimeout(r, 2000));
      expect(await genCount(visitor)).toBe(99);
    } finally {
      await third.stop();
    }
    await withDatabase(async (db) => {
      const [row] = await db.select().from(generations).where(eq(generations.id, id));
      expect(row).toMatchObject({ status: 'failed', refunded: true });
    });
  }, 180_000);
});

async function genCount(client: ReturnType<typeof httpClient>) {
  const { body } = await client.json('GET', '/api/session');
  return (body as { visitor: { gen_cnt: number } }).visitor.gen_cnt;
}
