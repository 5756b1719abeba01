import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLaterFields } from '@contracts/generations';
import { automationRuns, automations, blogConnections, generations, jobs, keywordReports, publications, users, wallets } from '../../db/schema';
import type { MailMessage, Mailer } from '../../integrations/mail/mail-message';
import { createJobRunner } from '../../lib/job-runner';
import { automationRunJob, automationsTickJob } from '../../jobs/automations.job';
import { createLogger } from '../../lib/logger';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { instantLlm } from '../../testing/instant-llm';
import { fixedBriefs, JEJU_BRIEF } from '../../testing/writer-briefs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addKeywordToList, createKeywordList } from '../keywords/lists.service';
import { nextSlot, slotsBetween } from './automation-schedule';
import { executeRun, queueDueRuns } from './automation-runs.service';
import { runGeneration } from '../generations';

const HOUR = 3_600_000;
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => (sent.push(m), { messageId: randomUUID() }) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { mailer, llm: instantLlm('# 자동 글\n\n자동으로 쓴 본문입니다.') });
});
afterAll(async () => {
  await t.close();
});

const runDeps = () => ({ db: t.db, env: t.env, llm: t.deps.llm, mailer, logger: createLogger('silent') });
const runner = (clock: () => Date, name = 'a') =>
  createJobRunner({ db: t.db, logger: createLogger('silent'), instanceId: `${name}-${randomUUID()}`, clock, autoStart: false, jobs: [automationsTickJob(runDeps()), automationRunJob(runDeps())] });

/** A subscriber with a keyword list; the tests then drive runs with their own clock. */
async function subscriber(keywords = ['캠핑 준비물', '차박 장비', '텐트 추천'], grade = 'normal') {
  const client = createClient(t);
  const { user } = await signUpAndLogin(client);
  await t.db.update(users).set({ wantKeywordReport: true, grade }).where(eq(users.id, user.id));
  const listId = await createKeywordList(t.db, user.id, '캠핑');
  for (const k of keywords) await addKeywordToList(t.db, user.id, listId, k, null);
  return { client, userId: user.id, listId };
}

const body = (listId: string, extra: Record<string, unknown> = {}) => ({ name: '아침 캠핑 글', weekdays: [1, 3, 5], time: '09:00', source: { kind: 'list', listId }, ...extra });

/** Puts a schedule in place as if created at `since` (so its slots since then are owed). */
async function scheduleSince(userId: string, listId: string, since: Date, time = '09:00', weekdays = [0, 1, 2, 3, 4, 5, 6]) {
  const id = randomUUID();
  await t.db.insert(automations).values({
    id,
    userId,
    name: '매일 글',
    weekdays,
    time,
    source: { kind: 'list', listId },
    templateId: null,
    options: { contentType: 'info', tone: 'haeyo', length: 'short', platform: 'naver', instructions: '', faq: true, table: false, imagePlaceholders: false },
    target: { kind: 'history' },
    activeSince: new Date(since.getTime() - 60_000),
  });
  return id;
}

const runsOf = (automationId: string) =>
  t.db.select().from(automationRuns).where(eq(automationRuns.automationId, automationId)).orderBy(automationRuns.slot, automationRuns.createdAt);

describe('automation slots in Korea time', () => {
  it('puts 09:00 KST on Monday at Monday 00:00 UTC, and 08:00 KST Tuesday on Monday 23:00 UTC', () => {
    const monday = { weekdays: [1], time: '09:00' };
    expect(slotsBetween(monday, new Date('2026-11-22T00:00:00Z'), new Date('2026-11-30T00:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(nextSlot({ weekdays: [2], time: '08:00' }, new Date('2026-11-23T00:00:00Z'))?.toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });
});

describe('/api/automations', () => {
  it('is only for keyword-report subscribers, with a Korean reason', async () => {
    const client = createClient(t);
    await signUpAndLogin(client);
    const res = await client.get('/api/automations');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('키워드 리포트를 구독한 회원만 자동화를 사용할 수 있습니다.');
    expect((await createClient(t).get('/api/automations')).status).toBe(401);
  });

  it('creates, lists, pauses, resumes and deletes a schedule; bad input gets a Korean 400', async () => {
    const { client, listId } = await subscriber();
    const bad = await client.post('/api/automations', body(listId, { weekdays: [], time: '25:00' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/요일|시간/);
    const created = await client.post('/api/automations', body(listId));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: '아침 캠핑 글', weekdays: [1, 3, 5], time: '09:00', paused: false, target: { kind: 'history' } });
    expect(created.body.nextRunAt).toMatch(/T00:00:00.000Z$/);
    const id = created.body.id as string;
    expect((await client.get('/api/automations')).body.automations).toHaveLength(1);
    const paused = await client.post(`/api/automations/${id}/pause`);
    expect(paused.body).toMatchObject({ paused: true, nextRunAt: null });
    expect((await client.post(`/api/automations/${id}/resume`)).body.paused).toBe(false);
    expect((await client.delete(`/api/automations/${id}`)).status).toBe(200);
    expect((await client.get('/api/automations')).body.automations).toHaveLength(0);
  });

  it('edits a schedule with PUT under the same rules as a new one, and only the owner may', async () => {
    const { client, listId } = await subscriber();
    const id = (await client.post('/api/automations', body(listId))).body.id as string;
    const bad = await client.put(`/api/automations/${id}`, body(listId, { name: ' ', weekdays: [] }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/이름|요일/);
    const edited = await client.put(`/api/automations/${id}`, body(listId, { name: '주말 저녁 글', weekdays: [6, 0], time: '21:30', source: { kind: 'report' }, options: { tone: 'hamnida', length: 'long' } }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: '주말 저녁 글', weekdays: [0, 6], time: '21:30', source: { kind: 'report' }, options: { tone: 'hamnida', length: 'long' }, paused: false });
    expect(edited.body.nextRunAt).toMatch(/T12:30:00.000Z$/);
    expect((await client.get('/api/automations')).body.automations[0]).toMatchObject({ name: '주말 저녁 글', time: '21:30' });
    const vipOnly = await client.put(`/api/automations/${id}`, body(listId, { target: { kind: 'blog', blogId: 'x', status: 'publish' } }));
    expect(vipOnly.status).toBe(403);
    const stranger = await subscriber();
    expect((await stranger.client.put(`/api/automations/${id}`, body(stranger.listId))).status).toBe(404);
    expect((await client.put(`/api/automations/${id}`, body(stranger.listId))).status).toBe(404);
  });

  it('refuses another member’s keyword list, and a blog target unless the member is vip', async () => {
    const other = await subscriber();
    const { client, listId } = await subscriber();
    expect((await client.post('/api/automations', body(other.listId))).status).toBe(404);
    const blog = await client.post('/api/automations', body(listId, { target: { kind: 'blog', blogId: 'x', status: 'draft' } }));
    expect(blog.status).toBe(403);
    expect(blog.body.error.message).toBe('블로그 자동 발행은 VIP 회원만 설정할 수 있습니다.');
  });

  it('"run now" writes a post into history through the job runner and logs it', async () => {
    const { client, listId, userId } = await subscriber();
    const id = (await client.post('/api/automations', body(listId))).body.id as string;
    const queued = await client.post(`/api/automations/${id}/run`);
    expect(queued.status).toBe(202);
    expect((await client.post(`/api/automations/${id}/run`)).status).toBe(409);
    await runner(() => new Date()).tick();
    const [run] = (await client.get(`/api/automations/runs?automationId=${id}`)).body.runs;
    expect(run).toMatchObject({ status: 'completed', keyword: '캠핑 준비물', trigger: 'manual' });
    const [post] = await t.db.select().from(generations).where(eq(generations.id, run.generationId));
    expect(post).toMatchObject({ ownerUserId: userId, keyword: '캠핑 준비물', status: 'completed', title: '자동 글' });
  });
});

describe('automation runs', () => {
  it('runs a slot once although two instances tick at the same moment', async () => {
    const { userId, listId } = await subscriber();
    const now = new Date('2030-03-04T00:30:00Z'); // 09:30 KST
    const id = await scheduleSince(userId, listId, new Date(now.getTime() - HOUR));
    await Promise.all([runner(() => now, 'one').tick(), runner(() => now, 'two').tick()]);
    await Promise.all([runner(() => now, 'one').tick(), runner(() => now, 'two').tick()]);
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed', slot: new Date('2030-03-04T00:00:00Z') });
    expect(await t.db.select().from(generations).where(eq(generations.ownerUserId, userId))).toHaveLength(1);
  });

  it('runs a slot missed while the server was down within 6 hours, and logs older ones as missed', async () => {
    const { userId, listId } = await subscriber();
    const now = new Date('2030-03-06T05:00:00Z'); // 14:00 KST; slots at 09:00 KST = 00:00 UTC
    // Daily at 09:00 KST since 2 days ago: 03-05 00:00 UTC (29 h ago) missed, 03-06 00:00 UTC (5 h ago) still runs.
    const id = await scheduleSince(userId, listId, new Date('2030-03-04T12:00:00Z'));
    await runner(() => now).tick();
    const runs = await runsOf(id);
    expect(runs.map((r) => [r.slot.toISOString(), r.status])).toEqual([
      ['2030-03-05T00:00:00.000Z', 'missed'],
      ['2030-03-06T00:00:00.000Z', 'completed'],
    ]);
    expect(runs[0]?.error).toContain('6시간');
  });

  it('survives a restart: a run whose worker died after writing completes without writing (or paying) again', async () => {
    const { userId, listId } = await subscriber();
    const now = new Date('2030-04-01T00:10:00Z');
    const id = await scheduleSince(userId, listId, new Date(now.getTime() - HOUR));
    // The tick records the slot and queues its job; the worker "dies" before running it…
    await queueDueRuns(t.db, now);
    const [queued] = await runsOf(id);
    // …after it had claimed the run and written the post with the pre-chosen id.
    const generationId = randomUUID();
    await t.db.update(automationRuns).set({ status: 'running', keyword: '캠핑 준비물', generationId }).where(eq(automationRuns.id, queued!.id));
    await runGeneration(runDeps(), { owner: { kind: 'user', userId }, input: withLaterFields({ keyword: '캠핑 준비물', subKeywords: [], instructions: '', title: '', contentType: 'info', tone: 'haeyo', length: 'short', platform: 'naver', templateId: null, options: { faq: true, table: false, imagePlaceholders: false } }), id: generationId });
    const [before] = await t.db.select({ genCount: users.genCount }).from(users).where(eq(users.id, userId));
    await runner(() => now).tick();
    const [after] = await t.db.select({ genCount: users.genCount }).from(users).where(eq(users.id, userId));
    expect(after?.genCount).toBe(before?.genCount);
    expect(await t.db.select().from(generations).where(eq(generations.ownerUserId, userId))).toHaveLength(1);
    expect((await runsOf(id))[0]).toMatchObject({ status: 'completed', generationId });
  });

  it('does not reuse a keyword until the whole list has been used', async () => {
    const { userId, listId } = await subscriber(['하나', '둘', '셋']);
    const id = await scheduleSince(userId, listId, new Date('2030-05-01T00:00:00Z'));
    const used: string[] = [];
    for (let day = 1; day <= 4; day += 1) {
      const now = new Date(Date.UTC(2030, 4, day, 0, 5));
      await runner(() => now).tick();
    }
    for (const run of await runsOf(id)) used.push(run.keyword as string);
    expect(used).toEqual(['하나', '둘', '셋', '하나']);
  });

  it('skips a run when counters and credits are short, with the reason, and mails the member once', async () => {
    const { userId, listId } = await subscriber(['하나', '둘']);
    await t.db.update(users).set({ genCount: 0 }).where(eq(users.id, userId));
    await t.db.update(wallets).set({ totalPaidCredits: 0, totalEventCredits: 0 }).where(eq(wallets.userId, userId));
    const id = await scheduleSince(userId, listId, new Date('2030-06-01T00:00:00Z'));
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const mails = () => sent.filter((m) => m.to === user?.email && m.subject.includes('자동화'));
    await runner(() => new Date('2030-06-01T00:05:00Z')).tick();
    await runner(() => new Date('2030-06-02T00:05:00Z')).tick();
    const runs = await runsOf(id);
    expect(runs.map((r) => r.status)).toEqual(['skipped', 'skipped']);
    expect(runs[0]?.error).toContain('크레딧');
    expect(mails()).toHaveLength(1);
    // The keyword went back: the next run that can pay takes the first one again.
    await t.db.update(users).set({ genCount: 5 }).where(eq(users.id, userId));
    await runner(() => new Date('2030-06-03T00:05:00Z')).tick();
    expect((await runsOf(id)).at(-1)).toMatchObject({ status: 'completed', keyword: '하나' });
    const [row] = await t.db.select({ shortNoticeAt: automations.shortNoticeAt }).from(automations).where(eq(automations.id, id));
    expect(row?.shortNoticeAt).toBeNull();
  });

  it('takes keywords from the latest report’s suggestions when that is the source, and skips with a reason when there is none', async () => {
    const { userId, listId } = await subscriber([]);
    const id = await scheduleSince(userId, listId, new Date('2030-09-01T00:00:00Z'));
    await t.db.update(automations).set({ source: { kind: 'report' } }).where(eq(automations.id, id));
    await runner(() => new Date('2030-09-01T00:05:00Z')).tick();
    expect((await runsOf(id))[0]).toMatchObject({ status: 'skipped', error: '받은 키워드 리포트가 없어 쓸 키워드가 없습니다.' });
    const report = { userId, subject: '리포트', html: '', text: '', ranking: [{ keyword: '순위 키워드', total: 10, rank: 1 }] };
    await t.db.insert(keywordReports).values({ id: randomUUID(), ...report, suggestions: [], createdAt: new Date('2030-09-01T01:00:00Z') });
    await t.db.insert(keywordReports).values({ id: randomUUID(), ...report, suggestions: [{ keyword: '가을 캠핑', title: '가을 캠핑 총정리' }], createdAt: new Date('2030-09-01T02:00:00Z') });
    await runner(() => new Date('2030-09-02T00:05:00Z')).tick();
    expect((await runsOf(id)).at(-1)).toMatchObject({ status: 'completed', keyword: '가을 캠핑' });
  });

  it('skips a paused schedule’s queued run and records no slots while paused', async () => {
    const { userId, listId } = await subscriber();
    const id = await scheduleSince(userId, listId, new Date('2030-07-01T00:00:00Z'));
    await queueDueRuns(t.db, new Date('2030-07-01T00:05:00Z'));
    await t.db.update(automations).set({ paused: true }).where(eq(automations.id, id));
    await runner(() => new Date('2030-07-02T00:05:00Z')).tick();
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'skipped' });
  });

  it('writes with the keyword’s research brief, fetched for the member, and without one when it cannot be had', async () => {
    const { userId, listId } = await subscriber([JEJU_BRIEF.keyword]);
    const id = await scheduleSince(userId, listId, new Date('2030-09-01T00:00:00Z'));
    const prompts: string[] = [];
    const llm = instantLlm('# 자동 글\n\n본문입니다.');
    const recording = { ...llm, stream: (request: Parameters<typeof llm.stream>[0]) => (prompts.push(request.prompt), llm.stream(request)) };
    const found = fixedBriefs([], [JEJU_BRIEF]);
    const first = new Date('2030-09-01T00:05:00Z');
    await queueDueRuns(t.db, first);
    expect(await executeRun({ ...runDeps(), llm: recording, briefs: found.source }, (await runsOf(id))[0]!.id, first)).toBe('completed');
    expect(found.calls).toEqual([{ kind: 'fetch', keyword: JEJU_BRIEF.keyword, owner: { kind: 'user', userId }, background: true }]);
    expect(prompts[0]).toContain('<research>');
    expect(prompts[0]).toContain('- 제주도 3박4일 렌터카 꼭 필요한가요');

    const second = new Date('2030-09-02T00:05:00Z');
    await queueDueRuns(t.db, second);
    const failing = fixedBriefs([], [], true);
    expect(await executeRun({ ...runDeps(), llm: recording, briefs: failing.source }, (await runsOf(id))[1]!.id, second)).toBe('completed');
    expect(failing.calls).toHaveLength(1);
    expect(prompts[1]).not.toContain('<research>');
  });

  it('a vip schedule with a blog target schedules the post for publication in the same step', async () => {
    const { userId, listId } = await subscriber(['워드프레스 글'], 'vip');
    const blogId = randomUUID();
    await t.db.insert(blogConnections).values({ id: blogId, userId, kind: 'naver', name: '내 네이버 블로그', siteUrl: 'https://blog.naver.com/me' });
    const id = await scheduleSince(userId, listId, new Date('2030-08-01T00:00:00Z'));
    await t.db.update(automations).set({ target: { kind: 'blog', blogId, status: 'publish' } }).where(eq(automations.id, id));
    await t.db.delete(jobs).where(eq(jobs.name, 'publishing.publish'));
    const now = new Date('2030-08-01T00:05:00Z');
    await queueDueRuns(t.db, now);
    const [run] = await runsOf(id);
    expect(await executeRun(runDeps(), run!.id, now)).toBe('completed');
    const [done] = await runsOf(id);
    const [publication] = await t.db
      .select()
      .from(publications)
      .where(and(eq(publications.userId, userId), eq(publications.generationId, done!.generationId as string)));
    expect(publication).toMatchObject({ id: done?.publicationId, blogId, source: 'automation', status: 'scheduled' });
    // Executing the same run again changes nothing.
    expect(await executeRun(runDeps(), run!.id, now)).toBeNull();
    expect(await t.db.select().from(publications).where(eq(publications.userId, userId))).toHaveLength(1);
  });
});
