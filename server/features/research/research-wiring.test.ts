import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { type NaverOpenApiFake, startNaverOpenApiFake } from '../../testing/fakes/naver-fakes';
import { JEJU_KEYWORD } from '../../testing/fakes/naver-search-fixtures';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The app as it is built for production: the writer and the content score read the research feature's
// cached brief, which the write page's panel fetched from (here) a local Naver Search fake.
const HUB = { keyId: 'hub-id', key: 'hub-key' };
let naver: NaverOpenApiFake;
let t: TestApp;

beforeAll(async () => {
  naver = await startNaverOpenApiFake({ hub: HUB, legacy: { clientId: 'c', clientSecret: 's' }, maxPerSecond: 10_000 });
  t = await createTestApp({ NAVER_SEARCH_BASE_URL: naver.url, NAVER_API_HUB_KEY_ID: HUB.keyId, NAVER_API_HUB_KEY: HUB.key });
});
afterAll(async () => {
  await t.close();
  await naver.close();
});

const faqOf = (md: string) => {
  const start = md.indexOf('\n## 자주 묻는 질문\n');
  const next = md.indexOf('\n## ', start + 1);
  return md
    .slice(start, next < 0 ? undefined : next)
    .split('\n')
    .filter((l) => l.startsWith('### '))
    .map((l) => l.slice(4));
};

describe('the research brief behind the writer and the score', () => {
  it('writes the FAQ from the questions Naver showed for the keyword, without asking Naver again', async () => {
    const client = createClient(t);
    await client.post('/api/visitors');
    const brief = await client.get(`/api/research/brief?keyword=${encodeURIComponent(JEJU_KEYWORD)}`);
    expect(brief.status).toBe(200);
    expect(brief.body.available).toBe(true);
    const searches = naver.searches.length;

    const res = await client.post('/api/generations', { keyword: JEJU_KEYWORD, length: 'medium', platform: 'naver' });
    const id = parseSse(res.body as string)[0]?.data.id as string;
    const [row] = await t.db.select().from(generations).where(eq(generations.id, id));
    const questions = (brief.body.questions as { title: string }[]).map((q) => q.title);
    expect(questions.length).toBeGreaterThan(0);
    expect(faqOf(row!.content)).toEqual(questions.slice(0, faqOf(row!.content).length));
    expect(faqOf(row!.content).length).toBeGreaterThanOrEqual(Math.min(3, questions.length));
    expect(naver.searches.length).toBe(searches);
  });

  it('warns when the title copies one of the top posts the brief saw', async () => {
    const client = createClient(t);
    await client.post('/api/visitors');
    const brief = await client.get(`/api/research/brief?keyword=${encodeURIComponent(JEJU_KEYWORD)}`);
    const topTitle = brief.body.topPosts[0].title as string;
    const body = { content: `# ${topTitle}\n\n${JEJU_KEYWORD} 이야기를 씁니다.`, title: topTitle, keyword: JEJU_KEYWORD };
    const copied = await client.post('/api/generations/score', body);
    expect(copied.status).toBe(200);
    expect(copied.body.warnings.map((w: { code: string }) => w.code)).toContain('TITLE_LIKE_TOP_POST');
    const own = await client.post('/api/generations/score', { ...body, title: '우리 가족 겨울 제주, 사흘 동안 걸은 길' });
    expect(own.body.warnings.map((w: { code: string }) => w.code)).not.toContain('TITLE_LIKE_TOP_POST');
  });
});
