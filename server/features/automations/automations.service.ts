import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { AUTOMATION_LIMIT, type Automation, type AutomationInput, type AutomationRun, type AutomationRunStatus } from '@contracts/automations';
import type { Db } from '../../db/client';
import { automationRuns, automations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts';
import { enqueueJob } from '../../lib/job-queue';
import { listKeywordLists } from '../keywords';
import { resolveTemplate } from '../prompts';
import { nextSlot } from './automation-schedule';
import { assertBlogTarget } from './blog-target';
import { messages } from './automations.messages';

export type AutomationRow = typeof automations.$inferSelect;
export const AUTOMATION_RUN_JOB = 'automations.run';

export const toAutomation = (row: AutomationRow, now: Date): Automation => ({
  id: row.id,
  name: row.name,
  weekdays: row.weekdays,
  time: row.time,
  source: row.source,
  templateId: row.templateId,
  options: row.options,
  target: row.target,
  paused: row.paused,
  nextRunAt: row.paused ? null : (nextSlot(row, now)?.toISOString() ?? null),
  createdAt: row.createdAt.toISOString(),
});

/** The member's schedules, oldest first. */
export async function listAutomations(db: Db, userId: string, now = new Date()): Promise<Automation[]> {
  const rows = await db.select().from(automations).where(eq(automations.userId, userId)).orderBy(asc(automations.createdAt));
  return rows.map((r) => toAutomation(r, now));
}

async function ownAutomation(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(automations).where(and(eq(automations.id, id), eq(automations.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', messages.notFound, 404);
  return row;
}

/** Checks what a schedule points at belongs to the member: the keyword list, the template, and (vip) the blog. */
async function checkReferences(db: Db, user: UserRow, input: AutomationInput) {
  if (input.source.kind === 'list') {
    const { listId } = input.source;
    const lists = await listKeywordLists(db, user.id);
    if (!lists.some((l) => l.id === listId)) throw new AppError('LIST_NOT_FOUND', messages.listNotFound, 404);
  }
  await resolveTemplate(db, { kind: 'user', userId: user.id }, input.templateId);
  if (input.target.kind === 'blog') {
    if (user.grade !== 'vip') throw new AppError('VIP_REQUIRED', messages.blogTargetVip, 403);
    await assertBlogTarget(db, user.id, input.target.blogId);
  }
}

/** A new schedule; its first slot is the first one after now (earlier slots are neither run nor missed). */
export async function createAutomation(db: Db, user: UserRow, input: AutomationInput, now = new Date()) {
  await checkReferences(db, user, input);
  const existing = await db.select({ id: automations.id }).from(automations).where(eq(automations.userId, user.id));
  if (existing.length >= AUTOMATION_LIMIT) throw new AppError('AUTOMATION_LIMIT', messages.limit, 409);
  const [row] = await db
    .insert(automations)
    .values({ id: randomUUID(), userId: user.id, ...input, activeSince: now, createdAt: now, updatedAt: now })
    .returning();
  return toAutomation(row as AutomationRow, now);
}

/** Changes a schedule; its slots count from now, so a moved time does not turn into missed runs. */
export async function updateAutomation(db: Db, user: UserRow, id: string, input: AutomationInput, now = new Date()) {
  await ownAutomation(db, user.id, id);
  await checkReferences(db, user, input);
  const [row] = await db.update(automations).set({ ...input, activeSince: now, updatedAt: now }).where(eq(automations.id, id)).returning();
  return toAutomation(row as AutomationRow, now);
}

/** Pause or resume. Resuming counts slots from now: the ones while paused are not owed. */
export async function setAutomationPaused(db: Db, userId: string, id: string, paused: boolean, now = new Date()) {
  await ownAutomation(db, userId, id);
  const [row] = await db
    .update(automations)
    .set({ paused, updatedAt: now, ...(paused ? {} : { activeSince: now }) })
    .where(and(eq(automations.id, id), eq(automations.userId, userId)))
    .returning();
  return toAutomation(row as AutomationRow, now);
}

export async function deleteAutomation(db: Db, userId: string, id: string) {
  await ownAutomation(db, userId, id);
  await db.delete(automations).where(and(eq(automations.id, id), eq(automations.userId, userId)));
}

/**
 * "Run now": a manual run, queued with its job in one transaction (a crash leaves both or neither).
 * A second press while one is still waiting is refused, so an impatient member does not pay twice.
 */
export async function runAutomationNow(db: Db, userId: string, id: string, now = new Date()) {
  await ownAutomation(db, userId, id);
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: automationRuns.id })
      .from(automationRuns)
      .where(and(eq(automationRuns.automationId, id), eq(automationRuns.trigger, 'manual'), inArray(automationRuns.status, ['queued', 'running'])));
    if (waiting.length) throw new AppError('ALREADY_QUEUED', messages.alreadyQueued, 409);
    const runId = randomUUID();
    await tx.insert(automationRuns).values({ id: runId, automationId: id, userId, trigger: 'manual', slot: now, status: 'queued', createdAt: now });
    await enqueueJob(tx, AUTOMATION_RUN_JOB, { key: `${AUTOMATION_RUN_JOB}:${runId}`, payload: { runId }, runAt: now, maxAttempts: 3 });
    return { runId };
  });
}

export const RUN_LOG_LIMIT = 100;

/** The run log, newest first: one schedule's or all of the member's. */
export async function listRuns(db: Db, userId: string, automationId?: string): Promise<AutomationRun[]> {
  const rows = await db
    .select({ run: automationRuns, name: automations.name })
    .from(automationRuns)
    .innerJoin(automations, eq(automations.id, automationRuns.automationId))
    .where(and(eq(automationRuns.userId, userId), automationId ? eq(automationRuns.automationId, automationId) : undefined))
    .orderBy(desc(automationRuns.slot), desc(automationRuns.createdAt))
    .limit(RUN_LOG_LIMIT);
  return rows.map(({ run, name }) => toRun(run, name));
}

export const toRun = (run: typeof automationRuns.$inferSelect, name: string): AutomationRun => ({
  id: run.id,
  automationId: run.automationId,
  automationName: name,
  trigger: run.trigger as AutomationRun['trigger'],
  slot: run.slot.toISOString(),
  status: run.status as AutomationRunStatus,
  keyword: run.keyword,
  generationId: run.generationId,
  publicationId: run.publicationId,
  error: run.error,
  createdAt: run.createdAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});
