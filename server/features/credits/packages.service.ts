import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { CreditPackage, PackageInput } from '@contracts/credits';
import type { Db } from '../../db/client';
import { creditPackages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { payMessages } from './payments.messages';

const toView = (p: typeof creditPackages.$inferSelect): CreditPackage => ({
  id: p.id,
  name: p.name,
  paidCredits: p.paidCredits,
  bonusCredits: p.bonusCredits,
  priceKrw: p.priceKrw,
  vipDays: p.vipDays,
  active: p.active,
  sortOrder: p.sortOrder,
});

/** Packages in their display order; only the active ones unless an admin asks for all. */
export async function listPackages(db: Db, { all = false } = {}): Promise<CreditPackage[]> {
  const rows = await db.select().from(creditPackages).orderBy(asc(creditPackages.sortOrder), asc(creditPackages.priceKrw));
  return rows.filter((p) => all || p.active).map(toView);
}

/** An active package, or a Korean 404: orders are only for what is on sale. */
export async function readActivePackage(db: Db, id: string) {
  const [row] = await db.select().from(creditPackages).where(eq(creditPackages.id, id));
  if (!row || !row.active) throw new AppError('PACKAGE_NOT_FOUND', payMessages.packageNotFound, 404);
  return row;
}

/** Creates a package, or updates one by id. Orders keep their own copy, so an edit changes no order. */
export async function savePackage(db: Db, input: PackageInput, id?: string): Promise<CreditPackage> {
  const now = new Date();
  if (id) {
    const [row] = await db.update(creditPackages).set({ ...input, updatedAt: now }).where(eq(creditPackages.id, id)).returning();
    if (!row) throw new AppError('PACKAGE_NOT_FOUND', payMessages.packageNotFound, 404);
    return toView(row);
  }
  const [row] = await db.insert(creditPackages).values({ id: `pkg_${randomUUID().slice(0, 8)}`, ...input }).returning();
  return toView(row as typeof creditPackages.$inferSelect);
}

export async function deletePackage(db: Db, id: string) {
  await db.delete(creditPackages).where(eq(creditPackages.id, id));
}
