import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase, queryRows } from '../../db/client';
import { jobs, keywordReports, reportCategories, reportRuns, reportSends, reportSubscriptions, users } from '../../db/schema';
import { createLlm } from '../../integrations/llm/llm';
import { createMailer } from '../../integrations/mail/mailer';
import type { Mailer } from '../../integrations/mail/mail-message';
import { createJobRunner, type JobRunner } from '../../lib/job-runner';
import { createLogger } from '../../lib/logger';
import { reportSendJob } from '../../jobs/report-send.job';
import { weeklyReportJob } from '../../jobs/weekly-report.job';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { type NaverOpenApiFake, type NaverSearchAdFake, startNaverOpenApiFake, startNaverSearchAdFake } from '../../testing/fakes/naver-fakes';
import { startFakeOpenAI } from '../../testing/fakes/openai-server';
import { startSmtpSink } from '../../testing/fakes/smtp-sink';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { computeReport } from './report-builder';
import { reportMail } from './report-mail';
import { buildReportFor, enqueueSends, openScheduledRun, REPORT_SEND_ATTEMPTS, REPORT_SEND_JOB, type ReportDeps, RETRY_DELAYS_MS, sendLog } from './report-jobs.service';
import { latestSlot } from './report-schedule';
import { saveCategory } from './reports.service';

const SERVICE = { customerId: '7654321', accessLicense: '0100000000servicelicense', secretKey: 'AQAAAABservicesecret==' };
let searchAd: NaverSearchAdFake;
let openApi: NaverOpenApiFake;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  searchAd = await startNaverSearchAdFake({ accounts: [SERVICE], maxPerSecond: 100 });
  openApi = await startNaverOpenApiFake({ hub: { keyId: 'hub-id', key: 'hub-key' }, legacy: { clientId: 'c', clientSecret: 's' }, maxPerSecond: 1000 });
  sink = await startSmtpSink();
  t = await createTestApp({
    ADMIN_EMAILS: 'admin@geulbit.kr',
    SMTP_URL: sink.url,
    NAVER_SEARCHAD_BASE_URL: searchAd.url,
    NAVER_SEARCHAD_CUSTOMER_ID: SERVICE.customerId,
    NAVER_SEARCHAD_ACCESS_LICENSE: SERVICE.accessLicense,
    NAVER_SEARCHAD_SECRET_KEY: SERVICE.secretKey,
    NAVER_SEARCH_BASE_URL: openApi.url,
    NAVER_DATALAB_BASE_URL: openApi.url,
    NAVER_API_HUB_KEY_ID: 'hub-id',
    NAVER_API_HUB_KEY: 'hub-key',
  });
});
afterAll(async () => {
  await t.close();
  await searchAd.close();
  await openApi.close();
  await sink.close();
});
beforeEach(async () => {
  await t.db.delete(jobs);
  await t.db.delete(reportSends);
  await t.db.delete(reportRuns);
  await t.db.delete(reportCategories);
  await t.db.update(users).set({ wantKeywordReport: false });
});

const category = (name = '캠핑', seeds = ['캠핑', '차박']) => saveCategory(t.db, { name, seeds, active: true });
const slotNow = () => new Date(latestSlot(new Date(), t.env.REPORT_WEEKDAY, t.env.REPORT_HOUR_KST).getTime() + 1000);

// What a reader sees: the text without tags and without links (their URL-encoding has digits and %).
const visibleText = (s: string) => s.replace(/<[^>]*>/g, ' ').replace(/https?:\/\/\S+/g, ' ');

const reportDeps = ({ db = t.db, mailer = t.deps.mailer }: { db?: Db; mailer?: Mailer } = {}): ReportDeps => ({ db, env: t.env, llm: t.deps.llm, mailer, logger: createLogger('silent') });

// An instance's job runner with the report's jobs, on a clock the test sets (the real one by default):
// `weekly` adds the weekly job, which opens the slot's run and queues its sends, to the send job.
const runners: JobRunner[] = [];
function reportRunner({ weekly = false, clock = () => new Date(), ...deps }: { weekly?: boolean; clock?: () => Date; db?: Db; mailer?: Mailer } = {}) {
  const d = reportDeps(deps);
  const runner = createJobRunner({
    db: d.db,
    logger: d.logger,
    instanceId: `test-${randomUUID()}`,
    jobs: weekly ? [weeklyReportJob(d), reportSendJob(d)] : [reportSendJob(d)],
    clock,
    autoStart: false,
  });
  runners.push(runner);
  return runner;
}
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
const sendJobs = () => t.db.select().from(jobs).where(eq(jobs.name, REPORT_SEND_JOB));

async function send(client: TestClient, method: string, path: string, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }, { incoming: { socket: { remoteAddress: client.ip } } });
  return { status: res.status, body: (await res.json()) as any };
}

async function admin() {
  const client = createClient(t);
  await signUpAndLogin(client, { email: `admin@geulbit.kr` }).catch(async () => {
    await client.post('/api/users/login', { email: 'admin@geulbit.kr', password: 'korea-blog-2025' });
  });
  await t.db.update(users).set({ verified: true }).where(eq(users.email, 'admin@geulbit.kr'));
  return client;
}

async function subscriber(categoryIds: string[]) {
  const client = createClient(t);
  const { user, email } = await signUpAndLogin(client);
  await t.db.update(users).set({ verified: true }).where(eq(users.id, user.id));
  const res = await send(client, 'PUT', '/api/reports/settings', { subscribed: true, categoryIds });
  expect(res.body.subscribed).toBe(true);
  return { client, userId: user.id, email };
}

describe('computeReport', () => {
  const camping = [{ name: '캠핑', seeds: ['캠핑', '차박'] }];

  it('marks what is new or moved since the previous report and links title ideas to the write page', async () => {
    const first = await computeReport({ env: t.env, llm: t.deps.llm }, camping, []);
    const top = first.content.categories[0]?.keywords ?? [];
    expect(top.length).toBe(10);
    expect(top.every((k) => k.change === 'new')).toBe(true);
    expect(top.map((k) => k.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [a, b, c] = first.ranking as [(typeof first.ranking)[number], (typeof first.ranking)[number], (typeof first.ranking)[number]];
    // Last week: a was 3rd, b 2nd (unchanged), c 1st; the rest were not in the report.
    const previous = [{ ...a, rank: 3 }, { ...b, rank: 2 }, { ...c, rank: 1 }];
    const second = await computeReport({ env: t.env, llm: t.deps.llm }, camping, previous);
    const byKeyword = new Map((second.content.categories[0]?.keywords ?? []).map((k) => [k.keyword, k]));
    expect(byKeyword.get(a.keyword)).toMatchObject({ change: 'up', moved: 2 });
    expect(byKeyword.get(b.keyword)).toMatchObject({ change: 'same', moved: 0 });
    expect(byKeyword.get(c.keyword)).toMatchObject({ change: 'down', moved: -2 });
    expect([...byKeyword.values()].filter((k) => k.change === 'new')).toHaveLength(7);

    // Rising keywords come from DataLab (this week against the 4 before); only the fact is kept.
    expect(second.content.rising.length).toBeGreaterThan(0);
    expect(second.content.rising.every((k) => k.rising === true)).toBe(true);
    expect(second.content.trendNote).toBeNull();
    const mail = reportMail(t.env, { email: 'a@b.kr', name: '김블로거' }, second.content, 'token');
    for (const k of second.content.rising.slice(0, 3)) expect(mail.text).toContain(k.keyword);
    expect(visibleText(`${mail.html}\n${mail.text}`)).not.toMatch(/\d\s*%/);
    expect(second.content.suggestions.length).toBeGreaterThan(0);
    for (const idea of second.content.suggestions) {
      const link = new URL(idea.link);
      expect(`${link.origin}${link.pathname}`).toBe(`${t.env.BASE_URL}/`);
      expect(link.searchParams.get('keyword')).toBe(idea.keyword);
      expect(link.searchParams.get('title')).toBe(idea.title);
      expect(link.searchParams.get('research')).toBe('1');
    }
  });

  it('asks DataLab about each category\'s own biggest keywords, one call per category, so a small category gets rising keywords too', async () => {
    const two = [{ name: '캠핑', seeds: ['캠핑', '차박'] }, { name: '뜨개질', seeds: ['뜨개질'] }];
    const before = openApi.calls.length;
    const { content } = await computeReport({ env: t.env, llm: t.deps.llm }, two, []);
    const asked = openApi.calls.slice(before).filter((c) => c.path.includes('search') && c.body !== undefined);
    expect(asked).toHaveLength(2);
    content.categories.forEach((category, i) => {
      const biggest = [...category.keywords].sort((a, b) => b.total - a.total).slice(0, 5).map((k) => k.keyword);
      const groups = ((asked[i]?.body as { keywordGroups: { groupName: string }[] }).keywordGroups ?? []).map((g) => g.groupName);
      expect(groups.sort()).toEqual([...biggest].sort());
      expect(category.keywords.filter((k) => k.rising).every((k) => biggest.includes(k.keyword))).toBe(true);
    });
  });

  it('compares whole Monday–Sunday weeks in Seoul, ending with the last one that is over', async () => {
    const before = openApi.calls.length;
    // Monday 00:30 in Seoul, still Sunday in UTC: the week that just ended is the newest one.
    await computeReport({ env: t.env, llm: t.deps.llm }, camping, [], new Date('2025-03-02T15:30:00Z'));
    const [call] = openApi.calls.slice(before).filter((c) => c.body !== undefined);
    expect(call?.body).toMatchObject({ startDate: '2025-01-06', endDate: '2025-03-02', timeUnit: 'week' });
  });

  it('bounds the DataLab calls of one report', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `카테고리${i}`, seeds: [`시드${i}`] }));
    const before = openApi.calls.length;
    await computeReport({ env: t.env, llm: t.deps.llm }, many, []);
    expect(openApi.calls.slice(before).filter((c) => c.body !== undefined)).toHaveLength(10);
  });

  it('asks a configured model for each title idea with the keyword in a real prompt', async () => {
    const model = await startFakeOpenAI();
    try {
      model.setScript({ chunks: ['1. 차박 준비물 완벽 정리\n2. 초보 차박 가이드'] });
      const llm = createLlm({ ...t.env, LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.url, LLM_MODEL: 'report-titles' });
      const { content } = await computeReport({ env: t.env, llm }, camping, []);
      expect(content.suggestions.length).toBeGreaterThan(0);
      expect(content.suggestions.every((s) => s.title === '차박 준비물 완벽 정리')).toBe(true);
      const asked = model.requests.map((r) => JSON.stringify(r.body.messages));
      expect(asked).toHaveLength(content.suggestions.length);
      content.suggestions.forEach((s, i) => expect(asked[i]).toContain(s.keyword));
    } finally {
      await model.close();
    }
  });

  it('leaves the rising list out, and says so, when DataLab is not configured', async () => {
    const env = { ...t.env, NAVER_API_HUB_KEY_ID: undefined, NAVER_API_HUB_KEY: undefined };
    const { content } = await computeReport({ env, llm: t.deps.llm }, camping, []);
    expect(content.rising).toEqual([]);
    expect(content.trendNote).toContain('데이터랩');
    expect(content.categories[0]?.keywords.length).toBe(10);
  });

  it('explains in Korean when the service has no Search Ad account', async () => {
    const env = { ...t.env, NAVER_SEARCHAD_SECRET_KEY: undefined };
    await expect(computeReport({ env, llm: t.deps.llm }, camping, [])).rejects.toThrow('서비스의 네이버 검색광고 API 키가 설정되지 않아');
  });
});

describe('/api/admin/keyword-report', () => {
  it('answers only admins, on every call: 403 to a member, 401 to a visitor, and changes nothing', async () => {
    const kept = await category();
    const member = createClient(t);
    await signUpAndLogin(member);
    const visitor = createClient(t);
    const calls = [
      ['GET', '/categories'],
      ['POST', '/categories', { name: '낚시', seeds: ['낚시'] }],
      ['PUT', `/categories/${kept.id}`, { name: '바뀐 이름', seeds: ['바뀜'], active: false }],
      ['DELETE', `/categories/${kept.id}`],
      ['GET', '/subscribers'],
      ['POST', '/preview', { userId: 'someone' }],
      ['POST', '/send-now', {}],
      ['GET', '/log'],
      ['POST', '/sends/some-send/resend', {}],
    ] as const;
    for (const [method, path, body] of calls) {
      const asMember = await send(member, method, `/api/admin/keyword-report${path}`, body);
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.body.error.message).toBe('관리자만 이용할 수 있습니다.');
      const asVisitor = await send(visitor, method, `/api/admin/keyword-report${path}`, body);
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
    }
    expect(await t.db.select().from(reportCategories)).toEqual([expect.objectContaining({ id: kept.id, name: kept.name, active: true })]);
    expect(await t.db.select().from(reportRuns)).toHaveLength(0);
  });

  it('previews a report and sends it now; the mail has a working one-click unsubscribe link', async () => {
    const boss = await admin();
    const category = await send(boss, 'POST', '/api/admin/keyword-report/categories', { name: '캠핑', seeds: ['캠핑', '차박'] });
    expect(category.status).toBe(201);
    const { userId, email } = await subscriber([category.body.id]);
    const subscribers = await send(boss, 'GET', '/api/admin/keyword-report/subscribers');
    expect(subscribers.body.subscribers.map((s: { email: string }) => s.email)).toContain(email);

    const preview = await send(boss, 'POST', '/api/admin/keyword-report/preview', { userId });
    expect(preview.body.subject).toMatch(/^\[글빛\] .+ 주간 키워드 리포트$/);
    expect(preview.body.html).toContain('캠핑');
    expect(preview.body.html).toContain('/?keyword=');
    expect(preview.body.html).toContain('/api/reports/unsubscribe?token=');

    const now = await send(boss, 'POST', '/api/admin/keyword-report/send-now');
    expect(now.status).toBe(202);
    expect(now.body.queued).toBeGreaterThanOrEqual(1);
    await reportRunner().tick();
    const mail = await sink.waitFor(email, (m) => m.subject.includes('주간 키워드 리포트'));
    const headers = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/List-Unsubscribe: <http:\/\/localhost:8787\/api\/reports\/unsubscribe\?token=/);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = /http:\/\/localhost:8787\/api\/reports\/unsubscribe\?token=[\w-]+/.exec(mail.text)?.[0] as string;
    const page = await t.app.request(link.replace('http://localhost:8787', ''));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('수신 거부가 완료되었습니다');
    const [after] = await t.db.select({ want: users.wantKeywordReport }).from(users).where(eq(users.id, userId));
    expect(after?.want).toBe(false);

    const [report] = await t.db.select().from(keywordReports).where(eq(keywordReports.userId, userId));
    expect(Object.keys(report?.ranking[0] ?? {}).sort()).toEqual(['keyword', 'rank', 'total']);
    // DataLab values are used only inside the send: the copy kept for /keyword-report holds none.
    expect(visibleText(`${report?.html}\n${report?.text}`)).not.toMatch(/\d\s*%|평균 대비/);
    const log = await send(boss, 'GET', '/api/admin/keyword-report/log');
    expect(log.body.sends.find((s: { email: string }) => s.email === email)?.status).toBe('sent');
  });
});

describe('the weekly schedule', () => {
  it('runs a slot exactly once with two instances on one database', async () => {
    await category();
    await subscriber([]);
    await subscriber([]);
    const now = new Date(latestSlot(new Date(), t.env.REPORT_WEEKDAY, t.env.REPORT_HOUR_KST).getTime() + 60_000);
    const a = reportRunner({ weekly: true, clock: () => now });
    const b = reportRunner({ weekly: true, clock: () => now });
    const before = sink.mails.length;
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    const sends = await t.db.select().from(reportSends);
    expect(sends).toHaveLength(2);
    expect(sends.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
    expect(sink.mails.length - before).toBe(2);
    expect(await t.db.select().from(reportRuns)).toMatchObject([{ trigger: 'schedule', status: 'done' }]);
    expect((await sendJobs()).map((j) => [j.status, j.attempts])).toEqual([['done', 1], ['done', 1]]);
  });

  // CI runs this suite on PostgreSQL: there, the second instance has a connection pool of its own,
  // as a second server process would, and the claims really race inside the database.
  it.runIf(process.env.DATABASE_URL)('runs a slot exactly once with two instances on two connections to one PostgreSQL', async () => {
    const [current] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${current?.name}`;
    const other = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    try {
      await category();
      const emails: string[] = [];
      for (let i = 0; i < 7; i++) emails.push((await subscriber([])).email);
      const now = slotNow();
      const a = reportRunner({ weekly: true, clock: () => now });
      const b = reportRunner({ weekly: true, clock: () => now, db: other.db });
      const before = sink.mails.length;
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      const sends = await other.db.select().from(reportSends);
      expect(sends).toHaveLength(emails.length);
      expect(sends.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
      const reports = sink.mails.slice(before).filter((m) => m.subject.includes('주간 키워드 리포트'));
      for (const email of emails) expect(reports.filter((m) => m.to.includes(email)), email).toHaveLength(1);
      expect(await other.db.select().from(reportRuns)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('retries a failed send with back-off, then leaves it failed for a resend', async () => {
    await category();
    const { email } = await subscriber([]);
    const broken = createMailer({ smtpUrl: 'smtp://127.0.0.1:1/?ignoreTLS=true', from: 'x@y.kr', dataDir: t.env.dataDir }, createLogger('silent'));
    let clock = slotNow().getTime();
    const runner = reportRunner({ weekly: true, mailer: broken, clock: () => new Date(clock) });
    await runner.tick();
    for (const [tried, delay] of RETRY_DELAYS_MS.entries()) {
      const [row] = await t.db.select().from(reportSends);
      expect(row).toMatchObject({ status: 'pending', attempts: tried + 1 });
      expect(row?.lastError).toBeTruthy();
      const [job] = await sendJobs();
      expect(job).toMatchObject({ status: 'pending', attempts: tried + 1 });
      expect(job?.runAt.getTime()).toBe(clock + delay);
      // Not due a millisecond before its back-off has passed.
      clock += delay - 1;
      await runner.tick();
      expect((await t.db.select().from(reportSends))[0]?.attempts).toBe(tried + 1);
      clock += 1;
      await runner.tick();
    }
    const [failed] = await t.db.select().from(reportSends);
    expect(failed).toMatchObject({ status: 'failed', attempts: REPORT_SEND_ATTEMPTS });
    expect((await sendJobs()).map((j) => j.status)).toEqual(['dead']);
    const [run] = await t.db.select().from(reportRuns);
    expect(run?.status).toBe('done');

    const boss = await admin();
    expect((await send(boss, 'POST', `/api/admin/keyword-report/sends/${failed?.id}/resend`)).status).toBe(200);
    // A second click while the resend waits queues nothing more.
    expect((await send(boss, 'POST', `/api/admin/keyword-report/sends/${failed?.id}/resend`)).status).toBe(200);
    expect(await t.db.select({ status: jobs.status }).from(jobs).where(and(eq(jobs.name, REPORT_SEND_JOB), eq(jobs.status, 'pending')))).toHaveLength(1);
    expect((await t.db.select().from(reportRuns))[0]?.status).toBe('running');
    await reportRunner().tick();
    await sink.waitFor(email, (m) => m.subject.includes('주간 키워드 리포트'));
    expect((await t.db.select().from(reportSends))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await t.db.select().from(reportRuns))[0]?.status).toBe('done');
  });
});

describe('subscriber settings', () => {
  it('shows past reports to their owner only', async () => {
    await category();
    const { client, userId } = await subscriber([]);
    await reportRunner({ weekly: true, clock: slotNow }).tick();
    const list = await client.get('/api/reports');
    expect(list.body.reports).toHaveLength(1);
    const one = await client.get(`/api/reports/${list.body.reports[0].id}`);
    expect(one.body.html).toContain('주간 키워드 리포트');
    const other = createClient(t);
    await signUpAndLogin(other);
    expect((await other.get(`/api/reports/${list.body.reports[0].id}`)).status).toBe(404);
    void userId;
  });
});

describe('a report with nothing to report', () => {
  it('falls back to every active category when all the chosen ones were switched off', async () => {
    const camping = await category('캠핑', ['캠핑']);
    const fishing = await category('낚시', ['낚시']);
    const { userId } = await subscriber([fishing.id]);
    await saveCategory(t.db, { name: '낚시', seeds: ['낚시'], active: false }, fishing.id);
    const { mail } = await buildReportFor(reportDeps(), userId);
    expect(mail.html).toContain(`>${camping.name}</h2>`);
    expect(mail.html).not.toContain('>낚시</h2>');
  });

  it('deleting a category takes it out of every subscriber\'s choice', async () => {
    const boss = await admin();
    const camping = await category('캠핑', ['캠핑']);
    const fishing = await category('낚시', ['낚시']);
    const { userId } = await subscriber([camping.id, fishing.id]);
    expect((await send(boss, 'DELETE', `/api/admin/keyword-report/categories/${fishing.id}`)).status).toBe(200);
    const [row] = await t.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.userId, userId));
    expect(row?.categoryIds).toEqual([camping.id]);
  });

  it('sends nothing when no category is active, and the run log says why', async () => {
    const off = await category();
    const { email } = await subscriber([off.id]);
    await saveCategory(t.db, { name: off.name, seeds: off.seeds, active: false }, off.id);
    const runId = (await openScheduledRun(t.db, slotNow())) as string;
    expect(await enqueueSends(t.db, runId)).toBe(0);
    expect(await sendJobs()).toHaveLength(0);
    const log = await sendLog(t.db);
    expect(log.runs.find((r) => r.id === runId)).toMatchObject({ status: 'done', sent: 0, failed: 0, pending: 0, error: expect.stringContaining('활성화된 카테고리가 없어') });
    expect(sink.mails.some((m) => m.to.includes(email) && m.subject.includes('주간 키워드 리포트'))).toBe(false);

    const boss = await admin();
    const preview = await send(boss, 'POST', '/api/admin/keyword-report/preview', { userId: (await subscriber([])).userId });
    expect(preview.status).toBe(409);
    expect(preview.body.error.message).toContain('활성화된 카테고리가 없어');
    const now = await send(boss, 'POST', '/api/admin/keyword-report/send-now');
    expect(now.status).toBe(409);
    expect(await t.db.select().from(reportRuns)).toHaveLength(1);
  });

  it('skips, without a mail or a retry, a send whose categories were all switched off after it was queued', async () => {
    const only = await category();
    const { email } = await subscriber([only.id]);
    const runId = (await openScheduledRun(t.db, slotNow())) as string;
    expect(await enqueueSends(t.db, runId)).toBe(1);
    await saveCategory(t.db, { name: only.name, seeds: only.seeds, active: false }, only.id);
    await reportRunner().tick();
    const [row] = await t.db.select().from(reportSends);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    // Not retried: the job ended, and the run with it.
    expect((await sendJobs()).map((j) => j.status)).toEqual(['done']);
    expect((await t.db.select().from(reportRuns))[0]?.status).toBe('done');
    expect(row?.lastError).toMatch(/^건너뜀: 활성화된 카테고리가 없어/);
    expect(sink.mails.some((m) => m.to.includes(email) && m.subject.includes('주간 키워드 리포트'))).toBe(false);
  });
});
