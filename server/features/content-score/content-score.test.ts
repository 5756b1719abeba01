import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_SCORE_CAP } from '@contracts/content-score';
import { FILLED_POST, KEYWORD, OTHER_POST, QUESTIONS, SKELETON_POST, SUB_KEYWORDS, TOPICS } from '@contracts/testing/content-score-posts';
import { rateLimit } from '../../db/schema';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { limits } from './content-score.limits';
import { checkContent } from './content-score.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  content: FILLED_POST,
  keyword: KEYWORD,
  subKeywords: SUB_KEYWORDS,
  research: { questions: QUESTIONS, topics: TOPICS },
  ...overrides,
});

async function visitor() {
  const client = createClient(t);
  await client.post('/api/visitors');
  return client;
}

async function member() {
  const client = createClient(t);
  const { user } = await signUpAndLogin(client);
  return { client, userId: user.id };
}

/** Writes a post with the offline writer and waits for it to finish; returns its id. */
async function generate(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/generations', { keyword: KEYWORD, subKeywords: SUB_KEYWORDS, length: 'short', ...overrides });
  expect(res.status).toBe(200);
  const events = parseSse(res.body as string);
  expect(events.at(-1)?.event).toBe('done');
  return events[0]?.data.id as string;
}

/** A post of the member's history holding `content` (written, then edited to it). */
async function postWith(client: TestClient, content: string) {
  const id = await generate(client);
  expect((await client.patch(`/api/generations/${id}`, { content })).status).toBe(200);
  return id;
}

// The same post with a few sentences reworded: what reposting last month's post looks like.
const REWORDED = FILLED_POST.replace('지난달 부모님과 함께', '올봄에 부모님을 모시고').replace('갈치조림을 먹었고', '고등어구이를 먹었고').replace('이번 여행에서 가장 잘한 선택', '가장 만족스러운 결정');

describe('POST /api/generations/score', () => {
  it("scores a visitor's text: every item, the overlap check run on their own history, no warnings", async () => {
    const client = await visitor();
    const res = await client.post('/api/generations/score', body());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 100, ready: true, slotsLeft: 0, warnings: [] });
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([
      'slots', 'keyword-title', 'keyword-intro', 'keyword-heading', 'keyword-density', 'length', 'topics', 'questions', 'sub-keywords', 'self-overlap',
    ]);
    expect(res.body.items.at(-1)).toMatchObject({ label: '내 이전 글과 겹치는 정도', status: 'pass', got: 10, possible: 10, hint: '비교할 내 이전 글이 아직 없어요.' });
    expect(Date.parse(res.body.scoredAt)).toBeGreaterThan(Date.now() - 60_000);

    const skeleton = await client.post('/api/generations/score', body({ content: SKELETON_POST }));
    expect(skeleton.body).toMatchObject({ ready: false, slotsLeft: 7 });
    expect(skeleton.body.score).toBeLessThanOrEqual(SLOT_SCORE_CAP);
  });

  it("warns about a member's near-identical earlier post, not about another member's identical post or the post itself", async () => {
    const { client: author } = await member();
    const earlier = await postWith(author, FILLED_POST);
    await postWith(author, OTHER_POST);
    const warned = await author.post('/api/generations/score', body({ content: REWORDED }));
    expect(warned.status).toBe(200);
    expect(warned.body.warnings).toEqual([expect.objectContaining({ code: 'OVERLAPS_OWN_POST', generationId: earlier, title: '제주도 여행 코스 3박 4일, 동쪽에서 서쪽으로 돈 실제 일정' })]);
    expect(warned.body.warnings[0].share).toBeGreaterThanOrEqual(0.6);
    expect(warned.body.warnings[0].message).toMatch(/^내 이전 글 '.+'과 문장이 \d+% 겹쳐요/);
    expect(warned.body.items.find((i: { id: string }) => i.id === 'self-overlap')).toMatchObject({ status: 'fail', got: 0 });
    expect(warned.body.ready).toBe(false);

    // Editing that same post is not a copy of itself.
    const itself = await author.post('/api/generations/score', body({ content: REWORDED, generationId: earlier }));
    expect(itself.body.warnings).toEqual([]);
    expect(itself.body.items.find((i: { id: string }) => i.id === 'self-overlap')).toMatchObject({ status: 'pass', hint: expect.stringMatching(/^내 이전 글 \d+개와/) });

    // Another member's identical post is never read.
    const { client: stranger } = await member();
    const theirs = await stranger.post('/api/generations/score', body({ content: FILLED_POST }));
    expect(theirs.body.warnings).toEqual([]);
    expect(theirs.body.ready).toBe(true);
  });

  it('refuses bad input with Korean messages', async () => {
    const client = await visitor();
    for (const [overrides, message] of [
      [{ keyword: '' }, '키워드를 입력해주세요.'],
      [{ keyword: '가'.repeat(101) }, '키워드는 100자 이내로 입력해주세요.'],
      [{ subKeywords: ['1', '2', '3', '4', '5', '6'] }, '보조 키워드는 5개까지 입력할 수 있습니다.'],
      [{ research: { questions: Array.from({ length: 11 }, (_, i) => `질문 ${i}`), topics: [] } }, '질문은 10개까지 고를 수 있습니다.'],
      [{ research: { questions: [], topics: ['가'.repeat(61)] } }, '주제는 각각 60자 이내여야 합니다.'],
      [{ content: '가'.repeat(100_001) }, '글이 너무 깁니다.'],
      [{ title: '가'.repeat(201) }, '제목은 200자 이내로 입력해주세요.'],
      [{ generationId: '12' }, '글 번호가 올바르지 않습니다.'],
      [{ content: 42 }, '요청 형식이 올바르지 않습니다.'],
    ] as const) {
      const res = await client.post('/api/generations/score', body(overrides));
      expect(res.status, message).toBe(400);
      expect(res.body.error).toEqual({ code: 'INVALID_INPUT', message });
    }
  });

  it('asks a browser with neither session nor visitor to reload', async () => {
    const res = await createClient(t).post('/api/generations/score', body());
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('방문자 정보를 확인할 수 없습니다. 페이지를 새로고침해주세요.');
  });

  it('limits each client, with a Korean 429', async () => {
    const { client, userId } = await member();
    expect((await client.post('/api/generations/score', body())).status).toBe(200);
    // The window full, as after the editor asked the limit's worth of times.
    await t.db.update(rateLimit).set({ count: limits.scoresPerOwner.max }).where(eq(rateLimit.key, `score:user:${userId}`));
    const res = await client.post('/api/generations/score', body());
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    expect(Number(res.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Counted before the body is read: a bad body still meets the limit.
    expect((await client.post('/api/generations/score', { keyword: '' })).status).toBe(429);
    expect((await (await member()).client.post('/api/generations/score', body())).status).toBe(200);
  });
});

describe('checkContent', () => {
  const top = ['제주도 3박4일 여행코스 총정리 (렌트카 일정 포함)', '뚜벅이 제주도 여행 버스로 다니는 3박4일 코스', '제주도 가볼만한곳 베스트 20 (2024년 최신)'];
  const deps = () => ({ db: t.db, getTopTitles: async (keyword: string) => (keyword === KEYWORD ? top : []) });
  const owner = { kind: 'visitor' as const, visitorId: 'nobody' };

  it('warns when the title looks copied from one of the keyword\'s top-10 titles', async () => {
    const copied = FILLED_POST.replace(/^# .+$/m, '# 제주도 3박 4일 여행 코스 총정리 (렌트카 일정 포함!)');
    const report = await checkContent(deps(), { owner, input: { content: copied, keyword: KEYWORD } });
    expect(report.warnings).toEqual([expect.objectContaining({ code: 'TITLE_LIKE_TOP_POST', title: top[0] })]);
    expect(report.items.find((i) => i.id === 'title-similarity')).toMatchObject({ status: 'warn', got: 0 });
    const own = await checkContent(deps(), { owner, input: { content: FILLED_POST, keyword: KEYWORD } });
    expect(own.warnings).toEqual([]);
    expect(own.items.find((i) => i.id === 'title-similarity')).toMatchObject({ status: 'pass', got: 10 });
    // A title given apart from the text is the one compared.
    const given = await checkContent(deps(), { owner, input: { content: FILLED_POST, title: top[1], keyword: KEYWORD } });
    expect(given.warnings.map((w) => w.code)).toEqual(['TITLE_LIKE_TOP_POST']);
    // No top titles known for the keyword: the item is left out rather than passed.
    const unknown = await checkContent(deps(), { owner, input: { content: copied, keyword: '다른 키워드' } });
    expect(unknown.items.some((i) => i.id === 'title-similarity')).toBe(false);
  });
});

describe('the score in history', () => {
  it('is stored when a generation completes, and a second identical draft is warned about the first', async () => {
    const client = await visitor();
    const first = await generate(client);
    const detail = (await client.get(`/api/generations/${first}`)).body;
    expect(detail.contentScore).toMatchObject({ slotsLeft: (detail.content.match(/\[직접\s*작성/g) ?? []).length, warnings: [] });
    expect(detail.contentScore.score).toBeGreaterThanOrEqual(0);
    expect(detail.contentScore.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining(['slots', 'keyword-title', 'sub-keywords', 'self-overlap']));

    // The offline writer writes the same draft for the same input: the member's own duplicate.
    const second = await generate(client);
    const again = (await client.get(`/api/generations/${second}`)).body;
    expect(again.content).toBe(detail.content);
    expect(again.contentScore.warnings).toEqual([expect.objectContaining({ code: 'OVERLAPS_OWN_POST', generationId: first, share: 1 })]);
    expect(again.contentScore.ready).toBe(false);
  });

  it('is recomputed and stored when the member saves an edit', async () => {
    const { client } = await member();
    const id = await generate(client);
    const edited = await client.patch(`/api/generations/${id}`, { content: FILLED_POST });
    expect(edited.body.contentScore).toMatchObject({ score: 100, ready: true, slotsLeft: 0 });
    expect((await client.get(`/api/generations/${id}`)).body.contentScore).toEqual(edited.body.contentScore);

    const skeleton = await client.patch(`/api/generations/${id}`, { content: SKELETON_POST });
    expect(skeleton.body.contentScore).toMatchObject({ ready: false, slotsLeft: 7 });
    expect(skeleton.body.contentScore.score).toBeLessThanOrEqual(SLOT_SCORE_CAP);
    const stored = (await client.get(`/api/generations/${id}`)).body.contentScore;
    expect(stored.items.find((i: { id: string }) => i.id === 'slots').hint).toMatch(/^발행 전 채울 곳 7개/);

    // A new title alone is scored too.
    const retitled = await client.patch(`/api/generations/${id}`, { title: '3박 4일 일정 정리' });
    expect(retitled.body.contentScore.items.find((i: { id: string }) => i.id === 'keyword-title')).toMatchObject({ status: 'fail' });
  });
});
