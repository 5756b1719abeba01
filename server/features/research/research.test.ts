import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { naverSearchBudget, researchBriefs } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { signedInAdmin, signUpAndLogin } from '../../testing/factories';
import { fakeKeywordList, fakePostdate, type NaverOpenApiFake, type NaverSearchAdFake, startNaverOpenApiFake, startNaverSearchAdFake } from '../../testing/fakes/naver-fakes';
import { DIET_KEYWORD, JEJU_KEYWORD } from '../../testing/fakes/naver-search-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { claimBrief, storeBrief } from './brief-cache';
import { getResearchBrief, peekResearchBrief } from './brief.service';
import { limits } from './research.limits';
import { messages } from './research.messages';

const HUB = { keyId: 'hub-id', key: 'hub-key' };
const ACCOUNT = { customerId: '7654321', accessLicense: '0100000000researchlicense', secretKey: 'AQAAAABresearchsecret==' };
const ADMIN_EMAIL = 'research-admin@example.kr';
let naver: NaverOpenApiFake;
let searchAd: NaverSearchAdFake;
let t: TestApp;

const naverSettings = (extra: Record<string, string> = {}) => ({
  NAVER_SEARCH_BASE_URL: naver.url,
  NAVER_SEARCHAD_BASE_URL: searchAd.url,
  NAVER_API_HUB_KEY_ID: HUB.keyId,
  NAVER_API_HUB_KEY: HUB.key,
  ADMIN_EMAILS: ADMIN_EMAIL,
  ...extra,
});

beforeAll(async () => {
  naver = await startNaverOpenApiFake({ hub: HUB, legacy: { clientId: 'c', clientSecret: 's' }, maxPerSecond: 10_000 });
  searchAd = await startNaverSearchAdFake({ accounts: [ACCOUNT], maxPerSecond: 100 });
  t = await createTestApp(naverSettings());
});
afterAll(async () => {
  await t.close();
  await naver.close();
  await searchAd.close();
});

const briefPath = (keyword: string) => `/api/research/brief?keyword=${encodeURIComponent(keyword)}`;
/** The fake's post date `daysAgo` days back, as the brief writes it. */
const dateAgo = (daysAgo: number) => fakePostdate(Date.now(), daysAgo).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
const searchesFor = (keyword: string) => naver.searches.filter((s) => s.query === keyword);

async function member(app: TestApp = t) {
  const client = createClient(app);
  const { user } = await signUpAndLogin(client);
  return { client, userId: user.id };
}

describe('GET /api/research/brief', () => {
  it("gathers what Naver shows for a keyword: top posts, count, 월간 발행량, questions, topics, freshness and crowding", async () => {
    const res = await createClient(t).get(briefPath(`  ${JEJU_KEYWORD.replace(/ /g, '   ')} `));
    expect(res.status).toBe(200);
    const brief = res.body;
    expect(brief).toMatchObject({
      available: true,
      keyword: JEJU_KEYWORD,
      cached: false,
      documentCount: 1_234_567,
      monthlyPublished: { count: 100, capped: true },
    });
    expect(brief.topPosts).toHaveLength(10);
    expect(brief.topPosts[0]).toEqual({
      title: '제주도 3박 4일 여행 코스 총정리 (동쪽 & 서쪽)',
      description: '제주도 3박 4일 여행 코스를 동쪽과 서쪽으로 나눠 정리했어요. 성산일출봉, 우도, 협재 해수욕장까지 렌트카 동선과 맛집을 함께 소개합니다.',
      link: 'https://blog.naver.com/travelcat/223456789012',
      bloggerName: '여행하는 고양이',
      postDate: dateAgo(12),
    });
    expect(brief.topPosts.map((p: { title: string }) => p.title)).toEqual([
      '제주도 3박 4일 여행 코스 총정리 (동쪽 & 서쪽)',
      '2박 3일 제주도 여행 코스 추천 | 렌트카 없이 뚜벅이 일정',
      '부모님과 함께한 제주도 여행 3박 4일 코스와 숙소 후기',
      '제주도 동쪽 여행 코스 우도 성산일출봉 하루 일정',
      '아이와 제주도 여행 "4박 5일" 코스 정리',
      '제주도 여행 코스 서쪽 애월 협재 카페 투어',
      '1박 2일 제주도 여행 코스 가성비 숙소 & 맛집',
      '겨울 제주도 여행 코스 한라산 눈꽃 산행과 귤 따기',
      '제주도 우도 여행 코스 전기자전거 <필수> 팁',
      '혼자 떠난 제주도 여행 3박 4일 코스와 경비',
    ]);
    expect(brief.topPosts.map((p: { postDate: string }) => p.postDate)).toEqual([12, 30, 45, 5, 70, 20, 95, 150, 8, 2].map(dateAgo));
    expect(brief.questions).toHaveLength(10);
    expect(brief.questions[0]).toEqual({
      title: '제주도 3박 4일 여행 코스 좀 봐주세요',
      description: '첫날 공항 도착해서 애월 쪽으로 가고 둘째 날 성산일출봉, 셋째 날 우도 가려고 하는데 동선이 괜찮은지 봐주세요.',
      link: 'https://kin.naver.com/qna/detail.naver?d1id=9&dirId=90201&docId=470100001',
    });
    expect(brief.questions[6].title).toBe('제주도 여행 경비 & 예산 얼마나 드나요');
    expect(brief.topics.slice(0, 4)).toEqual([
      { text: '맛집', count: 7 },
      { text: '협재 해수욕장', count: 4 },
      { text: '렌트카', count: 4 },
      { text: '3박 4일', count: 3 },
    ]);
    // Median: the older of the two middle dates (30 and 20 days ago).
    expect(brief.freshness).toEqual({ newest: dateAgo(2), median: dateAgo(30), favoursNew: true, verdict: messages.freshness.favoursNew(45) });
    expect(brief.crowding).toEqual({ level: 'high', verdict: messages.crowding.high('1,234,567', '100+') });
    expect(brief.subKeywords).toEqual({ available: false, reason: messages.subKeywordsVisitor, items: [] });
    expect(Date.now() - Date.parse(brief.fetchedAt)).toBeLessThan(60_000);
    expect(JSON.stringify(brief)).not.toMatch(/<\/?b>|&amp;|&quot;|&lt;/);
    // One set of upstream calls: the relevance top 10 (its total is the document count), the newest 100, 지식iN's top 10.
    expect(searchesFor(JEJU_KEYWORD)).toEqual([
      { api: 'blog', mode: 'hub', query: JEJU_KEYWORD, sort: 'sim', display: '10', start: '1' },
      { api: 'blog', mode: 'hub', query: JEJU_KEYWORD, sort: 'date', display: '100', start: '1' },
      { api: 'kin', mode: 'hub', query: JEJU_KEYWORD, sort: 'sim', display: '10', start: '1' },
    ]);
  });

  it('counts 월간 발행량 in the last 30 days only, and calls a slow, older keyword medium and not new-favouring', async () => {
    const { body } = await createClient(t).get(briefPath(DIET_KEYWORD));
    expect(body.monthlyPublished).toEqual({ count: 37, capped: false });
    expect(body.crowding).toEqual({ level: 'medium', verdict: messages.crowding.medium('48,000', '37') });
    expect(body.freshness).toMatchObject({ newest: dateAgo(15), median: dateAgo(90), favoursNew: false });
  });

  it('costs one set of upstream calls for two members within 24 hours, and a new set after them (fake clock)', async () => {
    const keyword = '강릉 카페 투어';
    const first = await member();
    const second = await member();
    const a = await first.client.get(briefPath(keyword));
    const b = await second.client.get(briefPath('강릉  카페 투어'.toUpperCase()));
    expect(a.body.cached).toBe(false);
    expect(b.body).toMatchObject({ cached: true, fetchedAt: a.body.fetchedAt, topPosts: a.body.topPosts, documentCount: a.body.documentCount });
    expect(searchesFor(keyword)).toHaveLength(3);

    const fetched = Date.parse(a.body.fetchedAt);
    const viewer = { kind: 'member', userId: second.userId } as const;
    const later = await getResearchBrief(t.deps, { keyword, viewer, now: new Date(fetched + 23 * 3_600_000) });
    expect(later).toMatchObject({ cached: true, fetchedAt: a.body.fetchedAt });
    expect(searchesFor(keyword)).toHaveLength(3);
    const nextDay = new Date(fetched + 24 * 3_600_000 + 60_000);
    const renewed = await getResearchBrief(t.deps, { keyword, viewer, now: nextDay });
    expect(renewed).toMatchObject({ cached: false, fetchedAt: nextDay.toISOString() });
    expect(searchesFor(keyword)).toHaveLength(6);
  });

  it('shares one set of calls among concurrent first requests', async () => {
    const keyword = '여수 밤바다 코스';
    const replies = await Promise.all(Array.from({ length: 6 }, () => createClient(t).get(briefPath(keyword))));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.fetchedAt)).size).toBe(1);
    expect(replies.filter((r) => r.body.cached === false)).toHaveLength(1);
    expect(searchesFor(keyword)).toHaveLength(3);
  });

  it.runIf(process.env.DATABASE_URL)('shares one set of calls between two instances on one PostgreSQL', async () => {
    const second = await openDatabase({ kind: 'postgres', url: t.dbUrl as string, poolSize: 2 });
    try {
      const keyword = '통영 섬 여행';
      const viewer = { kind: 'service' } as const;
      const briefs = await Promise.all([
        ...Array.from({ length: 3 }, () => getResearchBrief(t.deps, { keyword, viewer })),
        ...Array.from({ length: 3 }, () => getResearchBrief({ ...t.deps, db: second.db }, { keyword, viewer })),
      ]);
      expect(new Set(briefs.map((b) => (b.available ? b.fetchedAt : null))).size).toBe(1);
      expect(searchesFor(keyword)).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it("waits for another instance's claim instead of calling Naver, and takes over a claim that died", async () => {
    const keyword = '부산 해운대 맛집';
    const now = new Date();
    const claimId = await claimBrief(t.db, keyword, now);
    expect(claimId).not.toBeNull();
    expect(await claimBrief(t.db, keyword, now)).toBeNull();
    // Another instance holds the claim: this request waits for its brief.
    const waiting = createClient(t).get(briefPath(keyword));
    await new Promise((r) => setTimeout(r, 300));
    const facts = { ...(await peekOrFetch('다른 인스턴스 키워드')), keyword };
    await storeBrief(t.db, keyword, claimId as string, facts, now);
    const reply = await waiting;
    expect(reply.body).toMatchObject({ available: true, cached: true, fetchedAt: facts.fetchedAt, documentCount: facts.documentCount });
    expect(searchesFor(keyword)).toHaveLength(0);

    const dead = '광안리 야경';
    expect(await claimBrief(t.db, dead, new Date(Date.now() - 60_000))).not.toBeNull();
    const taken = await createClient(t).get(briefPath(dead));
    expect(taken.body).toMatchObject({ available: true, cached: false });
    expect(searchesFor(dead)).toHaveLength(3);
  });

  it('serves a cached brief without Naver (peek) and reads nothing upstream for it', async () => {
    expect(await peekResearchBrief(t.db, '처음 보는 키워드')).toBeNull();
    const fetched = await createClient(t).get(briefPath('Peek 키워드'));
    const calls = naver.searches.length;
    const peeked = await peekResearchBrief(t.db, ' peek  키워드 ');
    expect(peeked).toMatchObject({
      available: true,
      cached: true,
      fetchedAt: fetched.body.fetchedAt,
      documentCount: fetched.body.documentCount,
      subKeywords: { available: false },
    });
    expect(naver.searches.length).toBe(calls);
  });

  it('limits a member to 60 briefs an hour that call Naver, with a Korean 429; cached briefs stay free', async () => {
    const { client } = await member();
    await createClient(t).get(briefPath('이미 분석된 키워드'));
    for (let i = 0; i < limits.briefsPerMember.max; i += 1) {
      const res = await client.get(briefPath(`한도 시험 키워드 ${i}`));
      expect(res.status).toBe(200);
    }
    const over = await client.get(briefPath('한도 시험 키워드 넘침'));
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: 'RATE_LIMITED', message: messages.hourlyLimit(60) });
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(searchesFor('한도 시험 키워드 넘침')).toHaveLength(0);
    const cached = await client.get(briefPath('이미 분석된 키워드'));
    expect(cached.status).toBe(200);
    expect(cached.body.cached).toBe(true);
  });

  it('refuses a missing or too long keyword in Korean', async () => {
    const client = createClient(t);
    const missing = await client.get('/api/research/brief?keyword=%20%20');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('키워드를 입력해주세요.');
    const long = await client.get(briefPath('가'.repeat(61)));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('키워드는 60자 이내로 입력해주세요.');
  });
});

describe('related keywords from the member’s own Search Ad key', () => {
  const RELATED_KEYWORD = '제주 한달살기 준비물';
  // The keyword as Naver's keyword tool takes it: without spaces.
  const RELATED_HINT = '제주한달살기준비물';

  it('adds related keywords with monthly volume and competition, never into the shared cache', async () => {
    const owner = await member();
    expect((await owner.client.put('/api/keywords/credentials', ACCOUNT)).status).toBe(200);
    const { body } = await owner.client.get(briefPath(RELATED_KEYWORD));
    expect(body.subKeywords.available).toBe(true);
    expect(body.subKeywords.reason).toBeNull();
    const rows = fakeKeywordList([RELATED_HINT]).map((row) => ({
      keyword: row.relKeyword,
      monthlyTotal: [row.monthlyPcQcCnt, row.monthlyMobileQcCnt].reduce<number>((sum, c) => sum + (c === '< 10' ? 5 : c), 0),
      competition: row.compIdx,
    }));
    const expected = rows.filter((row) => row.keyword !== RELATED_HINT).sort((a, b) => b.monthlyTotal - a.monthlyTotal).slice(0, 20);
    expect(body.subKeywords.items).toEqual(expected);
    expect(body.subKeywords.own).toEqual(rows.find((row) => row.keyword === RELATED_HINT));
    expect(body.subKeywords.own.monthlyTotal).toBeGreaterThan(0);
    expect(searchAd.calls.at(-1)).toEqual({ customerId: ACCOUNT.customerId, hints: [RELATED_HINT] });

    const [row] = await t.db.select().from(researchBriefs).where(eq(researchBriefs.key, RELATED_KEYWORD));
    expect(row?.brief).not.toHaveProperty('subKeywords');
    expect(JSON.stringify(row?.brief)).not.toContain(expected[0]?.keyword);
    const other = await member();
    expect((await other.client.get(briefPath(RELATED_KEYWORD))).body.subKeywords).toEqual({ available: false, reason: messages.subKeywordsNoKey, items: [] });
  });
});

describe('the service’s limits and keys', () => {
  it('stops fetching new briefs once the day’s Search budget is spent, still serving cached ones', async () => {
    const app = await createTestApp(naverSettings({ NAVER_SEARCH_DAILY_BUDGET: '7' }));
    try {
      const client = createClient(app);
      expect((await client.get(briefPath('예산 하나'))).body).toMatchObject({ available: true });
      expect((await client.get(briefPath('예산 둘'))).body).toMatchObject({ available: true });
      const over = await client.get(briefPath('예산 셋'));
      expect(over.status).toBe(200);
      expect(over.body).toEqual({ available: false, keyword: '예산 셋', reason: messages.budgetExhausted });
      expect(searchesFor('예산 셋')).toHaveLength(0);
      expect((await client.get(briefPath('예산 하나'))).body).toMatchObject({ available: true, cached: true });
      const [row] = await app.db.select().from(naverSearchBudget);
      expect(row?.calls).toBe(6);
    } finally {
      await app.close();
    }
  });

  it('says in Korean that analysis is unavailable without the service’s keys; only an admin sees which settings', async () => {
    const app = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
    try {
      const visitor = await createClient(app).get(briefPath('캠핑'));
      expect(visitor.body).toEqual({ available: false, keyword: '캠핑', reason: messages.unavailable });
      const { client } = await member(app);
      const plain = await client.get(briefPath('캠핑'));
      expect(plain.body).toEqual({ available: false, keyword: '캠핑', reason: '검색 결과 분석을 지금은 사용할 수 없어요. 글쓰기는 그대로 할 수 있어요.' });
      expect(JSON.stringify(plain.body)).not.toMatch(/NAVER_/);
      const admin = await signedInAdmin(app, ADMIN_EMAIL);
      expect((await admin.get(briefPath('캠핑'))).body).toEqual({
        available: false,
        keyword: '캠핑',
        reason: messages.unavailable,
        missingSettings: ['NAVER_API_HUB_KEY_ID', 'NAVER_API_HUB_KEY'],
      });
    } finally {
      await app.close();
    }
  });

  it('answers a Korean 502 when Naver refuses the keys, and leaves no claim behind', async () => {
    const app = await createTestApp(naverSettings({ NAVER_API_HUB_KEY: 'wrong-key' }));
    try {
      const res = await createClient(app).get(briefPath('잘못된 키'));
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe(messages.upstreamFailed);
      expect(await app.db.select().from(researchBriefs)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

/** A brief's stored facts, fetched once through the service. */
async function peekOrFetch(keyword: string) {
  const brief = await getResearchBrief(t.deps, { keyword, viewer: { kind: 'service' } });
  if (!brief.available) throw new Error('no brief');
  const { available: _a, cached: _c, subKeywords: _s, ...facts } = brief;
  return facts;
}
