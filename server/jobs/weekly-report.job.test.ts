import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs, keywordLookups, reportRuns, reportSends, users } from '../db/schema';
import { saveCategory } from '../features/reports/reports.service';
import { latestSlot } from '../features/reports/report-schedule';
import { createLogger } from '../lib/logger';
import { createClient } from '../testing/browser-client';
import { signUpAndLogin } from '../testing/factories';
import { type NaverSearchAdFake, startNaverSearchAdFake } from '../testing/fakes/naver-fakes';
import { startSmtpSink } from '../testing/fakes/smtp-sink';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startJobs } from './app-jobs';
import { enqueueJob } from '../lib/job-queue';
import { CATCH_UP_MS, WEEKLY_REPORT_JOB } from './weekly-report.job';

const SERVICE = { customerId: '7654321', accessLicense: '0100000000servicelicense', secretKey: 'AQAAAABservicesecret==' };
const HOUR = 3_600_000;
let searchAd: NaverSearchAdFake;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  searchAd = await startNaverSearchAdFake({ accounts: [SERVICE], maxPerSecond: 100 });
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    NAVER_SEARCHAD_BASE_URL: searchAd.url,
    NAVER_SEARCHAD_CUSTOMER_ID: SERVICE.customerId,
    NAVER_SEARCHAD_ACCESS_LICENSE: SERVICE.accessLicense,
    NAVER_SEARCHAD_SECRET_KEY: SERVICE.secretKey,
  });
  await saveCategory(t.db, { name: '캠핑', seeds: ['캠핑'], active: true });
});
afterAll(async () => {
  await t.close();
  await searchAd.close();
  await sink.close();
});
beforeEach(async () => {
  await t.db.delete(reportSends);
  await t.db.delete(reportRuns);
  await t.db.delete(keywordLookups);
  await t.db.delete(jobs);
  await t.db.update(users).set({ wantKeywordReport: false });
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  expect(runnerLog.splice(0)).toEqual([]);
});

// Last week's slot: in the past, so every send it queues is already due.
const lastWeeksSlot = () => new Date(latestSlot(new Date(), t.env.REPORT_WEEKDAY, t.env.REPORT_HOUR_KST).getTime() - 7 * 24 * HOUR);
// What the runners log at warn and above: a failed tick or job shows in the test that caused it.
const runnerLog: string[] = [];
const deps = () => ({ db: t.db, env: t.env, llm: t.deps.llm, mailer: t.deps.mailer, sealer: t.deps.sealer, logger: createLogger('warn', (line) => void runnerLog.push(line)) });
// The app's job runner on a clock the test sets; one instance, as if SCHEDULER_ENABLED were true here alone.
// Each test's runner is stopped after it, so a tick still running from one test never claims the next test's jobs.
const runners: { stop(): Promise<void> }[] = [];
function startRunner({ clock, autoStart = false, pollMs }: { clock: () => Date; autoStart?: boolean; pollMs?: number }) {
  const started = startJobs(deps(), { instanceId: `test-${randomUUID()}`, clock, autoStart, ...(pollMs ? { pollMs } : {}) });
  const runner = started.runner as NonNullable<typeof started.runner>;
  runners.push(runner);
  return { ...runner, kick: started.scheduler?.runDue as () => void };
}

async function subscriber() {
  const client = createClient(t);
  const { user, email } = await signUpAndLogin(client);
  await t.db.update(users).set({ verified: true, wantKeywordReport: true }).where(eq(users.id, user.id));
  return { userId: user.id, email };
}

const reportsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email) && m.subject.includes('주간 키워드 리포트'));

describe('the weekly report job', () => {
  it('catches up on a slot it missed, within a day of it, and sends the reports', async () => {
    const { email } = await subscriber();
    const slot = lastWeeksSlot();
    const scheduler = startRunner({ clock: () => new Date(slot.getTime() + CATCH_UP_MS - HOUR) });
    await scheduler.tick();
    const runs = await t.db.select().from(reportRuns);
    expect(runs).toMatchObject([{ slot, trigger: 'schedule', status: 'done' }]);
    expect(await t.db.select({ status: reportSends.status }).from(reportSends)).toEqual([{ status: 'sent' }]);
    expect(reportsTo(email)).toHaveLength(1);
    await scheduler.tick();
    expect(await t.db.select().from(reportRuns)).toHaveLength(1);
  });

  it('skips a week whose slot is more than a day old', async () => {
    await subscriber();
    const slot = lastWeeksSlot();
    const scheduler = startRunner({ clock: () => new Date(slot.getTime() + CATCH_UP_MS + HOUR) });
    await scheduler.tick();
    expect(await t.db.select().from(reportRuns)).toHaveLength(0);
    expect(await t.db.select().from(reportSends)).toHaveLength(0);
  });

  it('skips a slot whose job waited past the catch-up window', async () => {
    await subscriber();
    const slot = lastWeeksSlot();
    await enqueueJob(t.db, WEEKLY_REPORT_JOB, { runAt: slot, payload: { slot: slot.toISOString() } });
    await startRunner({ clock: () => new Date(slot.getTime() + CATCH_UP_MS + HOUR) }).tick();
    expect(await t.db.select().from(reportRuns)).toHaveLength(0);
    expect(await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.name, WEEKLY_REPORT_JOB))).toEqual([{ status: 'done' }]);
  });

  it('ticks on start and on its interval, and stops when asked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await subscriber();
    const slot = lastWeeksSlot();
    let now = new Date(slot.getTime() - HOUR);
    const scheduler = startRunner({ autoStart: true, pollMs: 30_000, clock: () => now });
    await scheduler.tick();
    expect(await t.db.select().from(reportRuns)).toHaveLength(0);
    now = new Date(slot.getTime() + 60_000);
    await vi.advanceTimersByTimeAsync(30_000);
    // The tick's own database work takes real time: a busy machine needs more than waitFor's default second.
    await vi.waitFor(async () => expect(await t.db.select().from(reportRuns)).toHaveLength(1), { timeout: 10_000 });
    await scheduler.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('kick runs a tick at once, without waiting for the interval', async () => {
    const { email } = await subscriber();
    const slot = lastWeeksSlot();
    const scheduler = startRunner({ clock: () => new Date(slot.getTime() + 60_000) });
    scheduler.kick();
    await vi.waitFor(async () => expect(reportsTo(email)).toHaveLength(1), { timeout: 10_000 });
    expect(await t.db.select().from(reportRuns)).toHaveLength(1);
  });

  it('purges keyword lookups older than a day, at most once an hour', async () => {
    const { userId } = await subscriber();
    let now = new Date(lastWeeksSlot().getTime() - 2 * 24 * HOUR);
    const lookup = (fetchedAt: Date) => ({ id: randomUUID(), userId, seedsKey: '캠핑', seeds: ['캠핑'], status: 'done', charge: { kind: 'counter' as const }, fetchedAt });
    const old = lookup(new Date(now.getTime() - 25 * HOUR));
    const fresh = lookup(new Date(now.getTime() - HOUR));
    await t.db.insert(keywordLookups).values([old, fresh]);
    const scheduler = startRunner({ clock: () => now });
    await scheduler.tick();
    const ids = async () => (await t.db.select({ id: keywordLookups.id }).from(keywordLookups)).map((r) => r.id);
    // On a failure, what the runner logged and what the queue held say why.
    const state = async () =>
      JSON.stringify({ runnerLog, jobs: await t.db.select({ name: jobs.name, key: jobs.key, status: jobs.status, lastError: jobs.lastError }).from(jobs) });
    expect(await ids(), await state()).toEqual([fresh.id]);

    const later = lookup(new Date(now.getTime() - 25 * HOUR));
    await t.db.insert(keywordLookups).values(later);
    now = new Date(now.getTime() + 30 * 60_000);
    await scheduler.tick();
    expect((await ids()).sort()).toEqual([fresh.id, later.id].sort());
    now = new Date(now.getTime() + 31 * 60_000);
    await scheduler.tick();
    expect(await ids()).toEqual([fresh.id]);
  });
});

