import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousUsers, generations, usageEvents } from '../../db/schema';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { parseSse } from '../../testing/parse-sse';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  keyword: '제주도 여행',
  subKeywords: ['애월 카페', '렌터카'],
  contentType: 'info',
  tone: 'haeyo',
  length: 'short',
  platform: 'naver',
  options: { faq: true, table: false, imagePlaceholders: false },
  ...overrides,
});

async function visitor() {
  const client = createClient(t);
  await client.post('/api/visitors');
  return client;
}

async function generate(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/generations', body(overrides));
  return { status: res.status, events: res.status === 200 ? parseSse(res.body as string) : [], error: res.status === 200 ? null : res.body };
}

describe('POST /api/generations with the offline writer', () => {
  it('streams a structured Korean draft to a visitor, spends one unit and saves it', async () => {
    const client = await visitor();
    const { status, events } = await generate(client);
    expect(status).toBe(200);
    const [meta] = events;
    expect(meta).toMatchObject({ event: 'meta', data: { provider: 'offline', offline: true, remaining: { genCount: 98 } } });
    const text = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    expect(text).toMatch(/^# .*제주도 여행/);
    expect(text).toContain('## ');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(20);
    const done = events.at(-1);
    expect(done).toMatchObject({ event: 'done', data: { status: 'completed' } });
    const [row] = await t.db.select().from(generations).where(eq(generations.id, meta?.data.id));
    expect(row).toMatchObject({ status: 'completed', content: text, provider: 'offline', refunded: false, keyword: '제주도 여행' });
    expect(row?.durationMs).toBeGreaterThan(0);
    const ledger = await t.db.select().from(usageEvents).where(eq(usageEvents.refId, meta?.data.id));
    expect(ledger).toEqual([expect.objectContaining({ counter: 'gen', delta: -1, reason: 'generation' })]);
  });

  it('refuses bad input with Korean messages and spends nothing', async () => {
    const client = await visitor();
    for (const [overrides, message] of [
      [{ keyword: '' }, '키워드를 입력해주세요.'],
      [{ keyword: '가'.repeat(101) }, '키워드는 100자 이내로 입력해주세요.'],
      [{ instructions: '가'.repeat(2001) }, '추가 지시사항은 2,000자 이내로 입력해주세요.'],
      [{ subKeywords: ['1', '2', '3', '4', '5', '6'] }, '보조 키워드는 5개까지 입력할 수 있습니다.'],
    ] as const) {
      const res = await client.post('/api/generations', body(overrides));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await client.get('/api/session')).body.visitor.gen_cnt).toBe(99);
  });

  it('asks a visitor without a temporary account to reload', async () => {
    const res = await createClient(t).post('/api/generations', body());
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('방문자 정보를 확인할 수 없습니다. 페이지를 새로고침해주세요.');
  });

  it('invites a visitor at 0 to sign up', async () => {
    const client = await visitor();
    const { body: s } = await client.get('/api/session');
    await t.db.update(anonymousUsers).set({ genCount: 0 }).where(eq(anonymousUsers.id, s.visitor.id));
    const res = await client.post('/api/generations', body());
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'SIGNUP_REQUIRED', message: '무료 생성 횟수를 모두 사용했습니다. 회원가입하면 99회를 더 쓸 수 있어요.' });
  });
});

describe('history', () => {
  it('lists newest first by cursor, searches keyword and title, and keeps owners apart', async () => {
    const client = await visitor();
    for (const keyword of ['강아지 산책', '고양이 사료', '강아지 간식']) await generate(client, { keyword, length: 'short' });
    const page = await client.get('/api/generations');
    expect(page.body.items.map((i: { keyword: string }) => i.keyword)).toEqual(['강아지 간식', '고양이 사료', '강아지 산책']);
    const search = await client.get(`/api/generations?q=${encodeURIComponent('강아지')}`);
    expect(search.body.items).toHaveLength(2);
    const stranger = await visitor();
    expect((await stranger.get('/api/generations')).body.items).toEqual([]);
    expect((await stranger.get(`/api/generations/${page.body.items[0].id}`)).status).toBe(404);
  });

  it('pages with a cursor and no duplicates', async () => {
    const client = await visitor();
    const { body: s } = await client.get('/api/session');
    const base = Date.now();
    await t.db.insert(generations).values(
      Array.from({ length: 65 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ownerVisitorId: s.visitor.id,
        keyword: `키워드 ${i}`,
        title: `제목 ${i}`,
        input: body() as never,
        content: '본문',
        status: 'completed',
        provider: 'offline',
        model: 'offline-writer',
        charge: { kind: 'counter' as const },
        createdAt: new Date(base - (i % 10) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { items: { id: string }[]; nextCursor: string | null } } = await client.get(`/api/generations${cursor ? `?cursor=${cursor}` : ''}`);
      seen.push(...res.body.items.map((i) => i.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(65);
    expect(new Set(seen).size).toBe(65);
  });

  it('edits, shares read-only, revokes and deletes a post', async () => {
    const client = await visitor();
    const { events } = await generate(client);
    const id = events[0]?.data.id as string;
    const edited = await client.patch(`/api/generations/${id}`, { content: '# 고친 제목\n\n고친 본문' });
    expect(edited.body).toMatchObject({ title: '고친 제목', content: '# 고친 제목\n\n고친 본문' });
    const share = await client.post(`/api/generations/${id}/share`);
    expect(share.body.url).toMatch(/\/blog\/[\w-]+$/);
    const publicView = await createClient(t).get(`/api/shared/${share.body.shareId}`);
    expect(publicView.body).toMatchObject({ title: '고친 제목', content: '# 고친 제목\n\n고친 본문' });
    const again = await client.post(`/api/generations/${id}/share`);
    expect(again.body).toEqual(share.body);
    const revoke = await client.delete(`/api/generations/${id}/share`);
    expect(revoke.status).toBe(200);
    expect((await createClient(t).get(`/api/shared/${share.body.shareId}`)).status).toBe(404);
    const del = await client.delete(`/api/generations/${id}`);
    expect(del.status).toBe(200);
    expect((await client.get(`/api/generations/${id}`)).status).toBe(404);
  });

  it("moves a visitor's history to the account when the visitor logs in on that browser", async () => {
    const client = await visitor();
    await generate(client, { keyword: '가입 전에 쓴 글' });
    await signUpAndLogin(client);
    const history = await client.get('/api/generations');
    expect(history.body.items.map((i: { keyword: string }) => i.keyword)).toContain('가입 전에 쓴 글');
    const session = await client.get('/api/session');
    expect(session.body.visitor).toBeNull();
  });
});

describe('titles and sections', () => {
  it('suggests five titles', async () => {
    const client = await visitor();
    const res = await client.post('/api/generations/titles', body());
    expect(res.status).toBe(200);
    expect(res.body.titles).toHaveLength(5);
    for (const title of res.body.titles) expect(title).toContain('제주도 여행');
  });

  it('rewrites one section, at most ten times a post', async () => {
    const client = await visitor();
    const { events } = await generate(client);
    const id = events[0]?.data.id as string;
    const content = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    const heading = /^## (.+)$/m.exec(content)?.[1] as string;
    const first = await client.post(`/api/generations/${id}/section`, { heading });
    expect(first.status).toBe(200);
    expect(first.body.markdown.startsWith(`## ${heading}`)).toBe(true);
    for (let i = 0; i < 9; i++) await client.post(`/api/generations/${id}/section`, { heading });
    const eleventh = await client.post(`/api/generations/${id}/section`, { heading });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.message).toBe('이 글의 섹션 다시 쓰기 횟수(10회)를 모두 사용했습니다.');
  });
});
