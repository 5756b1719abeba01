import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Product, ProductInput, PublicProduct } from '@contracts/products';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { listPackages } from '../credits';
import { productMessages } from './products.messages';

type Row = typeof products.$inferSelect;

const toView = (r: Row): Product => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  summary: r.summary,
  heroText: r.heroText,
  heroImageUrl: r.heroImageUrl,
  features: r.features,
  faq: r.faq,
  packageIds: r.packageIds,
  published: r.published,
  updatedAt: r.updatedAt.toISOString(),
});

// Drizzle wraps the driver's error (PGlite or pg) in its own, with the original as `cause`.
const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || String((err as Error).message).includes('duplicate key') || isUniqueViolation((err as { cause?: unknown }).cause));

/** Every product, for the admin console. */
export async function listProducts(db: Db): Promise<Product[]> {
  return (await db.select().from(products).orderBy(asc(products.slug))).map(toView);
}

/** Creates or updates a product; a slug another product holds, or a package that does not exist, is refused. */
export async function saveProduct(db: Db, input: ProductInput, id?: string): Promise<{ saved: Product; before: Product | null }> {
  const known = new Set((await listPackages(db, { all: true })).map((p) => p.id));
  if (input.packageIds.some((p) => !known.has(p))) throw new AppError('UNKNOWN_PACKAGE', productMessages.unknownPackage, 400);
  const values = { ...input, packageIds: [...new Set(input.packageIds)] };
  try {
    if (id) {
      const [before] = await db.select().from(products).where(eq(products.id, id));
      if (!before) throw new AppError('PRODUCT_NOT_FOUND', productMessages.notFound, 404);
      const [row] = await db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)).returning();
      return { saved: toView(row as Row), before: toView(before) };
    }
    const [row] = await db.insert(products).values({ id: `prd_${randomUUID().slice(0, 8)}`, ...values }).returning();
    return { saved: toView(row as Row), before: null };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SLUG_TAKEN', productMessages.slugTaken, 409);
    throw err;
  }
}

/** Deletes a product; returns what it was, so its pages can be announced as gone. */
export async function deleteProduct(db: Db, id: string): Promise<Product | null> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning();
  return row ? toView(row) : null;
}

/** A published product with the live prices of its active packages (in the product's order), or null. */
export async function readPublishedProduct(db: Db, slug: string): Promise<PublicProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug.toLowerCase()));
  if (!row || !row.published) return null;
  const active = new Map((await listPackages(db)).map((p) => [p.id, p]));
  const packages = row.packageIds.flatMap((id) => {
    const p = active.get(id);
    return p ? [{ id: p.id, name: p.name, paidCredits: p.paidCredits, bonusCredits: p.bonusCredits, priceKrw: p.priceKrw, vipDays: p.vipDays }] : [];
  });
  const { packageIds: _ids, published: _published, ...rest } = toView(row);
  return { ...rest, packages };
}

/** Slugs and change times of published products, for the sitemap. */
export async function listPublishedProducts(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(eq(products.published, true)).orderBy(asc(products.slug));
}

/** The addresses of a product: `/{slug}` and `/{slug}-onepage`. */
export const productPaths = (slug: string) => [`/${slug}`, `/${slug}-onepage`];
