import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { startFakeGoogle } from '../../testing/fakes/google-server';
import type { FakeLlmServer } from '../../testing/fakes/openai-server';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';

const KEY = 'AIzaSy-fake-test-key';
let fake: FakeLlmServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeGoogle({ apiKey: KEY });
  t = await createTestApp({ LLM_PROVIDER: 'google', LLM_API_KEY: KEY, LLM_BASE_URL: fake.url, LLM_MODEL: 'gemini-test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('generation through the Gemini API', () => {
  it('streams the text, records the tokens, and sends the key only to the provider', async () => {
    fake.setScript({ chunks: ['# 제주 카페\n\n', '바다가 ', '보여요.'], usage: { input: 180, output: 30 } });
    const client = createClient(t);
    await client.post('/api/visitors');
    const res = await client.post('/api/generations', { keyword: '제주 카페' });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'delta', 'done']);
    expect(events[0]?.data).toMatchObject({ provider: 'google', model: 'gemini-test' });
    const [row] = await t.db.select().from(generations).where(eq(generations.id, events[0]?.data.id));
    expect(row).toMatchObject({ content: '# 제주 카페\n\n바다가 보여요.', inputTokens: 180, outputTokens: 30 });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/v1beta/models/gemini-test:streamGenerateContent');
    expect(request?.headers['x-goog-api-key']).toBe(KEY);
    expect(JSON.stringify(request?.body.systemInstruction)).toContain('한국어 블로그 전문 작가');
    expect(JSON.stringify(request?.body.contents)).toContain('제주 카페');
    expect(JSON.stringify(res.body)).not.toContain(KEY);
  });

  it('suggests titles with one non-streamed call, retrying a 429 first', async () => {
    fake.setScript({ chunks: ['1. 제주 카페 베스트 7\n2. 제주 바다 뷰 카페\n3. 제주 카페 투어 코스\n4. 제주 신상 카페\n5. 제주 카페 총정리'], failures: [429] });
    const before = fake.requests.length;
    const client = createClient(t);
    await client.post('/api/visitors');
    const res = await client.post('/api/generations/titles', { keyword: '제주 카페' });
    expect(res.status).toBe(200);
    expect(res.body.titles).toEqual(['제주 카페 베스트 7', '제주 바다 뷰 카페', '제주 카페 투어 코스', '제주 신상 카페', '제주 카페 총정리']);
    expect(fake.requests.slice(before).map((r) => r.path)).toEqual(['/v1beta/models/gemini-test:generateContent', '/v1beta/models/gemini-test:generateContent']);
  });

  it('explains a rejected key (Google answers 400 API_KEY_INVALID) in Korean and refunds', async () => {
    const wrong = await createTestApp({ LLM_PROVIDER: 'google', LLM_API_KEY: 'wrong', LLM_BASE_URL: fake.url, LLM_MODEL: 'gemini-test' });
    try {
      fake.setScript({ chunks: ['안녕하세요'] });
      const client = createClient(wrong);
      await client.post('/api/visitors');
      const events = parseSse((await client.post('/api/generations', { keyword: '제주 카페' })).body);
      expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'LLM_AUTH', message: 'AI 모델 설정(API 키)이 올바르지 않습니다. 관리자에게 문의해주세요.', refunded: true } });
    } finally {
      await wrong.close();
    }
  });
});
