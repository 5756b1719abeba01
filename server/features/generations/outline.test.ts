import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generations } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { type FakeLlmServer, startFakeOpenAI } from '../../testing/fakes/openai-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixedBriefs, JEJU_BRIEF } from '../../testing/writer-briefs';
import { limits } from './generations.limits';

const JEJU = '제주도 3박 4일 여행 코스';
const LONG_QUESTION = `캠핑 의자 ${'어떤 걸 사야 할지 정말 모르겠어요 '.repeat(6)}`.trim();
const CAMPING_BRIEF = { keyword: '캠핑 의자', topPosts: [], questions: [{ title: LONG_QUESTION, description: '' }], topics: [] };
const body = { keyword: JEJU, contentType: 'info', length: 'medium', research: { questions: ['제주 3박 4일 경비 얼마나 드나요'], topics: ['렌터카'] } };
type Heading = { level: number; text: string };

async function visitor(t: TestApp) {
  const client = createClient(t);
  await client.post('/api/visitors');
  const genCount = async () => (await client.get('/api/session')).body.visitor.gen_cnt as number;
  return { client, genCount };
}

describe('POST /api/generations/outline offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { briefs: fixedBriefs([JEJU_BRIEF, CAMPING_BRIEF]).source });
  });
  afterAll(() => t.close());

  it('answers the H2/H3 headings the post would follow, from the brief and the ticked questions and topics', async () => {
    const { client } = await visitor(t);
    const res = await client.post('/api/generations/outline', body);
    expect(res.status).toBe(200);
    expect(res.body.offline).toBe(true);
    const outline = res.body.outline as Heading[];
    for (const h of outline) {
      expect([2, 3]).toContain(h.level);
      expect(h.text.length).toBeGreaterThan(0);
    }
    expect(outline[0]?.level).toBe(2);
    expect(outline).toContainEqual({ level: 2, text: `${JEJU} 렌터카` });
    const faq = outline.findIndex((h) => h.text === '자주 묻는 질문');
    expect(outline[faq + 1]).toEqual({ level: 3, text: '제주 3박 4일 경비 얼마나 드나요' });
    expect(outline.at(-1)).toEqual({ level: 2, text: '마무리' });
  });

  it('answers headings the write form can send back as they are, even from a question too long for a heading', async () => {
    const { client } = await visitor(t);
    const { body: reply } = await client.post('/api/generations/outline', { keyword: '캠핑 의자', contentType: 'review' });
    const outline = reply.outline as Heading[];
    expect(LONG_QUESTION.length).toBeGreaterThan(100);
    expect(outline).toContainEqual({ level: 3, text: LONG_QUESTION.slice(0, 100).trim() });
    const res = await client.post('/api/generations', { keyword: '캠핑 의자', contentType: 'review', outline });
    expect(res.status).toBe(200);
  });

  it('spends no generation and writes no post', async () => {
    const { client, genCount } = await visitor(t);
    const before = await genCount();
    const rows = async () => (await t.db.select({ id: generations.id }).from(generations)).length;
    const posts = await rows();
    for (let i = 0; i < 3; i++) expect((await client.post('/api/generations/outline', body)).status).toBe(200);
    expect(await genCount()).toBe(before);
    expect(await rows()).toBe(posts);
  });

  it('is limited like title suggestions, with a Korean 429', async () => {
    const { client } = await visitor(t);
    const statuses: number[] = [];
    for (let i = 0; i <= limits.outlinesPerOwner.max; i++) statuses.push((await client.post('/api/generations/outline', body)).status);
    expect(limits.outlinesPerOwner).toEqual(limits.titlesPerOwner);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await client.post('/api/generations/outline', body);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/[가-힣]/);
    // Title suggestions keep their own count.
    expect((await client.post('/api/generations/titles', body)).status).toBe(200);
  });

  it('refuses a bad request with a Korean 400', async () => {
    const { client } = await visitor(t);
    const res = await client.post('/api/generations/outline', { ...body, research: { questions: Array.from({ length: 11 }, (_, i) => `질문 ${i}`), topics: [] } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('질문은 10개까지 고를 수 있습니다.');
  });
});

describe('POST /api/generations/outline with a model', () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.url, LLM_MODEL: 'fake' }, { briefs: fixedBriefs([JEJU_BRIEF]).source });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('asks for JSON headings in one cheap call and answers them checked, with the ticked question kept', async () => {
    fake.setScript({ chunks: ['```json\n[{"level":2,"text":"제주 렌터카 동선"},{"level":3,"text":"첫날"},{"level":2,"text":"마무리"}]\n```'] });
    const { client } = await visitor(t);
    const res = await client.post('/api/generations/outline', body);
    expect(res.body).toEqual({
      offline: false,
      outline: [
        { level: 2, text: '제주 렌터카 동선' },
        { level: 3, text: '첫날' },
        { level: 2, text: '자주 묻는 질문' },
        { level: 3, text: '제주 3박 4일 경비 얼마나 드나요' },
        { level: 2, text: '마무리' },
      ],
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.stream).not.toBe(true);
    expect(fake.requests[0]?.body.max_tokens).toBe(900);
    const user = (fake.requests[0]?.body.messages as { content: string }[])[1]?.content ?? '';
    expect(user).toContain('<faq_questions>\n제주 3박 4일 경비 얼마나 드나요\n</faq_questions>');
    expect(user).toContain('<research>');
  });

  it('answers the offline outline when the model’s answer is not the JSON asked for', async () => {
    fake.setScript({ chunks: ['목차는 다음과 같습니다: 1. 소개 2. 본론'] });
    const { client } = await visitor(t);
    const res = await client.post('/api/generations/outline', body);
    expect(res.status).toBe(200);
    expect(res.body.offline).toBe(false);
    expect(res.body.outline).toContainEqual({ level: 2, text: `${JEJU} 렌터카` });
  });

  it('turns a provider failure into a Korean 502', async () => {
    fake.setScript({ chunks: ['x'], failures: [500, 500, 500] });
    const { client } = await visitor(t);
    const res = await client.post('/api/generations/outline', body);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/[가-힣]/);
  });
});
