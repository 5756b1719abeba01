import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ReportCategory, ReportSettings } from '@contracts/reports';
import type { Db } from '../../db/client';
import { keywordReports, reportCategories, reportSubscriptions, users } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { nextSlot } from './report-schedule';
import { reportMessages } from './reports.messages';

const toCategory = (r: typeof reportCategories.$inferSelect): ReportCategory => ({ id: r.id, name: r.name, seeds: r.seeds, active: r.active });

export async function listCategories(db: Db, { activeOnly = false } = {}) {
  const rows = await db.select().from(reportCategories).orderBy(asc(reportCategories.createdAt));
  return rows.filter((r) => !activeOnly || r.active).map(toCategory);
}

export async function saveCategory(db: Db, fields: { name: string; seeds: string[]; active: boolean }, id?: string) {
  const seeds = [...new Set(fields.seeds.map((s) => s.trim()).filter(Boolean))];
  if (id) {
    const [row] = await db.update(reportCategories).set({ ...fields, seeds, updatedAt: new Date() }).where(eq(reportCategories.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', reportMessages.categoryNotFound, 404);
    return toCategory(row);
  }
  const [row] = await db.insert(reportCategories).values({ id: randomUUID(), ...fields, seeds }).returning();
  return toCategory(row as typeof reportCategories.$inferSelect);
}

/** Deletes a category and takes it out of every subscriber's choice, so none points at a missing one. */
export async function deleteCategory(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(reportCategories).where(eq(reportCategories.id, id));
    await tx
      .update(reportSubscriptions)
      .set({ categoryIds: sql`${reportSubscriptions.categoryIds} - ${id}::text`, updatedAt: new Date() })
      .where(sql`${reportSubscriptions.categoryIds} @> ${JSON.stringify([id])}::jsonb`);
  });
}

/**
 * The categories a subscriber's report covers: the chosen ones that are still active, else every
 * active one (the settings page says "고르지 않으면 전체", and it shows only active categories).
 */
export async function categoriesForReport(db: Db, chosenIds: string[]) {
  const active = await listCategories(db, { activeOnly: true });
  const chosen = active.filter((c) => chosenIds.includes(c.id));
  return chosen.length ? chosen : active;
}

/** The member's subscription row, created (with its unsubscribe token) on first use. */
export async function ensureSubscription(db: Db, userId: string) {
  await db
    .insert(reportSubscriptions)
    .values({ userId, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.userId, userId));
  return row as typeof reportSubscriptions.$inferSelect;
}

export async function reportSettings(db: Db, env: Env, userId: string): Promise<ReportSettings> {
  const [user] = await db.select({ subscribed: users.wantKeywordReport }).from(users).where(eq(users.id, userId));
  const subscription = await ensureSubscription(db, userId);
  return {
    subscribed: Boolean(user?.subscribed),
    categoryIds: subscription.categoryIds,
    categories: await listCategories(db, { activeOnly: true }),
    nextSendAt: nextSlot(new Date(), env.REPORT_WEEKDAY, env.REPORT_HOUR_KST).toISOString(),
  };
}

/** Subscribes or unsubscribes the member and records the categories chosen (only existing, active ones). */
export async function updateReportSettings(db: Db, env: Env, userId: string, input: { subscribed: boolean; categoryIds: string[] }) {
  const active = new Set((await listCategories(db, { activeOnly: true })).map((c) => c.id));
  const categoryIds = [...new Set(input.categoryIds)].filter((id) => active.has(id));
  await ensureSubscription(db, userId);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ wantKeywordReport: input.subscribed, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.update(reportSubscriptions).set({ categoryIds, updatedAt: new Date() }).where(eq(reportSubscriptions.userId, userId));
  });
  return reportSettings(db, env, userId);
}

/** One-click unsubscribe from a mail link: works without signing in; an unknown token changes nothing. */
export async function unsubscribeByToken(db: Db, token: string) {
  if (!token || token.length > 100) return false;
  const [row] = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.unsubscribeToken, token));
  if (!row) return false;
  await db.update(users).set({ wantKeywordReport: false, updatedAt: new Date() }).where(eq(users.id, row.userId));
  return true;
}

export async function pastReports(db: Db, userId: string) {
  const rows = await db
    .select({ id: keywordReports.id, subject: keywordReports.subject, createdAt: keywordReports.createdAt })
    .from(keywordReports)
    .where(eq(keywordReports.userId, userId))
    .orderBy(desc(keywordReports.createdAt))
    .limit(52);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function readReport(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(keywordReports).where(and(eq(keywordReports.id, id), eq(keywordReports.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', reportMessages.reportNotFound, 404);
  return { id: row.id, subject: row.subject, html: row.html, createdAt: row.createdAt.toISOString() };
}
