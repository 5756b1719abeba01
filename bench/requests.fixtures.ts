import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { anonymousUsers, sessions, users } from '../server/db/schema';
import { SESSION_MAX_AGE_S } from '../server/lib/auth';
import { createVisitor } from '../server/features/accounts/visitors.service';

export type RequestFixtures = {
  /** Visitors' cookies (distinct visitors, so no two concurrent requests read the same rows); each owns `historyRows` generations. */
  visitorCookies: string[];
  /** A visitor that owns `bigHistoryRows` generations. */
  bigVisitorCookie: string;
  /** A signed-in member's session cookie (signed with `secret`, as better-auth signs it). */
  memberCookie: string;
  seededMs: number;
  /** Removes the rows again (PostgreSQL keeps them otherwise; PGlite's directory goes with the run). */
  cleanup(): Promise<void>;
};

/** better-call's signed cookie: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
const signedCookie = (token: string, secret: string) => encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

/**
 * Seeds what the request benchmarks read: a visitor with `historyRows` generations and a member with a
 * live session, written straight to the database the server will open (PGlite under dataDir, or DATABASE_URL).
 */
export async function seedRequestFixtures(o: {
  dataDir: string;
  databaseUrl?: string | undefined;
  secret: string;
  visitors?: number;
  historyRows: number;
  bigHistoryRows?: number;
}): Promise<RequestFixtures> {
  const open = () => openDatabase(o.databaseUrl ? { kind: 'postgres', url: o.databaseUrl } : { kind: 'pglite', dataDir: o.dataDir });
  const database = await open();
  const { db } = database;
  const started = Date.now();
  const seedVisitor = async (rows: number) => {
    const { visitor, token } = await createVisitor(db, { ip: '127.0.0.1' });
    await db.execute(sql`
      insert into generations (id, owner_visitor_id, keyword, title, input, content, status, provider, model, charge, created_at)
      select gen_random_uuid()::text, ${visitor.id}, '키워드 ' || g, '제목 ' || g, '{"keyword":"k","contentType":"info","platform":"naver","length":"short"}'::jsonb,
             repeat('본문 ', 200), 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb, now() - (g || ' seconds')::interval
      from generate_series(1, ${rows}) g`);
    return { id: visitor.id, cookie: `gb_visitor=${token}` };
  };
  const small: { id: string; cookie: string }[] = [];
  for (let i = 0; i < (o.visitors ?? 1); i++) small.push(await seedVisitor(o.historyRows));
  const big = await seedVisitor(o.bigHistoryRows ?? 0);
  await db.execute(sql`analyze generations`);
  const seededMs = Date.now() - started;
  const userId = randomUUID();
  const suffix = randomBytes(4).toString('hex');
  await db.insert(users).values({ id: userId, name: '벤치 회원', email: `bench-${suffix}@geulbit.kr`, verified: true, username: `bench_${suffix}`, grade: 'normal' });
  const sessionToken = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({ id: randomUUID(), token: sessionToken, userId, expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000) });
  await database.close();
  return {
    visitorCookies: small.map((v) => v.cookie),
    bigVisitorCookie: big.cookie,
    memberCookie: `gb.session_token=${signedCookie(sessionToken, o.secret)}`,
    seededMs,
    cleanup: async () => {
      if (!o.databaseUrl) return;
      const again = await open();
      await again.db.delete(anonymousUsers).where(inArray(anonymousUsers.id, [...small.map((v) => v.id), big.id]));
      await again.db.delete(users).where(eq(users.id, userId));
      await again.close();
    },
  };
}
