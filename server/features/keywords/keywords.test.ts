import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordLookups, naverCredentials, users, wallets } from '../../db/schema';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signedInAdmin, signUpAndLogin } from '../../testing/factories';
import { type NaverOpenApiFake, type NaverSearchAdFake, startNaverOpenApiFake, startNaverSearchAdFake } from '../../testing/fakes/naver-fakes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { lookupKeywords } from './lookup.service';
import { keywordTrend } from './trend.service';
import { messages } from './keywords.messages';

const ACCOUNT = { customerId: '1234567', accessLicense: '0100000000abcdefghij1234', secretKey: 'AQAAAABsecretkeysecretkey==' };
let searchAd: NaverSearchAdFake;
let openApi: NaverOpenApiFake;
let t: TestApp;

beforeAll(async () => {
  searchAd = await startNaverSearchAdFake({ accounts: [ACCOUNT], maxPerSecond: 50 });
  openApi = await startNaverOpenApiFake({ hub: { keyId: 'hub-id', key: 'hub-key' }, legacy: { clientId: 'cid', clientSecret: 'csecret' }, maxPerSecond: 1000 });
  t = await createTestApp({
    NAVER_SEARCHAD_BASE_URL: searchAd.url,
    NAVER_SEARCH_BASE_URL: openApi.url,
    NAVER_DATALAB_BASE_URL: openApi.url,
    NAVER_API_HUB_KEY_ID: 'hub-id',
    NAVER_API_HUB_KEY: 'hub-key',
    KEYWORD_LOOKUP_CREDIT_COST: '7',
  });
});
afterAll(async () => {
  await t.close();
  await searchAd.close();
  await openApi.close();
});

async function member(connect = true) {
  const client = createClient(t);
  const { user } = await signUpAndLogin(client);
  if (connect) expect((await put(client, '/api/keywords/credentials', ACCOUNT)).status).toBe(200);
  return { client, userId: user.id };
}

async function put(client: TestClient, path: string, body: unknown) {
  const res = await t.app.request(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify(body),
  }, { incoming: { socket: { remoteAddress: client.ip } } });
  return { status: res.status, body: (await res.json()) as any };
}

describe('Naver Search Ad credentials', () => {
  it('says what is missing before anything is connected', async () => {
    const { client } = await member(false);
    const status = await client.get('/api/keywords/credentials');
    expect(status.body).toMatchObject({ connected: false, hint: null });
    const lookup = await client.post('/api/keywords/lookup', { seeds: ['캠핑'] });
    expect(lookup.status).toBe(409);
    expect(lookup.body.error.message).toBe('네이버 검색광고 API 키를 먼저 연결해주세요.');
  });

  it('checks them with one real call, refuses a wrong secret, and never sends them back', async () => {
    const { client, userId } = await member(false);
    const wrong = await put(client, '/api/keywords/credentials', { ...ACCOUNT, secretKey: 'AQAAAABwrongwrongwrong==' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toContain('네이버 검색광고 API 인증에 실패했습니다');
    expect(await t.db.select().from(naverCredentials).where(eq(naverCredentials.userId, userId))).toEqual([]);
    const ok = await put(client, '/api/keywords/credentials', ACCOUNT);
    expect(ok.body).toMatchObject({ connected: true, hint: '1234' });
    expect(JSON.stringify(ok.body)).not.toContain(ACCOUNT.secretKey);
    const [row] = await t.db.select().from(naverCredentials).where(eq(naverCredentials.userId, userId));
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain(ACCOUNT.secretKey);
    expect(row?.sealed).not.toContain(ACCOUNT.accessLicense);
  });
});

describe('POST /api/keywords/lookup', () => {
  it('returns related keywords with volumes, documents and saturation, spending one lookup', async () => {
    const { client, userId } = await member();
    const res = await client.post('/api/keywords/lookup', { seeds: ['캠핑 의자', '캠핑'] });
    expect(res.status).toBe(200);
    expect(res.body.seeds).toEqual(['캠핑의자', '캠핑']);
    expect(res.body.cached).toBe(false);
    expect(res.body.remaining.advCount).toBe(98);
    expect(res.body.sources).toEqual({ volume: expect.stringContaining('검색광고'), documents: expect.stringContaining('검색 API') });
    const rows = res.body.rows as Array<Record<string, any>>;
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.map((r) => r.totalSearches)).toEqual([...rows.map((r) => r.totalSearches)].sort((a, b) => b - a));
    const withDocs = rows.filter((r) => r.blogDocs !== null);
    expect(withDocs.length).toBeGreaterThan(0);
    for (const r of withDocs) expect(r.saturation).toBeCloseTo((r.blogDocs + r.cafeDocs) / r.totalSearches, 1);
    expect(searchAd.calls.at(-1)?.hints).toEqual(['캠핑의자', '캠핑']);
    const [user] = await t.db.select({ adv: users.advCount }).from(users).where(eq(users.id, userId));
    expect(user?.adv).toBe(98);
  });

  it('keeps "< 10" as Naver says it', async () => {
    const { client } = await member();
    const rows = (await client.post('/api/keywords/lookup', { seeds: ['다이어트', '제주', '커피'] })).body.rows as Array<Record<string, any>>;
    const small = rows.filter((r) => r.pcSearches === '< 10' || r.mobileSearches === '< 10');
    expect(small.length).toBeGreaterThan(0);
    expect(small.every((r) => r.totalApprox === true)).toBe(true);
  });

  it('serves a repeat within 24 hours from the cache for free, whatever the seed order', async () => {
    const { client } = await member();
    const first = await client.post('/api/keywords/lookup', { seeds: ['강아지', '노트북'] });
    const calls = searchAd.calls.length;
    const again = await client.post('/api/keywords/lookup', { seeds: ['노트북', '강아지'] });
    expect(again.body).toMatchObject({ cached: true, remaining: null, fetchedAt: first.body.fetchedAt });
    expect(searchAd.calls.length).toBe(calls);
    expect((await client.get('/api/session')).body.user.adv_cnt).toBe(98);
    await t.db.update(keywordLookups).set({ fetchedAt: new Date(Date.now() - 25 * 3_600_000) });
    const later = await client.post('/api/keywords/lookup', { seeds: ['강아지', '노트북'] });
    expect(later.body.cached).toBe(false);
  });

  it('serves the cached result as it was fetched, whatever the settings say now', async () => {
    const { client, userId } = await member();
    const first = await client.post('/api/keywords/lookup', { seeds: ['등산화'] });
    expect(first.body.sources.documents).not.toBeNull();
    // The service's Search API keys are gone since; the stored counts and notes are still what was fetched.
    const withoutKeys = { db: t.db, env: { ...t.env, NAVER_API_HUB_KEY_ID: undefined, NAVER_API_HUB_KEY: undefined }, sealer: t.deps.sealer };
    const cached = await lookupKeywords(withoutKeys, userId, ['등산화']);
    expect(cached).toMatchObject({ cached: true, sources: first.body.sources, documentsNote: first.body.documentsNote, rows: first.body.rows });

    const bare = await lookupKeywords(withoutKeys, userId, ['텐트']);
    expect(bare.documentsNote).toBe(messages.openApiUnavailable);
    const again = await client.post('/api/keywords/lookup', { seeds: ['텐트'] });
    expect(again.body).toMatchObject({ cached: true, sources: { documents: null }, documentsNote: bare.documentsNote });
  });

  it('refunds the lookup when Naver refuses the stored credentials', async () => {
    const { client, userId } = await member();
    const sealed = t.deps.sealer.seal(JSON.stringify({ ...ACCOUNT, secretKey: 'AQAAAABchangedchanged==' }));
    await t.db.update(naverCredentials).set({ sealed }).where(eq(naverCredentials.userId, userId));
    const res = await client.post('/api/keywords/lookup', { seeds: ['커피'] });
    expect(res.status).toBe(400);
    expect((await client.get('/api/session')).body.user.adv_cnt).toBe(99);
  });

  it('spends credits when the lookups run out', async () => {
    const { client, userId } = await member();
    await t.db.update(users).set({ advCount: 0 }).where(eq(users.id, userId));
    await t.db.update(wallets).set({ totalEventCredits: 10 }).where(eq(wallets.userId, userId));
    const res = await client.post('/api/keywords/lookup', { seeds: ['제주'] });
    expect(res.body.remaining).toEqual({ genCount: 99, imgCount: 99, advCount: 0, eventCredits: 3, paidCredits: 0 });
  });

  it('refuses more than five seeds in Korean', async () => {
    const { client } = await member();
    const res = await client.post('/api/keywords/lookup', { seeds: ['가', '나', '다', '라', '마', '바'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('키워드는 한 번에 5개까지 조회할 수 있습니다.');
  });

  it('explains missing document counts when the service has no Search API keys, naming the settings only to an admin', async () => {
    const bare = await createTestApp({ NAVER_SEARCHAD_BASE_URL: searchAd.url, ADMIN_EMAILS: 'keywords-admin@example.kr' });
    try {
      const client = createClient(bare);
      await signUpAndLogin(client);
      const res = await bare.app.request('/api/keywords/credentials', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        body: JSON.stringify(ACCOUNT),
      }, { incoming: { socket: { remoteAddress: client.ip } } });
      expect(res.status).toBe(200);
      const lookup = await client.post('/api/keywords/lookup', { seeds: ['캠핑'] });
      // A member reads plain Korean; setting names are for admins (below).
      expect(lookup.body.documentsNote).toBe(messages.openApiUnavailable);
      expect(lookup.body.documentsNote).not.toMatch(/NAVER_/);
      expect((await client.get('/api/keywords/credentials')).body.documentsNote).toBe(messages.openApiUnavailable);
      expect(lookup.body.rows[0].blogDocs).toBeNull();
      const trend = await client.get(`/api/keywords/trend?keyword=${encodeURIComponent('캠핑')}`);
      expect(trend.status).toBe(409);
      expect(trend.body.error.message).toBe(messages.openApiUnavailable);
      const admin = await signedInAdmin(bare, 'keywords-admin@example.kr');
      expect((await admin.get('/api/keywords/credentials')).body.documentsNote).toContain('NAVER_API_HUB_KEY_ID');
      expect((await admin.get(`/api/keywords/trend?keyword=${encodeURIComponent('캠핑')}`)).body.error.message).toContain('NAVER_API_HUB_KEY_ID');
    } finally {
      await bare.close();
    }
  });
});

describe('trend and lists', () => {
  it('returns twelve months of relative interest, peak 100, from DataLab', async () => {
    const { client } = await member();
    const res = await client.get(`/api/keywords/trend?keyword=${encodeURIComponent('캠핑')}`);
    expect(res.status).toBe(200);
    expect(res.body.points.length).toBe(12);
    expect(Math.max(...res.body.points.map((p: { ratio: number }) => p.ratio))).toBe(100);
    const body = openApi.calls.at(-1)?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('device');
    expect(body).not.toHaveProperty('gender');
    expect(body).not.toHaveProperty('ages');
  });

  it('asks for the last twelve whole months in Seoul, not the month under way', async () => {
    // 15 March 2025, noon in Seoul: the chart runs from March 2024 to February 2025.
    const reply = await keywordTrend(t.env, '캠핑', { now: new Date('2025-03-15T03:00:00Z') });
    expect(openApi.calls.at(-1)?.body).toMatchObject({ startDate: '2024-03-01', endDate: '2025-02-28', timeUnit: 'month' });
    expect(reply.points.map((p) => p.period)).toEqual(Array.from({ length: 12 }, (_, i) => `${i < 10 ? 2024 : 2025}-${String(((i + 2) % 12) + 1).padStart(2, '0')}-01`));
  });

  it('saves keywords into named lists, once each, only for their owner', async () => {
    const { client } = await member(false);
    const { body } = await client.post('/api/keywords/lists', { name: '이번 달 쓸 글' });
    await client.post(`/api/keywords/lists/${body.id}/items`, { keyword: '캠핑의자', totalSearches: 12000 });
    await client.post(`/api/keywords/lists/${body.id}/items`, { keyword: '캠핑의자', totalSearches: 12000 });
    const lists = (await client.get('/api/keywords/lists')).body.lists;
    expect(lists).toEqual([{ id: body.id, name: '이번 달 쓸 글', items: [expect.objectContaining({ keyword: '캠핑의자', totalSearches: 12000 })] }]);
    const stranger = await member(false);
    expect((await stranger.client.post(`/api/keywords/lists/${body.id}/items`, { keyword: '남의 목록' })).status).toBe(404);
  });
});
