import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../testing/browser-client';
import { type FakeLlmServer, startFakeOpenAI } from '../testing/fakes/openai-server';
import { listen } from '../testing/listen';
import { readSse } from '../testing/parse-sse';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';

// The model provider fails in every way it can once a post has been paid for. Each time the member
// gets a Korean error and the use back, and no request outlives the time limits.
const FIRST_TOKEN_TIMEOUT_MS = 2000;
const TOTAL_TIMEOUT_MS = 4000;
let fake: FakeLlmServer;
let t: TestApp;
let http: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-faults' });
  t = await createTestApp({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: 'sk-faults',
    LLM_MODEL: 'faulty-model',
    LLM_FIRST_TOKEN_TIMEOUT_MS: String(FIRST_TOKEN_TIMEOUT_MS),
    LLM_TIMEOUT_MS: String(TOTAL_TIMEOUT_MS),
  });
  http = await listen(t.app);
});
afterAll(async () => {
  await http.close();
  await t.close();
  await fake.close();
});

async function writeOnePost() {
  const client = createClient(t);
  await client.post('/api/visitors');
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const started = Date.now();
  const res = await fetch(`${http.url}/api/generations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
    body: JSON.stringify({ keyword: '장애 글', length: 'short' }),
  });
  const events = await readSse(res);
  const tookMs = Date.now() - started;
  const genCount = (await client.get('/api/session')).body.visitor.gen_cnt as number;
  return { status: res.status, events, tookMs, genCount, last: events.at(-1) };
}

describe('the provider fails during a paid post', () => {
  it.each([
    [429, 'LLM_RATE_LIMITED'],
    [500, 'LLM_FAILED'],
  ])('answers %i on every try: a Korean error, the use refunded, within the first-token limit', async (status, code) => {
    fake.setScript({ chunks: ['# 안 옴'], failures: Array.from({ length: 10 }, () => status) });
    const r = await writeOnePost();
    expect(r.status).toBe(200);
    expect(r.last).toMatchObject({ event: 'error', data: { code, refunded: true } });
    expect(r.last?.data.message).toMatch(/[가-힣]/);
    expect(r.genCount).toBe(99);
    expect(r.tookMs).toBeLessThan(FIRST_TOKEN_TIMEOUT_MS + 3000);
  }, 20_000);

  it('hangs mid-stream after the first words: ends at the total limit as a Korean timeout, refunded, text kept', async () => {
    const abortedBefore = fake.aborted();
    fake.setScript({ chunks: ['# 쓰다 멈춘 글\n\n', '다음 문장은 오지 않습니다'], chunkDelayMs: 60_000 });
    const r = await writeOnePost();
    expect(r.events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(['# 쓰다 멈춘 글\n\n']);
    expect(r.last).toMatchObject({ event: 'error', data: { code: 'LLM_TIMEOUT', refunded: true } });
    expect(r.last?.data.message).toContain('응답이 너무 늦어');
    expect(r.genCount).toBe(99);
    expect(r.tookMs).toBeGreaterThanOrEqual(TOTAL_TIMEOUT_MS - 100);
    expect(r.tookMs).toBeLessThan(TOTAL_TIMEOUT_MS + 3000);
    // The hung request to the provider was closed, not left open.
    await expect.poll(() => fake.aborted()).toBeGreaterThan(abortedBefore);
  }, 20_000);

  it('hangs before the first token (headers sent, then silence): ends at the first-token limit, refunded', async () => {
    fake.setScript({ chunks: ['# 늦음'], firstChunkDelayMs: 60_000 });
    const r = await writeOnePost();
    expect(r.last).toMatchObject({ event: 'error', data: { code: 'LLM_TIMEOUT', refunded: true } });
    expect(r.genCount).toBe(99);
    expect(r.tookMs).toBeLessThan(FIRST_TOKEN_TIMEOUT_MS + 3000);
  }, 20_000);
});
