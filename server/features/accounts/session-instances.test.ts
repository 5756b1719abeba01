import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createAppDeps } from '../../app';
import { type Database, openDatabase, queryRows } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Two app instances on one database, as two server processes behind a load balancer. On PostgreSQL
// (CI) the second has a connection pool of its own; on PGlite both share the one embedded database.
let a: TestApp;
let b: TestApp;
let other: Database | undefined;

beforeAll(async () => {
  a = await createTestApp();
  let db = a.db;
  if (process.env.DATABASE_URL) {
    const [current] = await queryRows<{ name: string }>(a.db, sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${current?.name}`;
    other = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    db = other.db;
  }
  const deps = createAppDeps({ env: a.env, db, dbKind: a.dbKind, logger: createLogger('silent'), version: 'test' });
  b = { ...a, app: createApp(deps), deps, db };
});
afterAll(async () => {
  await other?.close();
  await a.close();
});

/** The same browser's cookies, sent to the other instance. */
function sameBrowserOn(t: TestApp, from: TestClient) {
  const client = createClient(t);
  for (const [k, v] of from.jar) client.jar.set(k, v);
  return client;
}

/** Session reads in flight on instance B while the session ends on A, then the next read on B. */
async function readsAround(onB: TestClient, end: () => Promise<unknown>) {
  const racing = Array.from({ length: 20 }, () => onB.get('/api/session'));
  await end();
  await Promise.all(racing);
  return (await onB.get('/api/session')).body.user;
}

describe('a session ended on one instance', () => {
  it('is refused at once on the other after logout, even with reads in flight there', async () => {
    const onA = createClient(a);
    const member = await signUpAndLogin(onA);
    const onB = sameBrowserOn(b, onA);
    expect((await onB.get('/api/session')).body.user?.email).toBe(member.email);
    expect(await readsAround(onB, () => onA.post('/api/users/logout'))).toBeNull();
    expect((await onB.get('/api/generations')).status).toBe(401);
  });

  it('is refused at once on the other after a password change on a third device', async () => {
    const phone = createClient(a);
    const member = await signUpAndLogin(phone);
    const laptopOnA = createClient(a);
    await laptopOnA.post('/api/users/login', { email: member.email, password: member.password });
    const laptopOnB = sameBrowserOn(b, laptopOnA);
    expect((await laptopOnB.get('/api/session')).body.user?.email).toBe(member.email);
    const change = () => phone.post('/api/users/me/password', { currentPassword: member.password, password: 'brand-new-pw', passwordConfirm: 'brand-new-pw' });
    expect(await readsAround(laptopOnB, change)).toBeNull();
    expect((await sameBrowserOn(b, phone).get('/api/session')).body.user?.email).toBe(member.email);
  });

  it('is refused at once on the other after the account is deleted', async () => {
    const phone = createClient(a);
    const member = await signUpAndLogin(phone);
    const laptopOnB = sameBrowserOn(b, phone);
    expect((await laptopOnB.get('/api/session')).body.user?.email).toBe(member.email);
    const remove = () => phone.post('/api/users/delete-account', { userId: member.user.id, userData: { email: member.email } });
    expect(await readsAround(laptopOnB, remove)).toBeNull();
  });
});

describe("a visitor's reads on two instances", () => {
  it('see what the other instance wrote the moment it was written (counter and history)', async () => {
    const onA = createClient(a);
    await onA.post('/api/visitors', {});
    const onB = sameBrowserOn(b, onA);
    const before = (await onB.get('/api/session')).body.visitor;
    expect(before?.gen_cnt).toBeGreaterThan(0);
    const [visitor] = await queryRows<{ id: string }>(a.db, sql`select id from anonymous_users where temp_id = ${before.temp_id}`);
    await queryRows(a.db, sql`update anonymous_users set gen_cnt = gen_cnt - 1 where id = ${visitor?.id}`);
    expect((await onB.get('/api/session')).body.visitor.gen_cnt).toBe(before.gen_cnt - 1);
    expect((await onB.get('/api/generations')).body.items).toEqual([]);
    await queryRows(
      a.db,
      sql`insert into generations (id, owner_visitor_id, keyword, title, input, content, status, provider, model, charge)
          values (gen_random_uuid()::text, ${visitor?.id}, '맛집', '제목', '{"keyword":"맛집","contentType":"info","platform":"naver","length":"short"}'::jsonb,
                  '본문', 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb)`,
    );
    const after = await onB.get('/api/generations');
    expect(after.body.items.map((i: { keyword: string }) => i.keyword)).toEqual(['맛집']);
  });
});
