import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { generations, jobs, publications, users } from '../db/schema';
import { publicationMarker } from '../features/publishing/post-html';
import { startFaultProxy } from '../testing/fakes/fault-proxy';
import { buildSignup } from '../testing/factories';
import { ciWordpress } from '../testing/publishing-kit';
import { httpClient, type ServerProcess, startServerProcess, waitFor } from '../testing/server-process';
import { openTestDatabase } from '../testing/test-db';

// The server process is killed with SIGKILL while WordPress has made the post and its answer
// is on the way back (a proxy in front of the real CI WordPress holds it). Nothing recorded the remote
// id. The restarted process takes the job over at once (its runner is provably gone) and the retry
// finds the post already made: one post on WordPress, not two, and the publication is `published`.
const wp = ciWordpress();
const dataDir = mkdtempSync(path.join(tmpdir(), 'publish-kill-'));
const isCreate = (r: { method?: string; url?: string }) => r.method === 'POST' && /wp(%2F|\/)v2(%2F|\/)posts(?!%2F|\/)/.test(r.url ?? '');
const basic = () => `Basic ${Buffer.from(`${wp!.user}:${wp!.password}`).toString('base64')}`;

// On PostgreSQL a database of its own: no other test's server (without PUBLISH_ALLOW_PRIVATE_HOSTS)
// may take the orphaned job over.
let pgUrl: string | undefined;
let own: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
const env = () => ({
  DATA_DIR: dataDir,
  TRUSTED_PROXIES: '127.0.0.1',
  PUBLISH_ALLOW_PRIVATE_HOSTS: 'true',
  ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
});

/** The database the server uses; on PGlite opened only while no server runs on it (one process). */
async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  if (own) return fn(own.db);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

async function postsWithMarker(publicationId: string) {
  const res = await fetch(`${wp!.baseUrl}/?rest_route=/wp/v2/posts&search=${publicationMarker(publicationId)}&status=publish,future,draft&context=edit`, { headers: { Authorization: basic() } });
  return (await res.json()) as { id: number; link: string; title: { raw: string } }[];
}

describe.skipIf(!wp)('the server killed mid-publication', () => {
  let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    proxy = await startFaultProxy(wp!.baseUrl);
    if (process.env.DATABASE_URL) {
      own = await openTestDatabase();
      pgUrl = own.url;
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    await own?.close();
    await proxy?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes one post, not two, and ends published with that post after a restart', async () => {
    // A member signs up; the test then makes them VIP with a history post, straight in the database
    // (PGlite allows one process: there the server is stopped for it and started again).
    let second = await startServerProcess(env());
    servers.push(second);
    const member = httpClient(second.url);
    const signup = buildSignup();
    expect((await member.json('POST', '/api/users/signup', signup)).status).toBe(201);
    expect((await member.json('POST', '/api/users/login', { email: signup.email, password: signup.password })).status).toBe(200);
    const embedded = !own;
    if (embedded) await second.stop();
    const title = `강제 종료 발행 ${Date.now()}`;
    const generationId = randomUUID();
    await withDatabase(async (db) => {
      const [user] = await db.update(users).set({ grade: 'vip' }).where(eq(users.email, signup.email)).returning({ id: users.id });
      await db.insert(generations).values({
        id: generationId,
        ownerUserId: user!.id,
        keyword: title,
        title,
        input: { keyword: title } as never,
        content: `# ${title}\n\n서버가 발행 도중에 꺼져도 글은 한 번만 올라갑니다.`,
        status: 'completed',
        provider: 'offline',
        model: 'offline-writer',
        charge: { kind: 'counter' as const },
      });
    });

    if (embedded) {
      second = await startServerProcess(env());
      servers.push(second);
      member.baseUrl = second.url;
    }
    const blog = await member.json('POST', '/api/blogs', { kind: 'wordpress', siteUrl: proxy.url, username: wp!.user, applicationPassword: wp!.password });
    expect(blog.status).toBe(201);
    await member.json('PUT', `/api/blogs/${blog.body.id}/settings`, { defaultCategoryId: null, defaultCategoryName: null, defaultTags: [], postStatus: 'publish', disclosure: '', featuredImage: false });
    // WordPress makes the post; its answer never reaches the server, which is then killed.
    proxy.rules.push({ match: isCreate, holdAfterForward: true });
    const created = await member.json('POST', '/api/publications', { generationId, blogId: blog.body.id });
    expect(created.status).toBe(201);
    const publicationId = created.body.id as string;
    await waitFor(() => proxy.heldCount() === 1, 30_000, 'WordPress to have made the post');
    expect((await member.json('GET', `/api/publications/${publicationId}`)).body.status).toBe('publishing');
    second.child.kill('SIGKILL');
    await second.exited;
    expect(await postsWithMarker(publicationId)).toHaveLength(1);

    await withDatabase(async (db) => {
      const [pub] = await db.select().from(publications).where(eq(publications.id, publicationId));
      expect(pub).toMatchObject({ status: 'publishing', remoteId: null });
      const [job] = await db.select().from(jobs).where(eq(jobs.key, `publication:${publicationId}:0`));
      expect(job).toMatchObject({ status: 'running', attempts: 1 });
      // The lease would hold the job for minutes; the takeover must not wait for it.
      expect(job!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    });

    const restartAt = Date.now();
    const third = await startServerProcess(env());
    servers.push(third);
    const upMs = Date.now() - restartAt;
    member.baseUrl = third.url;
    const pub = await waitFor(async () => {
      const { body } = await member.json('GET', `/api/publications/${publicationId}`);
      return body?.status === 'published' || body?.status === 'failed' ? body : null;
    }, 30_000, 'the restarted server to finish the publication');
    const doneMs = Date.now() - restartAt;
    process.stdout.write(`publish-kill: published ${doneMs} ms after the restart began (server answered after ${upMs} ms)\n`);
    expect(pub).toMatchObject({ status: 'published', error: null });
    const posts = await postsWithMarker(publicationId);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.title.raw).toBe(title);
    expect(pub.url).toBe(posts[0]!.link);
    await third.stop();

    await withDatabase(async (db) => {
      const [row] = await db.select().from(publications).where(eq(publications.id, publicationId));
      expect(row).toMatchObject({ status: 'published', remoteId: String(posts[0]!.id) });
      const [job] = await db.select().from(jobs).where(eq(jobs.key, `publication:${publicationId}:0`));
      expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    });
  }, 120_000);
});
