import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, kinSearchCache, users } from '../../db/schema';
import type { Llm } from '../../integrations/llm/llm';
import { createClient } from '../../testing/browser-client';
import { signedInAdmin, signUpAndLogin } from '../../testing/factories';
import { type NaverOpenApiFake, startNaverOpenApiFake } from '../../testing/fakes/naver-fakes';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixedBriefs } from '../../testing/writer-briefs';

const HUB = { keyId: 'hub-id', key: 'hub-key' };
const LEGACY = { clientId: 'legacy-id', clientSecret: 'legacy-secret' };
let naver: NaverOpenApiFake;
let hub: TestApp;
let legacy: TestApp;
const prompts: string[] = [];

// A model that records what it was asked and answers at once.
const recordingLlm: Llm = {
  provider: 'openai-compatible',
  model: 'recording',
  offline: false,
  stream: (args) => {
    prompts.push(args.prompt);
    return {
      text: (async function* () {
        yield '# 답변 초안\n\n캠핑 의자는 ';
        yield '무게와 높이를 먼저 보세요.';
      })(),
      usage: () => ({ inputTokens: 30, outputTokens: 12 }),
    };
  },
  titles: async () => [],
  section: async () => '',
  complete: async () => '',
};

beforeAll(async () => {
  naver = await startNaverOpenApiFake({ hub: HUB, legacy: LEGACY, maxPerSecond: 1000 });
  hub = await createTestApp({ NAVER_SEARCH_BASE_URL: naver.url, NAVER_API_HUB_KEY_ID: HUB.keyId, NAVER_API_HUB_KEY: HUB.key, WELCOME_BONUS_CREDITS: '0' }, { llm: recordingLlm });
  legacy = await createTestApp({ NAVER_SEARCH_API: 'legacy', NAVER_SEARCH_BASE_URL: naver.url, NAVER_CLIENT_ID: LEGACY.clientId, NAVER_CLIENT_SECRET: LEGACY.clientSecret });
});
afterAll(async () => {
  await hub.close();
  await legacy.close();
  await naver.close();
});

const kinCalls = () => naver.calls.filter((c) => c.path.includes('kin')).length;
const search = (t: TestApp, params: Record<string, string>, client = createClient(t)) => client.get(`/api/kin/search?${new URLSearchParams(params)}`);

describe('GET /api/kin/search', () => {
  it('searches KnowledgeiN through NAVER API HUB and keeps Naver’s <b> marks for the page to highlight', async () => {
    const before = naver.calls.length;
    const res = await search(hub, { q: '캠핑 의자', sort: 'date', start: '11', display: '20' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ query: '캠핑 의자', sort: 'date', start: 11, display: 20, cached: false });
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.items).toHaveLength(20);
    expect(res.body.items[0].title).toContain('<b>캠핑</b> <b>의자</b>');
    expect(res.body.items[0].link).toMatch(/^https:\/\/kin\.naver\.com\/qna\/detail\.naver\?/);
    expect(naver.calls.slice(before)).toEqual([{ path: '/search/v1/kin', mode: 'hub' }]);
  });

  it('searches through the legacy developer centre when NAVER_SEARCH_API=legacy', async () => {
    const before = naver.calls.length;
    const res = await search(legacy, { q: '제주 여행', sort: 'point' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sort: 'point', start: 1, display: 10 });
    expect(res.body.items).toHaveLength(10);
    expect(naver.calls.slice(before)).toEqual([{ path: '/v1/search/kin.json', mode: 'legacy' }]);
  });

  it('answers the same query from the cache for 10 minutes, then asks Naver again', async () => {
    const first = await search(hub, { q: '강아지  사료' });
    const calls = kinCalls();
    const again = await search(hub, { q: '강아지 사료' });
    expect(again.body).toMatchObject({ cached: true, fetchedAt: first.body.fetchedAt });
    expect(again.body.items).toEqual(first.body.items);
    expect(kinCalls()).toBe(calls);
    // Another sort or page is another query.
    expect((await search(hub, { q: '강아지 사료', sort: 'point' })).body.cached).toBe(false);
    expect(kinCalls()).toBe(calls + 1);
    // Eleven minutes later the answer is stale.
    await hub.db.update(kinSearchCache).set({ fetchedAt: new Date(Date.now() - 11 * 60_000) });
    const later = await search(hub, { q: '강아지 사료' });
    expect(later.body.cached).toBe(false);
    expect(kinCalls()).toBe(calls + 2);
  });

  it('refuses bad input with a Korean 400 before calling Naver', async () => {
    const calls = kinCalls();
    const cases: Array<[Record<string, string>, string]> = [
      [{ q: '  ' }, '검색어를 입력해주세요.'],
      [{ q: '캠핑', display: '101' }, '한 번에 1~100개까지 볼 수 있습니다.'],
      [{ q: '캠핑', display: '0' }, '한 번에 1~100개까지 볼 수 있습니다.'],
      [{ q: '캠핑', start: '1001' }, '1000번째 결과까지만 볼 수 있습니다.'],
      [{ q: '캠핑', start: 'abc' }, '1000번째 결과까지만 볼 수 있습니다.'],
      [{ q: '캠핑', sort: 'popular' }, '정렬은 정확도순, 최신순, 추천순 중에서 골라주세요.'],
      [{ q: '가'.repeat(101) }, '검색어는 100자 이내로 입력해주세요.'],
    ];
    for (const [params, message] of cases) {
      const res = await search(hub, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(kinCalls()).toBe(calls);
  });

  it('limits visitors per client address', async () => {
    const client = createClient(hub);
    for (let i = 0; i < 20; i += 1) expect((await search(hub, { q: `한도 시험 ${i % 3}` }, client)).status).toBe(200);
    const limited = await search(hub, { q: '한도 시험' }, client);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect((await search(hub, { q: '한도 시험' })).status).toBe(200);
  });

  it('names exactly the settings that are missing to an admin, and tells everyone else in plain words', async () => {
    const admin = 'kin-admin@geulbit.kr';
    const bare = await createTestApp({ NAVER_SEARCH_API: 'legacy', NAVER_CLIENT_ID: 'only-the-id', NAVER_SEARCH_BASE_URL: naver.url, ADMIN_EMAILS: admin });
    try {
      const plain = '지금은 지식iN 검색을 쓸 수 없어요. 네이버 검색 연결이 준비되면 바로 쓸 수 있습니다.';
      const member = createClient(bare);
      await signUpAndLogin(member);
      for (const client of [createClient(bare), member]) {
        expect((await client.get('/api/kin/status')).body).toEqual({ ready: false, mode: 'legacy', missing: [], message: plain });
      }
      const status = await (await signedInAdmin(bare, admin)).get('/api/kin/status');
      expect(status.body).toEqual({
        ready: false,
        mode: 'legacy',
        missing: ['NAVER_CLIENT_SECRET'],
        message: '서버에 NAVER_CLIENT_SECRET 설정이 없어 지식iN을 검색할 수 없습니다.',
      });
      const res = await search(bare, { q: '캠핑' });
      expect(res.status).toBe(503);
      expect(res.body.error).toEqual({ code: 'KIN_NOT_CONFIGURED', message: plain });
    } finally {
      await bare.close();
    }
    const hubStatus = await createClient(legacy).get('/api/kin/status');
    expect(hubStatus.body).toMatchObject({ ready: true, missing: [], message: null });
  });

  it('passes Naver’s refusal on as a Korean error', async () => {
    const wrong = await createTestApp({ NAVER_SEARCH_BASE_URL: naver.url, NAVER_API_HUB_KEY_ID: HUB.keyId, NAVER_API_HUB_KEY: 'wrong-key' });
    try {
      const res = await search(wrong, { q: '캠핑' });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('네이버 검색 API 인증에 실패했습니다. 서버의 API 키 설정을 확인해주세요.');
    } finally {
      await wrong.close();
    }
  });
});

const QUESTION = {
  link: 'https://kin.naver.com/qna/detail.naver?d1id=8&dirId=80101&docId=123456789',
  title: '<b>캠핑</b> <b>의자</b> 추천 부탁드려요',
  description: '&quot;가벼운&quot; <b>캠핑</b> 의자를 찾고 있어요 &lt;초보&gt;',
};

describe('POST /api/kin/drafts', () => {
  it('needs sign-in', async () => {
    const res = await createClient(hub).post('/api/kin/drafts', QUESTION);
    expect(res.status).toBe(401);
  });

  it('streams an answer from the generator, spends one generation and saves the draft to history', async () => {
    const client = createClient(hub);
    const { user } = await signUpAndLogin(client);
    const [before] = await hub.db.select({ genCount: users.genCount }).from(users).where(eq(users.id, user.id));
    const res = await client.post('/api/kin/drafts', QUESTION);
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(res.body as string);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'done']);
    expect(events[0]?.data.remaining.genCount).toBe((before?.genCount ?? 0) - 1);
    const [row] = await hub.db.select().from(generations).where(eq(generations.ownerUserId, user.id));
    expect(row).toMatchObject({ keyword: '캠핑 의자 추천 부탁드려요', status: 'completed', content: '# 답변 초안\n\n캠핑 의자는 무게와 높이를 먼저 보세요.' });
    expect(row?.input).toMatchObject({ contentType: 'info', length: 'short', options: { faq: false } });
    // The question reaches the model as plain text, fenced as data.
    const prompt = prompts.at(-1) ?? '';
    expect(prompt).toContain('질문 제목: 캠핑 의자 추천 부탁드려요');
    expect(prompt).toContain('질문 내용: "가벼운" 캠핑 의자를 찾고 있어요 ‹초보›');
    expect(prompt).not.toContain('<b>');
    const history = await client.get('/api/generations');
    expect(history.body.items[0]).toMatchObject({ id: row?.id, keyword: '캠핑 의자 추천 부탁드려요' });
  });

  it('writes with the research brief of the search that found the question, and without one when there is none', async () => {
    const brief = {
      keyword: '캠핑 의자',
      topPosts: [{ title: '캠핑 의자 추천 TOP 5', description: '무게와 높이로 고른 캠핑 의자' }],
      questions: [{ title: '캠핑 의자 로우체어 하이체어 차이', description: '' }],
      topics: [{ text: '로우체어', count: 5 }],
    };
    const briefs = fixedBriefs([], [brief]);
    const t = await createTestApp({ WELCOME_BONUS_CREDITS: '0' }, { llm: recordingLlm, briefs: briefs.source });
    try {
      const client = createClient(t);
      const { user } = await signUpAndLogin(client);
      expect((await client.post('/api/kin/drafts', { ...QUESTION, keyword: '캠핑 의자' })).status).toBe(200);
      expect(briefs.calls).toEqual([{ kind: 'fetch', keyword: '캠핑 의자', owner: { kind: 'user', userId: user.id }, background: false }]);
      const prompt = prompts.at(-1) ?? '';
      expect(prompt).toContain('질문 제목: 캠핑 의자 추천 부탁드려요');
      expect(prompt).toContain('<research>');
      expect(prompt).toContain('- 캠핑 의자 로우체어 하이체어 차이');
      expect(prompt).toContain('<topics>로우체어(5)</topics>');
      // Without the search's keyword, the question's own title is looked up (and nothing is found).
      expect((await client.post('/api/kin/drafts', QUESTION)).status).toBe(200);
      expect(briefs.calls.at(-1)).toMatchObject({ kind: 'fetch', keyword: '캠핑 의자 추천 부탁드려요' });
      expect(prompts.at(-1)).not.toContain('<research>');
    } finally {
      await t.close();
    }
  });

  it('refuses a member with no generations and no credits, like the write page', async () => {
    const client = createClient(hub);
    const { user } = await signUpAndLogin(client);
    await hub.db.update(users).set({ genCount: 0 }).where(eq(users.id, user.id));
    const res = await client.post('/api/kin/drafts', QUESTION);
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('INSUFFICIENT_CREDITS');
    expect(await hub.db.select().from(generations).where(eq(generations.ownerUserId, user.id))).toEqual([]);
  });

  it('drafts only for KnowledgeiN questions', async () => {
    const client = createClient(hub);
    await signUpAndLogin(client);
    const res = await client.post('/api/kin/drafts', { ...QUESTION, link: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('지식iN 질문 주소(https://kin.naver.com/…)가 아닙니다.');
  });
});

describe('/api/kin/bookmarks', () => {
  it('needs sign-in', async () => {
    const visitor = createClient(hub);
    expect((await visitor.get('/api/kin/bookmarks')).status).toBe(401);
    expect((await visitor.post('/api/kin/bookmarks', { ...QUESTION, note: '메모' })).status).toBe(401);
  });

  it('keeps bookmarks with a note, newest first, one per question, and removes them', async () => {
    const client = createClient(hub);
    await signUpAndLogin(client);
    const second = { ...QUESTION, link: `${QUESTION.link}0`, title: '두 번째 질문' };
    const a = await client.post('/api/kin/bookmarks', { ...QUESTION, note: '주말에 답하기' });
    expect(a.status).toBe(201);
    expect(a.body.bookmark).toMatchObject({ link: QUESTION.link, note: '주말에 답하기', title: QUESTION.title });
    await new Promise((r) => setTimeout(r, 5));
    expect((await client.post('/api/kin/bookmarks', second)).status).toBe(201);
    // Bookmarking the same question again updates its note, it does not add a row.
    const again = await client.post('/api/kin/bookmarks', { ...QUESTION, note: '오늘 답하기' });
    expect(again.status).toBe(200);
    expect(again.body.bookmark.id).toBe(a.body.bookmark.id);
    const list = await client.get('/api/kin/bookmarks');
    expect(list.body.bookmarks.map((b: { title: string; note: string }) => [b.title, b.note])).toEqual([
      ['두 번째 질문', ''],
      [QUESTION.title, '오늘 답하기'],
    ]);
    const edited = await client.patch(`/api/kin/bookmarks/${a.body.bookmark.id}`, { note: '답변 완료' });
    expect(edited.body.bookmark.note).toBe('답변 완료');
    expect((await client.delete(`/api/kin/bookmarks/${a.body.bookmark.id}`)).status).toBe(200);
    expect((await client.get('/api/kin/bookmarks')).body.bookmarks).toHaveLength(1);
  });

  it('refuses other sites’ links, long notes, and another member’s bookmarks', async () => {
    const owner = createClient(hub);
    await signUpAndLogin(owner);
    const bad = await owner.post('/api/kin/bookmarks', { ...QUESTION, link: 'https://evil.example/kin.naver.com' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('지식iN 질문 주소(https://kin.naver.com/…)가 아닙니다.');
    const long = await owner.post('/api/kin/bookmarks', { ...QUESTION, note: '가'.repeat(501) });
    expect(long.body.error.message).toBe('메모는 500자 이내로 입력해주세요.');
    const { body } = await owner.post('/api/kin/bookmarks', QUESTION);
    const other = createClient(hub);
    await signUpAndLogin(other);
    expect((await other.delete(`/api/kin/bookmarks/${body.bookmark.id}`)).status).toBe(404);
    expect((await other.patch(`/api/kin/bookmarks/${body.bookmark.id}`, { note: 'x' })).status).toBe(404);
    expect((await owner.get('/api/kin/bookmarks')).body.bookmarks).toHaveLength(1);
  });
});
