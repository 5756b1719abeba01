import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { startFakeAnthropic } from '../../testing/fakes/anthropic-server';
import type { FakeLlmServer } from '../../testing/fakes/openai-server';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';

let fake: FakeLlmServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeAnthropic({ apiKey: 'sk-ant-test' });
  t = await createTestApp({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'sk-ant-test', LLM_BASE_URL: fake.url, LLM_MODEL: 'claude-test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('generation through the Anthropic messages API', () => {
  it('streams the text, records the tokens, and sends the key only to the provider', async () => {
    fake.setScript({ chunks: ['# 홈카페 원두\n\n', '산미가 ', '좋아요.'], usage: { input: 200, output: 40 } });
    const client = createClient(t);
    await client.post('/api/visitors');
    const res = await client.post('/api/generations', { keyword: '홈카페 원두' });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'delta', 'done']);
    expect(events[0]?.data).toMatchObject({ provider: 'anthropic', model: 'claude-test' });
    const [row] = await t.db.select().from(generations).where(eq(generations.id, events[0]?.data.id));
    expect(row).toMatchObject({ content: '# 홈카페 원두\n\n산미가 좋아요.', inputTokens: 200, outputTokens: 40 });
    expect(fake.requests[0]?.headers['x-api-key']).toBe('sk-ant-test');
    expect(JSON.stringify(fake.requests[0]?.body.system)).toContain('한국어 블로그 전문 작가');
  });

  it('explains a rejected key in Korean and refunds', async () => {
    const wrong = await createTestApp({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'wrong', LLM_BASE_URL: fake.url, LLM_MODEL: 'claude-test' });
    try {
      const client = createClient(wrong);
      await client.post('/api/visitors');
      const events = parseSse((await client.post('/api/generations', { keyword: '홈카페 원두' })).body);
      expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'LLM_AUTH', message: 'AI 모델 설정(API 키)이 올바르지 않습니다. 관리자에게 문의해주세요.', refunded: true } });
    } finally {
      await wrong.close();
    }
  });
});
