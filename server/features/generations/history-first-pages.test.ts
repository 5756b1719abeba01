import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createVisitor } from '../accounts/visitors.service';
import { HISTORY_PAGE_SIZE, listHistory } from './generations.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitorWith(rows: number, word: string) {
  const { visitor } = await createVisitor(t.db, { ip: '127.0.0.1' });
  await queryRows(
    t.db,
    sql`insert into generations (id, owner_visitor_id, keyword, title, input, content, status, provider, model, charge, created_at)
        select gen_random_uuid()::text, ${visitor.id}, ${word} || g, '제목', '{"keyword":"k","contentType":"info","platform":"naver","length":"short"}'::jsonb,
               '본문', 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb, now() - (g || ' seconds')::interval
        from generate_series(1, ${rows}) g`,
  );
  return { kind: 'visitor' as const, visitorId: visitor.id };
}

describe('history first pages read together', () => {
  it("gives each concurrent owner its own newest page, and the same page as a single owner's read", async () => {
    const [many, few, none] = [await visitorWith(HISTORY_PAGE_SIZE + 5, '많이'), await visitorWith(3, '조금'), await visitorWith(0, '없음')];
    const pages = await Promise.all([many, few, none, many].map((owner) => listHistory(t.db, owner, { cursor: null })));
    expect(pages[0]?.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(pages[0]?.items[0]?.keyword).toBe('많이1');
    expect(pages[0]?.nextCursor).not.toBeNull();
    expect(pages[1]?.items.map((i) => i.keyword)).toEqual(['조금1', '조금2', '조금3']);
    expect(pages[1]?.nextCursor).toBeNull();
    expect(pages[2]).toEqual({ items: [], nextCursor: null });
    expect(pages[3]).toEqual(pages[0]);
    const alone = await listHistory(t.db, many, { cursor: null, limit: HISTORY_PAGE_SIZE - 1 });
    expect(pages[0]?.items.slice(0, HISTORY_PAGE_SIZE - 1)).toEqual(alone.items);
  });
});
