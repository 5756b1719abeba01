import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { type GenerationInput, withLaterFields } from '@contracts/generations';
import type { Db } from '../../db/client';
import { automationRuns, automations, users, vipProfiles } from '../../db/schema';
import { enqueueJob } from '../../lib/job-queue';
import type { AppDeps } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import type { Owner } from '../../lib/owner';
import { fetchWriterBrief, getOwnGeneration, runGeneration } from '../generations';
import { LOOKBACK_MS, slotsBetween, stillRunnable } from './automation-schedule';
import { AUTOMATION_RUN_JOB, type AutomationRow } from './automations.service';
import { publishRunPost } from './blog-target';
import { pickKeyword, sourceKeywords } from './keyword-source';
import { messages } from './automations.messages';

export type RunDeps = Pick<AppDeps, 'db' | 'llm' | 'logger' | 'env' | 'mailer' | 'shutdownSignal' | 'briefs'>;
type RunRow = typeof automationRuns.$inferSelect;

const TERMINAL = ['completed', 'failed', 'skipped', 'missed'];
/** Spending errors: the run is skipped (not failed) and the member hears about it once. */
const SHORT_CODES = new Set(['INSUFFICIENT_CREDITS', 'SIGNUP_REQUIRED']);

/**
 * The scheduler's tick: records every slot of an active schedule that has come since it became active
 * (at most a week back) and that has no run yet. A slot within the 6-hour window is queued with its
 * job in one transaction; an older one (every server was down) is logged as missed. The unique
 * (automation, slot) index lets exactly one instance record a slot, however many tick at once.
 */
export async function queueDueRuns(db: Db, now: Date): Promise<{ queued: number; missed: number }> {
  const active = await db.select().from(automations).where(eq(automations.paused, false));
  let queued = 0;
  let missed = 0;
  for (const automation of active) {
    const from = new Date(Math.max(automation.activeSince.getTime(), now.getTime() - LOOKBACK_MS));
    const slots = slotsBetween(automation, from, now);
    if (!slots.length) continue;
    const known = await db
      .select({ slot: automationRuns.slot })
      .from(automationRuns)
      .where(and(eq(automationRuns.automationId, automation.id), eq(automationRuns.trigger, 'schedule'), gte(automationRuns.slot, slots[0] as Date)));
    const seen = new Set(known.map((k) => k.slot.getTime()));
    for (const slot of slots.filter((s) => !seen.has(s.getTime()))) {
      const runnable = stillRunnable(slot, now);
      await db.transaction(async (tx) => {
        const id = randomUUID();
        const [row] = await tx
          .insert(automationRuns)
          .values({ id, automationId: automation.id, userId: automation.userId, trigger: 'schedule', slot, status: runnable ? 'queued' : 'missed', error: runnable ? null : messages.missed, finishedAt: runnable ? null : now, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: automationRuns.id });
        if (!row) return;
        if (runnable) {
          await enqueueJob(tx, AUTOMATION_RUN_JOB, { key: `${AUTOMATION_RUN_JOB}:${id}`, payload: { runId: id }, runAt: now, maxAttempts: 3 });
          queued += 1;
        } else missed += 1;
      });
    }
  }
  return { queued, missed };
}

const finish = (db: Db, runId: string, changes: Partial<RunRow> & { status: RunRow['status'] }, now: Date) =>
  db
    .update(automationRuns)
    .set({ ...changes, finishedAt: now })
    .where(and(eq(automationRuns.id, runId), sql`${automationRuns.status} in ('queued', 'running')`));

/**
 * Claims a queued run: re-checks that it may still run, takes the next keyword of its source (the
 * automation row is locked, so two runs of one schedule never take the same keyword) and fixes the
 * generation's id before anything is written. Returns null when there is nothing (more) to do.
 */
async function claimRun(db: Db, runId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(automationRuns).where(eq(automationRuns.id, runId)).for('update');
    if (!run || TERMINAL.includes(run.status)) return null;
    const [automation] = await tx.select().from(automations).where(eq(automations.id, run.automationId)).for('update');
    if (!automation) return null;
    if (run.status === 'running') return { run, automation };
    const skip = async (status: 'skipped' | 'missed', error: string) => {
      await finish(tx, runId, { status, error }, now);
      return null;
    };
    if (run.trigger === 'schedule' && automation.paused) return skip('skipped', messages.paused);
    if (run.trigger === 'schedule' && !stillRunnable(run.slot, now)) return skip('missed', messages.missed);
    const [user] = await tx.select({ wantKeywordReport: users.wantKeywordReport, grade: users.grade }).from(users).where(eq(users.id, run.userId));
    if (!user?.wantKeywordReport) return skip('skipped', messages.unsubscribed);
    if (automation.target.kind === 'blog' && user.grade !== 'vip') return skip('skipped', messages.notVip);
    const source = await sourceKeywords(tx, automation);
    if ('reason' in source) return skip('skipped', source.reason);
    const { keyword, used } = pickKeyword(source.keywords, automation.usedKeywords);
    await tx.update(automations).set({ usedKeywords: used }).where(eq(automations.id, automation.id));
    const claimed = { status: 'running', keyword, generationId: randomUUID(), startedAt: now };
    await tx.update(automationRuns).set(claimed).where(eq(automationRuns.id, runId));
    return { run: { ...run, ...claimed }, automation: { ...automation, usedKeywords: used } };
  });
}

const inputOf = (automation: AutomationRow, keyword: string): GenerationInput => {
  const { contentType, tone, length, platform, instructions, faq, table, imagePlaceholders } = automation.options;
  return withLaterFields({ keyword, subKeywords: [], instructions, title: '', contentType, tone, length, platform, templateId: automation.templateId, options: { faq, table, imagePlaceholders } });
};

async function findGeneration(db: Db, owner: Owner, id: string) {
  try {
    return await getOwnGeneration(db, owner, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

/**
 * Runs one automation run, once: the job may be retried after a crash, and every step checks what
 * the previous try already did — the post is written only if its pre-chosen id is not in history yet,
 * and the publication is scheduled in the same transaction that completes the run.
 */
export async function executeRun(deps: RunDeps, runId: string, now: Date, signal?: AbortSignal): Promise<RunRow['status'] | null> {
  const { db } = deps;
  const claimed = await claimRun(db, runId, now);
  if (!claimed) return null;
  const { run, automation } = claimed;
  const owner: Owner = { kind: 'user', userId: run.userId };
  const generationId = run.generationId as string;
  const keyword = run.keyword as string;
  let generation = await findGeneration(db, owner, generationId);
  if (!generation) {
    try {
      // The keyword's brief, cached or fetched; a run without one still writes (never fails for it).
      const brief = await fetchWriterBrief(deps, keyword, { owner, background: true });
      const result = await runGeneration(deps, { owner, input: inputOf(automation, keyword), id: generationId, brief }, undefined, signal);
      if (result.status === 'failed') {
        await finish(db, runId, { status: 'failed', error: result.message }, new Date());
        return 'failed';
      }
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (SHORT_CODES.has(err.code)) {
        await skipForCredits(deps, automation, runId, keyword, err.message);
        return 'skipped';
      }
      await finish(db, runId, { status: 'failed', error: err.message }, new Date());
      return 'failed';
    }
    generation = await findGeneration(db, owner, generationId);
  }
  if (!generation) throw new Error(`automation run ${runId}: generation ${generationId} missing after writing`);
  if (generation.status === 'streaming') {
    // The try before this one died mid-post: the abandoned-stream sweep settles and refunds it.
    await finish(db, runId, { status: 'failed', error: messages.interrupted }, new Date());
    return 'failed';
  }
  if (generation.status === 'failed') {
    await finish(db, runId, { status: 'failed', error: generation.errorMessage ?? messages.interrupted }, new Date());
    return 'failed';
  }
  const target = automation.target;
  try {
    await db.transaction(async (tx) => {
      const publicationId =
        target.kind === 'blog' && !run.publicationId ? await publishRunPost(tx, { userId: run.userId, generationId, blogId: target.blogId, status: target.status }) : run.publicationId;
      await finish(tx, runId, { status: 'completed', error: null, publicationId }, new Date());
      await tx.update(automations).set({ shortNoticeAt: null }).where(eq(automations.id, automation.id));
    });
  } catch (err) {
    // The blog is gone or broken: the post stays in history, the log says why it was not published.
    if (!(err instanceof AppError)) throw err;
    await finish(db, runId, { status: 'failed', error: messages.publishFailed(err.message) }, new Date());
    return 'failed';
  }
  return 'completed';
}

/**
 * Not enough counters or credits: the run is skipped with the reason, its keyword goes back to the
 * cycle, and the member is mailed — once, until a run pays again (short_notice_at is set by exactly
 * one conditional UPDATE).
 */
async function skipForCredits(deps: RunDeps, automation: AutomationRow, runId: string, keyword: string, reason: string) {
  const { db } = deps;
  const now = new Date();
  const notify = await db.transaction(async (tx) => {
    await finish(tx, runId, { status: 'skipped', error: `${messages.shortPrefix}${reason}` }, now);
    const [locked] = await tx.select({ usedKeywords: automations.usedKeywords }).from(automations).where(eq(automations.id, automation.id)).for('update');
    const usedKeywords = (locked?.usedKeywords ?? []).filter((k) => k !== keyword);
    await tx.update(automations).set({ usedKeywords }).where(eq(automations.id, automation.id));
    const claimed = await tx
      .update(automations)
      .set({ shortNoticeAt: now })
      .where(and(eq(automations.id, automation.id), isNull(automations.shortNoticeAt)))
      .returning({ id: automations.id });
    return claimed.length > 0;
  });
  if (!notify) return;
  try {
    const [user] = await db
      .select({ name: users.name, email: users.email, notificationEmail: vipProfiles.notificationEmail })
      .from(users)
      .leftJoin(vipProfiles, eq(vipProfiles.userId, users.id))
      .where(eq(users.id, automation.userId));
    if (!user) return;
    const text = messages.shortMailBody(user.name, automation.name, reason, `${deps.env.BASE_URL}/credits/purchase`);
    const html = text
      .split('\n\n')
      .map((p) => `<p>${p.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p>`)
      .join('');
    await deps.mailer.send({ to: user.notificationEmail ?? user.email, subject: messages.shortMailSubject, text, html });
  } catch (err) {
    // Not sent: the next skipped run tries again.
    await db.update(automations).set({ shortNoticeAt: null }).where(eq(automations.id, automation.id));
    deps.logger.warn('automation short-credits mail not sent', { automationId: automation.id, error: err instanceof Error ? err.message : String(err) });
  }
}
