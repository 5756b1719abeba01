import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES_PAGE_SIZE } from '@contracts/contents';
import type { TestClient } from '../../testing/browser-client';
import { signedInAdmin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ADMIN = 'contents-admin@geulbit.kr';
const WORD = '페이징확인';
let t: TestApp;
let admin: TestClient;

type Page = { items: { id: string; publishedAt: string }[]; total: number; page: number; pageSize: number };
const listed = (query: Record<string, string>) => t.json<Page>(`/api/contents?${new URLSearchParams(query).toString()}`);

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signedInAdmin(t, ADMIN);
});
afterAll(() => t.close());

describe('GET /api/contents paging', () => {
  it('gives the next articles on page 2, newest first, none twice, and an empty page past the end', async () => {
    const made: string[] = [];
    for (let i = 0; i < ARTICLES_PAGE_SIZE + 2; i++) {
      const res = await admin.post('/api/contents/admin', { title: `${WORD} ${i}`, summary: '요약', category: '글쓰기 팁', body: '본문', coverImageUrl: '', status: 'published' });
      expect(res.status).toBe(201);
      made.push(res.body.id);
    }
    await admin.post('/api/contents/admin', { title: `${WORD} 초안`, summary: '요약', category: '글쓰기 팁', body: '본문', coverImageUrl: '', status: 'draft' });

    const first = await listed({ q: WORD });
    const second = await listed({ q: WORD, page: '2' });
    expect(first.body).toMatchObject({ total: ARTICLES_PAGE_SIZE + 2, page: 1, pageSize: ARTICLES_PAGE_SIZE });
    expect(second.body).toMatchObject({ total: ARTICLES_PAGE_SIZE + 2, page: 2 });
    expect(first.body.items).toHaveLength(ARTICLES_PAGE_SIZE);
    expect(second.body.items).toHaveLength(2);
    const both = [...first.body.items, ...second.body.items];
    expect(new Set(both.map((a) => a.id))).toEqual(new Set(made));
    const times = both.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await listed({ q: WORD, page: '3' })).body.items).toEqual([]);
    expect((await listed({ q: WORD, category: '블로그 SEO', page: '1' })).body).toMatchObject({ items: [], total: 0 });
  });
});
