import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { generations, keywordListItems, keywordLists } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input = { keyword: '제주 여행', subKeywords: [], contentType: 'info', tone: 'haeyo', length: 'short', platform: 'naver' };

/** A member with one of each thing the export must carry. */
async function memberWithData(title: string) {
  const client = createClient(t);
  const member = await signUpAndLogin(client);
  await t.db.insert(generations).values({ id: randomUUID(), ownerUserId: member.user.id, keyword: '제주 여행', title, content: `# ${title}\n\n본문입니다.`, status: 'completed', input: input as never, provider: 'offline', model: 'offline-writer', charge: { kind: 'counter' } });
  const prompt = await client.post('/api/prompts', { name: `${title} 템플릿`, instructions: '친근하게 써 주세요.' });
  expect(prompt.status).toBe(201);
  const listId = randomUUID();
  await t.db.insert(keywordLists).values({ id: listId, userId: member.user.id, name: `${title} 목록` });
  await t.db.insert(keywordListItems).values({ id: randomUUID(), listId, keyword: `${title} 키워드`, totalSearches: 1200 });
  return { client, member };
}

async function download(client: ReturnType<typeof createClient>) {
  const res = await t.app.request('/api/users/me/export', { headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { res, files: res.status === 200 ? unzipSync(new Uint8Array(await res.arrayBuffer())) : {} };
}

describe('GET /api/users/me/export', () => {
  it('gives a member a zip of everything of theirs: profile, agreements, posts as Markdown, prompts, keyword lists, ledger', async () => {
    const { client, member } = await memberWithData('나의 글');
    await memberWithData('남의 글');
    const { res, files } = await download(client);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const names = Object.keys(files);
    expect(names.filter((n) => !n.startsWith('posts/')).sort()).toEqual(['README.txt', 'agreements.json', 'keyword-lists.json', 'ledger.json', 'profile.json', 'prompts.json', 'rankings.csv', 'settings.json']);
    expect(names.filter((n) => n.startsWith('posts/'))).toEqual([expect.stringMatching(/^posts\/\d{4}-\d\d-\d\d-나의 글\.md$/)]);
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    expect(read('profile.json')).toMatchObject({ id: member.user.id, email: member.email, name: '김 블로거' });
    expect(read('agreements.json')).toEqual([expect.objectContaining({ termsAgreed: true, privacyAgreed: true })]);
    expect(read('prompts.json')).toEqual([expect.objectContaining({ name: '나의 글 템플릿', instructions: '친근하게 써 주세요.' })]);
    expect(read('keyword-lists.json')).toEqual([expect.objectContaining({ name: '나의 글 목록', keywords: [expect.objectContaining({ keyword: '나의 글 키워드', totalSearches: 1200 })] })]);
    expect(read('ledger.json')).toMatchObject({ wallet: { userId: member.user.id } });
    const post = strFromU8(files[Object.keys(files).find((f) => f.startsWith('posts/')) as string] as Uint8Array);
    expect(post).toContain('title: "나의 글"');
    expect(post).toContain('# 나의 글\n\n본문입니다.');
    // Nothing of the other member, and no secrets.
    const all = Object.values(files).map((f) => strFromU8(f)).join('\n');
    expect(all).not.toContain('남의 글');
    expect(all).not.toMatch(/password|session_token|sealed/i);
  });

  it('answers a visitor with a Korean 401', async () => {
    const res = await t.app.request('/api/users/me/export');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/[가-힣]/);
  });
});

describe('account deletion', () => {
  it('still removes everything the export carried: no row in any table names the member afterwards', async () => {
    const { client, member } = await memberWithData('지울 글');
    const deleted = await client.post('/api/users/delete-account', { userId: member.user.id });
    expect(deleted.status).toBe(200);
    // Every column that can hold a member's id, in every table of the schema.
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      t.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name in ('user_id', 'owner_user_id', 'id') and data_type = 'text'`,
    );
    const left: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${member.user.id}`);
      if (Number(row?.n) > 0) left.push(`${table_name}.${column_name}`);
    }
    expect(columns.length).toBeGreaterThan(10);
    expect(left).toEqual([]);
    expect((await download(client)).res.status).toBe(401);
  });
});
