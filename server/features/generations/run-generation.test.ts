import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GenerationEvent, generationInput } from '@contracts/generations';
import { generations, users } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { instantLlm } from '../../testing/instant-llm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runGeneration } from './run-generation';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await signUpAndLogin(createClient(t));
  userId = user.id;
});
afterAll(() => t.close());

const input = generationInput.parse({ keyword: '부산 맛집', contentType: 'info', tone: 'haeyo', length: 'short', platform: 'naver' });
const genCount = async () => (await t.db.select({ n: users.genCount }).from(users).where(eq(users.id, userId)))[0]?.n;

describe('runGeneration (no HTTP: automation and 지식iN drafts call it)', () => {
  it('spends one generation, streams to the sink, and saves the post', async () => {
    const before = await genCount();
    const events: GenerationEvent[] = [];
    const result = await runGeneration({ ...t.deps, llm: instantLlm('# 부산 맛집 열 곳\n\n본문') }, { owner: { kind: 'user', userId }, input }, { send: async (e) => void events.push(e) });
    expect(result).toMatchObject({ status: 'completed', title: '부산 맛집 열 곳', refunded: false });
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'done']);
    expect(await genCount()).toBe((before ?? 0) - 1);
    const [row] = await t.db.select().from(generations).where(eq(generations.id, result.id));
    expect(row?.status).toBe('completed');
  });

  it('refunds when the provider fails, and reports the failure in Korean', async () => {
    const before = await genCount();
    const failing = {
      ...instantLlm(),
      stream: () => ({
        text: (async function* () {
          yield '# 반쯤';
          throw new Error('socket hang up');
        })(),
        usage: () => ({ inputTokens: null, outputTokens: null }),
      }),
    };
    const result = await runGeneration({ ...t.deps, llm: failing }, { owner: { kind: 'user', userId }, input });
    expect(result.status).toBe('failed');
    expect(result.refunded).toBe(true);
    if (result.status === 'failed') expect(result.message).toMatch(/[가-힣]/);
    expect(await genCount()).toBe(before);
  });
});
