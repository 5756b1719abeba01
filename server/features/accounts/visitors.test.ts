import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousUsers, generations, historyVersions } from '../../db/schema';
import { PURGE_VISITORS_JOB, purgeVisitorsJob } from '../../jobs/purge-visitors.job';
import { appJobs } from '../../jobs/app-jobs';
import type { JobContext } from '../../lib/job-definition';
import { createLogger } from '../../lib/logger';
import { purgeIdleVisitors } from './visitors.service';
import { createClient } from '../../testing/browser-client';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('visitors (temporary accounts)', () => {
  it('gives a first-time visitor a temp_ account with 99 generations in an httpOnly cookie', async () => {
    const browser = createClient(t);
    expect((await browser.get('/api/session')).body).toMatchObject({ user: null, visitor: null, wallet: null });
    const res = await browser.post('/api/visitors');
    expect(res.status).toBe(201);
    expect(res.body.visitor.temp_id).toMatch(/^temp_/);
    expect(res.body.visitor.gen_cnt).toBe(99);
    const cookie = res.res.headers.getSetCookie().find((c) => c.startsWith('gb_visitor='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await browser.get('/api/session');
    expect(session.body.visitor).toEqual(res.body.visitor);
    expect(session.body.user).toBeNull();
    expect(session.res.headers.get('Cache-Control')).toBe('no-store');
    expect(session.res.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('reuses the visitor while its token is valid and makes a new one when it is not', async () => {
    const browser = createClient(t);
    const first = await browser.post('/api/visitors');
    const again = await browser.post('/api/visitors');
    expect(again.status).toBe(200);
    expect(again.body.visitor.id).toBe(first.body.visitor.id);
    browser.jar.set('gb_visitor', 'forged-token');
    const fresh = await browser.post('/api/visitors');
    expect(fresh.status).toBe(201);
    expect(fresh.body.visitor.id).not.toBe(first.body.visitor.id);
  });

  it('stores only a hash of the token', async () => {
    const browser = createClient(t);
    await browser.post('/api/visitors');
    const token = browser.jar.get('gb_visitor') as string;
    const rows = await t.db.select().from(anonymousUsers);
    expect(rows.some((r) => r.tempTokenHash === token)).toBe(false);
  });

  it('limits how many visitors one address can create in an hour', async () => {
    const ip = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await createClient(t, { ip }).post('/api/visitors')).status);
    expect(statuses.slice(0, 100).every((s) => s === 201)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect((await createClient(t, { ip: '203.0.113.201' }).post('/api/visitors')).status).toBe(201);
  });

  it('deletes a temporary account 90 days after its last use, with its posts, and keeps one used since', async () => {
    const idle = createClient(t);
    const active = createClient(t);
    const idleId = ((await idle.post('/api/visitors')).body as { visitor: { id: string } }).visitor.id;
    const activeId = ((await active.post('/api/visitors')).body as { visitor: { id: string } }).visitor.id;
    await t.db.insert(generations).values({
      id: `gen-idle-${idleId}`, ownerVisitorId: idleId, keyword: '제주', title: '제주 여행', input: { keyword: '제주' } as never,
      content: '본문', status: 'completed', provider: 'offline', model: 'offline', charge: { kind: 'counter' },
    });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await t.db.update(anonymousUsers).set({ lastSeenAt: daysAgo(91) }).where(eq(anonymousUsers.id, idleId));
    await t.db.update(anonymousUsers).set({ lastSeenAt: daysAgo(89) }).where(eq(anonymousUsers.id, activeId));
    expect(appJobs({ ...t.deps, instanceId: 'test' } as never).map((job) => job.name)).toContain(PURGE_VISITORS_JOB);

    await purgeVisitorsJob(t.db, createLogger('silent')).run({ now } as JobContext);

    const left = await t.db.select({ id: anonymousUsers.id }).from(anonymousUsers);
    expect(left.map((v) => v.id)).not.toContain(idleId);
    expect(left.map((v) => v.id)).toContain(activeId);
    expect(await t.db.select().from(generations).where(eq(generations.ownerVisitorId, idleId))).toEqual([]);
    expect(await t.db.select().from(historyVersions).where(eq(historyVersions.ownerKey, `visitor:${idleId}`))).toEqual([]);
    // The idle browser's cookie finds no one (it will be given a new account); the other still has its own.
    expect((await idle.get('/api/session')).body).toMatchObject({ visitor: null });
    expect((await active.get('/api/session')).body).toMatchObject({ visitor: { id: activeId } });
  });

  it('works through a backlog larger than one batch', async () => {
    const old = new Date(Date.now() - 200 * 86_400_000);
    const rows = Array.from({ length: 1_201 }, (_, i) => ({ id: `idle-${i}`, tempId: `temp_idle${i}`, tempTokenHash: `idle-hash-${i}`, creatorIp: '127.0.0.1', lastSeenAt: old }));
    await t.db.insert(anonymousUsers).values(rows);
    expect(await purgeIdleVisitors(t.db)).toBe(1_201);
    expect(await t.db.select({ id: anonymousUsers.id }).from(anonymousUsers).where(like(anonymousUsers.id, 'idle-%'))).toEqual([]);
  });
});
