import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { RunLogItem, SendLogItem } from '@contracts/reports';
import { type Db, queryRows } from '../../db/client';
import { keywordReports, reportRuns, reportSends, reportSubscriptions, users } from '../../db/schema';
import type { Env } from '../../env';
import type { Llm } from '../../integrations/llm/llm';
import type { Mailer } from '../../integrations/mail/mail-message';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { computeReport, type Ranked } from './report-builder';
import { reportMail } from './report-mail';
import { REPORT_EMPTY, reportMessages } from './reports.messages';
import { latestSlot } from './report-schedule';
import { categoriesForReport, ensureSubscription, listCategories } from './reports.service';

export type JobDeps = { db: Db; env: Env; llm: Llm; mailer: Mailer; logger: Logger; instanceId: string };

// A claim (run or send) whose holder stopped answering for this long is taken over.
export const STALE_CLAIM_MS = 10 * 60_000;
// Waits before retrying a failed send; after these, the send is marked failed for the admin to resend.
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000];
const SENDS_PER_TICK = 5;

/**
 * Claims the current weekly slot: the unique index on scheduled slots lets exactly one INSERT win,
 * whatever the number of instances. Also takes over a run whose instance stopped mid-way.
 */
export async function claimScheduledRun(deps: JobDeps, now = new Date()): Promise<string | null> {
  const slot = latestSlot(now, deps.env.REPORT_WEEKDAY, deps.env.REPORT_HOUR_KST);
  const [created] = await deps.db
    .insert(reportRuns)
    .values({ id: randomUUID(), slot, trigger: 'schedule', claimedBy: deps.instanceId })
    .onConflictDoNothing()
    .returning({ id: reportRuns.id });
  if (created) return created.id;
  const [stale] = await deps.db
    .update(reportRuns)
    .set({ claimedBy: deps.instanceId, heartbeatAt: now })
    .where(and(eq(reportRuns.status, 'running'), lt(reportRuns.heartbeatAt, new Date(now.getTime() - STALE_CLAIM_MS))))
    .returning({ id: reportRuns.id });
  return stale?.id ?? null;
}

/** A run started by an admin ("send now"). */
export async function createManualRun(deps: JobDeps, now = new Date()) {
  const id = randomUUID();
  await deps.db.insert(reportRuns).values({ id, slot: now, trigger: 'manual', claimedBy: deps.instanceId });
  return id;
}

/**
 * One pending send per subscriber with a verified address; a second call adds nothing. With no
 * active category there is nothing to report: no send is queued and the run records why.
 */
export async function enqueueSends(deps: JobDeps, runId: string, now = new Date()) {
  if (!(await listCategories(deps.db, { activeOnly: true })).length) {
    await deps.db.update(reportRuns).set({ error: `${reportMessages.skippedPrefix}${reportMessages.noCategories}`, heartbeatAt: new Date() }).where(eq(reportRuns.id, runId));
    return 0;
  }
  const subscribers = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.wantKeywordReport, true), eq(users.verified, true)));
  if (subscribers.length) {
    await deps.db
      .insert(reportSends)
      // Due times come from the caller's clock (ms), like the `now` processDueSends compares with;
      // the database's now() has microseconds and could land just after it.
      .values(subscribers.map((s) => ({ id: randomUUID(), runId, userId: s.id, nextAttemptAt: now })))
      .onConflictDoNothing();
  }
  await deps.db.update(reportRuns).set({ heartbeatAt: new Date() }).where(eq(reportRuns.id, runId));
  return subscribers.length;
}

/** Builds (without sending) the report a subscriber would get now: the admin's preview. */
export async function buildReportFor(deps: Pick<JobDeps, 'db' | 'env' | 'llm'>, userId: string, now = new Date()) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('SUBSCRIBER_NOT_FOUND', reportMessages.subscriberNotFound, 404);
  const subscription = await ensureSubscription(deps.db, userId);
  const chosen = await categoriesForReport(deps.db, subscription.categoryIds);
  if (!chosen.length) throw new AppError(REPORT_EMPTY, reportMessages.noCategories, 409);
  const [previous] = await deps.db.select({ ranking: keywordReports.ranking }).from(keywordReports).where(eq(keywordReports.userId, userId)).orderBy(desc(keywordReports.createdAt)).limit(1);
  const { content, ranking } = await computeReport(deps, chosen.map((c) => ({ name: c.name, seeds: c.seeds })), (previous?.ranking ?? []) as Ranked[], now);
  const mail = reportMail(deps.env, { email: user.email, name: user.name }, content, subscription.unsubscribeToken, now);
  return { user, mail, ranking, suggestions: content.suggestions.map((s) => ({ keyword: s.keyword, title: s.title })) };
}

/**
 * Sends the sends that are due, claimed by a conditional UPDATE … SKIP LOCKED so two instances never
 * take the same one. A failure waits 1, 5, then 30 minutes before the next try, then stays failed.
 */
export async function processDueSends(deps: JobDeps, now = new Date()): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const claimed = await queryRows<{ id: string; run_id: string; user_id: string; attempts: number }>(
    deps.db,
    sql`update report_sends set status = 'sending', claimed_by = ${deps.instanceId}, claimed_at = ${now.toISOString()}::timestamptz
        where id in (
          select id from report_sends
          where (status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
             or (status = 'sending' and claimed_at < ${staleBefore.toISOString()}::timestamptz)
          order by next_attempt_at limit ${SENDS_PER_TICK} for update skip locked)
        returning id, run_id, user_id, attempts`,
  );
  for (const send of claimed) {
    try {
      const { user, mail, ranking, suggestions } = await buildReportFor(deps, send.user_id, now);
      if (!user.wantKeywordReport) {
        await deps.db.update(reportSends).set({ status: 'failed', lastError: reportMessages.unsubscribed }).where(eq(reportSends.id, send.id));
        continue;
      }
      await deps.mailer.send(mail);
      const reportId = randomUUID();
      await deps.db.transaction(async (tx) => {
        await tx.insert(keywordReports).values({ id: reportId, userId: send.user_id, subject: mail.subject, html: mail.html, text: mail.text, ranking, suggestions });
        await tx.update(reportSends).set({ status: 'sent', sentAt: new Date(), reportId, attempts: send.attempts + 1, lastError: null }).where(eq(reportSends.id, send.id));
      });
    } catch (err) {
      if (err instanceof AppError && err.code === REPORT_EMPTY) {
        // Nothing to report (e.g. every category was switched off after the run was queued): no
        // mail, no retry; the log says why, and a resend works once there is something to send.
        await deps.db
          .update(reportSends)
          .set({ status: 'failed', attempts: send.attempts + 1, lastError: `${reportMessages.skippedPrefix}${err.message}`, claimedBy: null })
          .where(eq(reportSends.id, send.id));
        continue;
      }
      const attempts = send.attempts + 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const message = err instanceof Error ? err.message : String(err);
      deps.logger.warn('report send failed', { sendId: send.id, attempts, error: message });
      await deps.db
        .update(reportSends)
        .set({
          status: delay === undefined ? 'failed' : 'pending',
          attempts,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + (delay ?? 0)),
          claimedBy: null,
        })
        .where(eq(reportSends.id, send.id));
    }
    await deps.db.update(reportRuns).set({ heartbeatAt: new Date() }).where(eq(reportRuns.id, send.run_id));
  }
  return claimed.length;
}

/** Marks runs with nothing left to send as done. */
export async function finishRuns(deps: JobDeps, now = new Date()) {
  await deps.db.execute(sql`
    update report_runs set status = 'done', finished_at = ${now.toISOString()}::timestamptz
    where status = 'running'
      and not exists (select 1 from report_sends s where s.run_id = report_runs.id and s.status in ('pending', 'sending'))`);
}

/** An admin's resend: the send starts over at once. */
export async function resendReport(db: Db, sendId: string) {
  const [row] = await db
    .update(reportSends)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedBy: null, lastError: null })
    .where(eq(reportSends.id, sendId))
    .returning({ runId: reportSends.runId });
  if (row) await db.update(reportRuns).set({ status: 'running', finishedAt: null, heartbeatAt: new Date() }).where(eq(reportRuns.id, row.runId));
  return Boolean(row);
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
      pending: countOf(r.id, 'pending') + countOf(r.id, 'sending'),
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
