import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { RunLogItem, SendLogItem } from '@contracts/reports';
import type { Db } from '../../db/client';
import { keywordReports, reportRuns, reportSends, reportSubscriptions, users } from '../../db/schema';
import type { Env } from '../../env';
import type { Llm } from '../../integrations/llm/llm';
import type { Mailer } from '../../integrations/mail/mail-message';
import { AppError } from '../../lib/app-error';
import { enqueueJob } from '../../lib/job-queue';
import type { Logger } from '../../lib/logger';
import { computeReport, type Ranked } from './report-builder';
import { reportMail } from './report-mail';
import { weeklyRankSection } from '../rankings';
import { REPORT_EMPTY, reportMessages } from './reports.messages';
import { categoriesForReport, ensureSubscription, listCategories } from './reports.service';

export type ReportDeps = { db: Db; env: Env; llm: Llm; mailer: Mailer; logger: Logger };

/** One report mail to one subscriber: a job of the job runner, which claims, retries and dead-letters it. */
export const REPORT_SEND_JOB = 'reports.send';
// Waits before retrying a failed send; after these, the send is marked failed for the admin to resend.
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000];
export const REPORT_SEND_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const reportSendBackoffMs = (attempt: number) => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] as number;

/**
 * Opens the run of a weekly slot, once: the unique index on scheduled slots lets exactly one INSERT win,
 * whatever the number of instances. Null when the slot's run exists already.
 */
export async function openScheduledRun(db: Db, slot: Date): Promise<string | null> {
  const [created] = await db
    .insert(reportRuns)
    .values({ id: randomUUID(), slot, trigger: 'schedule' })
    .onConflictDoNothing()
    .returning({ id: reportRuns.id });
  return created?.id ?? null;
}

/** A run started by an admin ("send now"). */
export async function createManualRun(db: Db, now = new Date()) {
  const id = randomUUID();
  await db.insert(reportRuns).values({ id, slot: now, trigger: 'manual' });
  return id;
}

/** Queues a send's job; in the caller's transaction, so the send and its job commit together. */
const enqueueSendJob = (db: Db, sendId: string, runAt: Date) =>
  enqueueJob(db, REPORT_SEND_JOB, { payload: { sendId }, runAt, maxAttempts: REPORT_SEND_ATTEMPTS });

/**
 * One send, and one job to send it, per subscriber with a verified address; a second call adds nothing.
 * With no active category there is nothing to report: no send is queued and the run records why.
 * `now` is when the jobs are due (the job runner's clock).
 */
export async function enqueueSends(db: Db, runId: string, now = new Date()) {
  if (!(await listCategories(db, { activeOnly: true })).length) {
    await db.update(reportRuns).set({ error: `${reportMessages.skippedPrefix}${reportMessages.noCategories}` }).where(eq(reportRuns.id, runId));
    await closeRun(db, runId, now);
    return 0;
  }
  const subscribers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.wantKeywordReport, true), eq(users.verified, true)));
  if (subscribers.length) {
    const added = await db
      .insert(reportSends)
      .values(subscribers.map((s) => ({ id: randomUUID(), runId, userId: s.id })))
      .onConflictDoNothing()
      .returning({ id: reportSends.id });
    for (const send of added) await enqueueSendJob(db, send.id, now);
  }
  await closeRun(db, runId, now);
  return subscribers.length;
}

/** Builds (without sending) the report a subscriber would get now: the admin's preview. */
export async function buildReportFor(deps: Pick<ReportDeps, 'db' | 'env' | 'llm'>, userId: string, now = new Date()) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('SUBSCRIBER_NOT_FOUND', reportMessages.subscriberNotFound, 404);
  const subscription = await ensureSubscription(deps.db, userId);
  const chosen = await categoriesForReport(deps.db, subscription.categoryIds);
  if (!chosen.length) throw new AppError(REPORT_EMPTY, reportMessages.noCategories, 409);
  const [previous] = await deps.db
    .select({ ranking: keywordReports.ranking })
    .from(keywordReports)
    .where(eq(keywordReports.userId, userId))
    .orderBy(desc(keywordReports.createdAt))
    .limit(1);
  const { content, ranking } = await computeReport(
    deps,
    chosen.map((c) => ({ name: c.name, seeds: c.seeds })),
    (previous?.ranking ?? []) as Ranked[],
    now,
  );
  const myRanks = await weeklyRankSection(deps.db, userId, now, deps.env.BASE_URL);
  const mail = reportMail(deps.env, { email: user.email, name: user.name }, content, subscription.unsubscribeToken, now, myRanks);
  return { user, mail, ranking, suggestions: content.suggestions.map((s) => ({ keyword: s.keyword, title: s.title })) };
}

/**
 * Sends one report mail: the handler of a send's job, try `attempt` of REPORT_SEND_ATTEMPTS. The send
 * row is the admin's log: it says sent, failed (and why), or pending while tries remain. A failure is
 * thrown on to the job runner, which tries again after 1, 5, then 30 minutes; a send that is no longer
 * pending (sent, or taken back by a resend's own job) is left alone.
 */
export async function sendReport(deps: ReportDeps, { sendId, attempt, now }: { sendId: string; attempt: number; now: Date }) {
  const [send] = await deps.db.select().from(reportSends).where(eq(reportSends.id, sendId));
  if (!send || send.status !== 'pending') return;
  const settle = async (set: Partial<typeof reportSends.$inferInsert>) => {
    await deps.db.update(reportSends).set({ attempts: attempt, ...set }).where(eq(reportSends.id, sendId));
    await closeRun(deps.db, send.runId, now);
  };
  try {
    const { user, mail, ranking, suggestions } = await buildReportFor(deps, send.userId, now);
    if (!user.wantKeywordReport) return await settle({ status: 'failed', lastError: reportMessages.unsubscribed });
    await deps.mailer.send(mail);
    const reportId = randomUUID();
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(keywordReports)
        .values({ id: reportId, userId: send.userId, subject: mail.subject, html: mail.html, text: mail.text, ranking, suggestions });
      await tx.update(reportSends).set({ status: 'sent', sentAt: new Date(), reportId, attempts: attempt, lastError: null }).where(eq(reportSends.id, sendId));
    });
    await closeRun(deps.db, send.runId, now);
  } catch (err) {
    // Nothing to report (every category was switched off after the run was queued): no mail, no
    // retry; the log says why, and a resend works once there is something to send.
    if (err instanceof AppError && err.code === REPORT_EMPTY) return await settle({ status: 'failed', lastError: `${reportMessages.skippedPrefix}${err.message}` });
    const message = err instanceof Error ? err.message : String(err);
    await settle({ status: attempt >= REPORT_SEND_ATTEMPTS ? 'failed' : 'pending', lastError: message.slice(0, 500) });
    throw err;
  }
}

/** Marks the run done when it has nothing left to send. */
async function closeRun(db: Db, runId: string, now: Date) {
  await db.execute(sql`
    update report_runs set status = 'done', finished_at = ${now.toISOString()}::timestamptz
    where id = ${runId} and status = 'running'
      and not exists (select 1 from report_sends s where s.run_id = report_runs.id and s.status = 'pending')`);
}

/**
 * An admin's resend: the send starts over with a job of its own. A send still pending has its job
 * already, so a second click queues nothing more. False when there is no such send.
 */
export async function resendReport(db: Db, sendId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reportSends)
      .set({ status: 'pending', attempts: 0, lastError: null })
      .where(and(eq(reportSends.id, sendId), ne(reportSends.status, 'pending')))
      .returning({ runId: reportSends.runId });
    if (!row) return (await tx.select({ id: reportSends.id }).from(reportSends).where(eq(reportSends.id, sendId))).length > 0;
    await enqueueSendJob(tx, sendId, new Date());
    await tx.update(reportRuns).set({ status: 'running', finishedAt: null }).where(eq(reportRuns.id, row.runId));
    return true;
  });
}

export async function sendLog(db: Db): Promise<{ runs: RunLogItem[]; sends: SendLogItem[] }> {
  const runs = await db.select().from(reportRuns).orderBy(desc(reportRuns.startedAt)).limit(20);
  const sends = await db
    .select({ send: reportSends, email: users.email })
    .from(reportSends)
    .innerJoin(users, eq(users.id, reportSends.userId))
    .orderBy(desc(reportSends.createdAt))
    .limit(200);
  const countOf = (runId: string, status: string) => sends.filter((s) => s.send.runId === runId && s.send.status === status).length;
  return {
    runs: runs.map((r) => ({
      id: r.id,
      slot: r.slot.toISOString(),
      trigger: r.trigger,
      status: r.status,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      error: r.error,
      sent: countOf(r.id, 'sent'),
      failed: countOf(r.id, 'failed'),
      pending: countOf(r.id, 'pending'),
    })),
    sends: sends.map(({ send, email }) => ({
      id: send.id,
      runId: send.runId,
      email,
      status: send.status as SendLogItem['status'],
      attempts: send.attempts,
      lastError: send.lastError,
      sentAt: send.sentAt?.toISOString() ?? null,
      createdAt: send.createdAt.toISOString(),
    })),
  };
}

/** Subscribers with their chosen categories, for the admin page. */
export async function listSubscribers(db: Db) {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, verified: users.verified, categoryIds: reportSubscriptions.categoryIds })
    .from(users)
    .leftJoin(reportSubscriptions, eq(reportSubscriptions.userId, users.id))
    .where(eq(users.wantKeywordReport, true));
  return rows.map((r) => ({ ...r, categoryIds: r.categoryIds ?? [] }));
}
