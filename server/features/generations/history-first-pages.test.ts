import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createVisitor } from '../accounts/visitors.service';
import { HISTORY_PAGE_SIZE, historyPageJson, listHistory, toHistoryItem } from './generations.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitorWith(rows: number, word: string) {
  const { visitor } = await createVisitor(t.db, { ip: '127.0.0.1' });
  // Times with microseconds, as now() writes them: the page's createdAt must match what JavaScript reads.
  await queryRows(
    t.db,
    sql`insert into generations (id, owner_visitor_id, keyword, title, input, content, status, provider, model, charge, created_at)
        select gen_random_uuid()::text, ${visitor.id}, ${word} || g, '제목', '{"keyword":"k","contentType":"info","platform":"naver","length":"short"}'::jsonb,
               '본문', 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb, now() - (g * 1.000123 || ' seconds')::interval
        from generate_series(1, ${rows}) g`,
  );
  return { kind: 'visitor' as const, visitorId: visitor.id };
}

// What the page held before the database wrote it: rows read into objects, written with JSON.stringify.
async function pageFromObjects(owner: Awaited<ReturnType<typeof visitorWith>>) {
  const page = await listHistory(t.db, owner, { cursor: null });
  return { items: page.items.map(toHistoryItem), nextCursor: page.nextCursor };
}

describe('history first pages, written by the database', () => {
  it("gives each concurrent owner its own newest page, and the same page as a single owner's read", async () => {
    const [many, few, none] = [await visitorWith(HISTORY_PAGE_SIZE + 5, '많이'), await visitorWith(3, '조금'), await visitorWith(0, '없음')];
    const pages = (await Promise.all([many, few, none, many].map((owner) => historyPageJson(t.db, owner, { cursor: null })))).map(
      (json) => JSON.parse(json) as { items: { keyword: string }[]; nextCursor: string | null },
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
    const fromDatabase = JSON.parse(await historyPageJson(t.db, owner, { cursor: null })) as unknown;
    expect(fromDatabase).toEqual(await pageFromObjects(owner));
    // The cursor leads to the same next page either way.
    const { nextCursor } = fromDatabase as { nextCursor: string };
    const next = await listHistory(t.db, owner, { cursor: { createdAt: Buffer.from(nextCursor, 'base64url').toString().split('|')[0] as string, id: Buffer.from(nextCursor, 'base64url').toString().split('|')[1] as string } });
    expect(next.items.map((i) => i.keyword)).toEqual([`키워드${HISTORY_PAGE_SIZE + 1}`]);
  });
});
