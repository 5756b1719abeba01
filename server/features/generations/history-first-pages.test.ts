import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createVisitor } from '../accounts/visitors.service';
import { users } from '../../db/schema';
import { HISTORY_PAGE_SIZE, historyPageReply, listHistory } from './history.service';
import { toHistoryItem } from './history-item';
import { firstHistoryPageReader } from './history-first-pages';
import type { Owner } from '../../lib/owner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitorWith(rows: number, word: string) {
  const { visitor, token } = await createVisitor(t.db, { ip: '127.0.0.1' });
  // Times with microseconds, as now() writes them: the page's createdAt must match what JavaScript reads.
  await queryRows(
    t.db,
    sql`insert into generations (id, owner_visitor_id, keyword, title, input, content, status, provider, model, charge, created_at)
        select gen_random_uuid()::text, ${visitor.id}, ${word} || g, '제목', '{"keyword":"k","contentType":"info","platform":"naver","length":"short"}'::jsonb,
               '본문', 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb, now() - (g * 1.000123 || ' seconds')::interval
        from generate_series(1, ${rows}) g`,
  );
  return { kind: 'visitor' as const, visitorId: visitor.id, token };
}

// What the page held before the database wrote it: rows read into objects, written with JSON.stringify.
async function pageFromObjects(owner: Awaited<ReturnType<typeof visitorWith>>) {
  const page = await listHistory(t.db, owner, { cursor: null });
  return { items: page.items.map(toHistoryItem), nextCursor: page.nextCursor };
}

describe('history first pages, written by the database', () => {
  it("gives each concurrent owner its own newest page, and the same page as a single owner's read", async () => {
    const [many, few, none] = [await visitorWith(HISTORY_PAGE_SIZE + 5, '많이'), await visitorWith(3, '조금'), await visitorWith(0, '없음')];
    const pages = (await Promise.all([many, few, none, many].map((owner) => historyPageReply(t.db, owner, { cursor: null })))).map(
      ({ body }) => JSON.parse(body.toString()) as { items: { keyword: string }[]; nextCursor: string | null },
    );
    expect(pages[0]?.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(pages[0]?.items[0]?.keyword).toBe('많이1');
    expect(pages[0]?.nextCursor).not.toBeNull();
    expect(pages[1]?.items.map((i) => i.keyword)).toEqual(['조금1', '조금2', '조금3']);
    expect(pages[1]?.nextCursor).toBeNull();
    expect(pages[2]).toEqual({ items: [], nextCursor: null });
    expect(pages[3]).toEqual(pages[0]);
  });

  it('is the page the objects would make: every field, the times to the millisecond, text that needs escaping, and the cursor', async () => {
    const owner = await visitorWith(HISTORY_PAGE_SIZE + 1, '키워드');
    const [first] = await queryRows<{ id: string }>(t.db, sql`select id from generations where owner_visitor_id = ${owner.visitorId} order by created_at desc, id desc limit 1`);
    await queryRows(
      t.db,
      sql`update generations set title = ${'따옴표 " 역슬래시 \\ 줄바꿈\n탭\t 이모지 🏕️ </script>'}, content = ${`${'가'.repeat(200)}\u2028끝`},
            share_id = 'share-1', status = 'stopped', input = '{"keyword":"k","contentType":"review","platform":"tistory","length":"long"}'::jsonb
          where id = ${first?.id ?? ''}`,
    );
    const fromDatabase = JSON.parse((await historyPageReply(t.db, owner, { cursor: null })).body.toString()) as unknown;
    expect(fromDatabase).toEqual(await pageFromObjects(owner));
    // The cursor leads to the same next page either way.
    const { nextCursor } = fromDatabase as { nextCursor: string };
    const next = await listHistory(t.db, owner, { cursor: { createdAt: Buffer.from(nextCursor, 'base64url').toString().split('|')[0] as string, id: Buffer.from(nextCursor, 'base64url').toString().split('|')[1] as string } });
    expect(next.items.map((i) => i.keyword)).toEqual([`키워드${HISTORY_PAGE_SIZE + 1}`]);
  });
});

describe('history first pages, kept per owner and version', () => {
  type VisitorOwner = Awaited<ReturnType<typeof visitorWith>>;
  const keyOf = (owner: VisitorOwner) => `visitor:${owner.visitorId}`;
  const versionOf = async (key: string) => (await queryRows<{ version: string }>(t.db, sql`select version from history_versions where owner_key = ${key}`))[0]?.version ?? null;
  const keywords = async (read: ReturnType<typeof firstHistoryPageReader>, owner: Owner) =>
    ((JSON.parse((await read(t.db, owner)).body.toString()) as { items: unknown }).items as { keyword: string; title: string; shared: boolean }[]).map((i) => `${i.keyword}:${i.title}${i.shared ? ':공유' : ''}`);
  const newest = async (owner: VisitorOwner) =>
    (await queryRows<{ id: string }>(t.db, sql`select id from generations where owner_visitor_id = ${owner.visitorId} order by created_at desc, id desc limit 1`))[0]!.id;

  it('answers from memory only while the database holds the version the page was read at', async () => {
    const read = firstHistoryPageReader(HISTORY_PAGE_SIZE);
    const owner = await visitorWith(2, '기억');
    expect(await keywords(read, owner)).toEqual(['기억1:제목', '기억2:제목']);
    const before = await versionOf(keyOf(owner));
    expect(before).toBeTruthy();
    // A change renews the version (a trigger), so the next read sees it…
    await queryRows(t.db, sql`update generations set title = '바뀐 제목' where id = ${await newest(owner)}`);
    const after = await versionOf(keyOf(owner));
    expect(after).not.toBe(before);
    expect(await keywords(read, owner)).toEqual(['기억1:바뀐 제목', '기억2:제목']);
    // …and the page is kept: put the version back by hand (as if nothing changed) and the page read at
    // that version is answered, not rebuilt. (No code path does this: it shows where the answer came from.)
    await queryRows(t.db, sql`update generations set title = '몰래 바뀐 제목' where id = ${await newest(owner)}`);
    await queryRows(t.db, sql`update history_versions set version = ${after} where owner_key = ${keyOf(owner)}`);
    expect(await keywords(read, owner)).toEqual(['기억1:바뀐 제목', '기억2:제목']);
    // A reader that kept nothing (another instance) reads the database.
    expect(await keywords(firstHistoryPageReader(HISTORY_PAGE_SIZE), owner)).toEqual(['기억1:몰래 바뀐 제목', '기억2:제목']);
  });

  it('answers a kept page with no query when the request read the same version with its owner, and reads it again when not', async () => {
    const read = firstHistoryPageReader(HISTORY_PAGE_SIZE);
    const owner = await visitorWith(1, '버전');
    expect(await keywords(read, owner)).toEqual(['버전1:제목']);
    const version = await versionOf(keyOf(owner));
    // The database changes; an owner read before the change carries the old version: the kept page is its answer.
    await queryRows(t.db, sql`update generations set title = '그 뒤' where owner_visitor_id = ${owner.visitorId}`);
    expect(await keywords(read, { ...owner, historyVersion: version })).toEqual(['버전1:제목']);
    // An owner read after it carries the new one, which the kept page is not at.
    expect(await keywords(read, { ...owner, historyVersion: await versionOf(keyOf(owner)) })).toEqual(['버전1:그 뒤']);
    // Never a post: null, and an empty page.
    const empty = await visitorWith(0, '없음');
    expect(await versionOf(keyOf(empty))).toBeNull();
    expect(await keywords(read, { ...empty, historyVersion: null })).toEqual([]);
    expect(await keywords(read, { ...empty, historyVersion: null })).toEqual([]);
  });

  it('sees every kind of change at once, on every instance: a new post, an edit, a share, a deletion, a post moved to the member', async () => {
    const [one, two] = [firstHistoryPageReader(HISTORY_PAGE_SIZE), firstHistoryPageReader(HISTORY_PAGE_SIZE)];
    const owner = await visitorWith(1, '변경');
    const both = async () => {
      const [a, b] = [await keywords(one, owner), await keywords(two, owner)];
      expect(a).toEqual(b);
      return a;
    };
    expect(await both()).toEqual(['변경1:제목']);
    await queryRows(
      t.db,
      sql`insert into generations (id, owner_visitor_id, keyword, title, input, content, status, provider, model, charge)
          values (gen_random_uuid()::text, ${owner.visitorId}, '새 글', '새 제목', '{"keyword":"k"}'::jsonb, '본문', 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb)`,
    );
    expect(await both()).toEqual(['새 글:새 제목', '변경1:제목']);
    await queryRows(t.db, sql`update generations set share_id = ${`share-${owner.visitorId}`} where id = ${await newest(owner)}`);
    expect(await both()).toEqual(['새 글:새 제목:공유', '변경1:제목']);
    await queryRows(t.db, sql`update generations set status = 'stopped' where id = ${await newest(owner)}`);
    for (const read of [one, two]) expect((JSON.parse((await read(t.db, owner)).body.toString()) as { items: { status: string }[] }).items.map((i) => i.status)).toEqual(['stopped', 'completed']);
    await queryRows(t.db, sql`delete from generations where id = ${await newest(owner)}`);
    expect(await both()).toEqual(['변경1:제목']);
    // The visitor signs up: the post passes to the member, and both owners' pages change.
    const userId = `history-user-${owner.visitorId}`;
    await t.db.insert(users).values({ id: userId, name: '회원', email: `${userId}@example.com`, username: userId });
    const member = { kind: 'user' as const, userId };
    expect(await keywords(one, member)).toEqual([]);
    await queryRows(t.db, sql`update generations set owner_user_id = ${userId}, owner_visitor_id = null where owner_visitor_id = ${owner.visitorId}`);
    expect(await both()).toEqual([]);
    expect(await keywords(one, member)).toEqual(['변경1:제목']);
    expect(await keywords(two, member)).toEqual(['변경1:제목']);
  });

  it('keeps pages within its size, the least recently read going first', async () => {
    const [a, b] = [await visitorWith(3, '가'), await visitorWith(3, '나')];
    const pageBytes = (await firstHistoryPageReader(HISTORY_PAGE_SIZE)(t.db, a)).body.length;
    const read = firstHistoryPageReader(HISTORY_PAGE_SIZE, pageBytes * 2);
    await read(t.db, a);
    await read(t.db, b); // a goes: one page fits (with room for its compressed forms), two do not
    for (const owner of [a, b]) {
      const version = await versionOf(keyOf(owner));
      await queryRows(t.db, sql`update generations set title = '새로' where id = ${await newest(owner)}`);
      await queryRows(t.db, sql`update history_versions set version = ${version} where owner_key = ${keyOf(owner)}`);
    }
    // b is still kept (the hand-restored version answers its old page); a was let go and is read again.
    expect((await keywords(read, b))[0]).toBe('나1:제목');
    expect((await keywords(read, a))[0]).toBe('가1:새로');
  });
});

describe('GET /api/generations, the first page compressed once', () => {
  it('sends the kept page in the encoding the client accepts, the same JSON as without one, and the changed page after a change', async () => {
    const owner = await visitorWith(HISTORY_PAGE_SIZE, '압축');
    const get = (acceptEncoding?: string) => t.app.request('/api/generations', { headers: { Cookie: `gb_visitor=${owner.token}`, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) } });
    const plain = await get();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const json = await plain.text();
    expect((JSON.parse(json) as { items: unknown[] }).items).toHaveLength(HISTORY_PAGE_SIZE);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get(accept);
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(json) / 2);
      expect(decode(bytes).toString()).toBe(json);
    }
    await queryRows(t.db, sql`update generations set title = '압축 뒤 바뀜' where owner_visitor_id = ${owner.visitorId}`);
    const changed = await get('br');
    expect(brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString()).toContain('압축 뒤 바뀜');
    // A search is not the kept page: the reply's own compression takes it.
    const searched = await t.app.request('/api/generations?q=%EC%95%95%EC%B6%95', { headers: { Cookie: `gb_visitor=${owner.token}`, 'Accept-Encoding': 'br' } });
    expect(searched.status).toBe(200);
    expect((JSON.parse(brotliDecompressSync(Buffer.from(await searched.arrayBuffer())).toString()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });
});
