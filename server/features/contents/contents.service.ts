import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { type Article, type ArticleCategory, type ArticleInput, type ArticlePage, ARTICLES_PAGE_SIZE, type ArticleSummary } from '@contracts/contents';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { contentMessages } from './contents.messages';

type Row = typeof articles.$inferSelect;

const toSummary = (r: Pick<Row, 'id' | 'title' | 'summary' | 'category' | 'coverImageUrl' | 'publishedAt'>): ArticleSummary => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  category: r.category as ArticleCategory,
  coverImageUrl: r.coverImageUrl,
  publishedAt: r.publishedAt?.toISOString() ?? null,
});

const toArticle = (r: Row): Article => ({ ...toSummary(r), body: r.body, status: r.status as Article['status'], updatedAt: r.updatedAt.toISOString() });

// LIKE's own wildcards in what a reader typed are matched literally.
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Published articles, newest first, filtered by category and a search of title, summary and body. */
export async function listPublishedArticles(
  db: Db,
  query: { category?: ArticleCategory | undefined; q?: string | undefined; page: number },
): Promise<ArticlePage> {
  const conditions: SQL[] = [eq(articles.status, 'published')];
  if (query.category) conditions.push(eq(articles.category, query.category));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(articles.title, pattern), ilike(articles.summary, pattern), ilike(articles.body, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      category: articles.category,
      coverImageUrl: articles.coverImageUrl,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(ARTICLES_PAGE_SIZE)
    .offset((query.page - 1) * ARTICLES_PAGE_SIZE);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page: query.page, pageSize: ARTICLES_PAGE_SIZE };
}

/** A published article, or null (a draft is as unknown to readers as a missing id). */
export async function readPublishedArticle(db: Db, id: string): Promise<Article | null> {
  const [row] = await db.select().from(articles).where(and(eq(articles.id, id), eq(articles.status, 'published')));
  return row ? toArticle(row) : null;
}

/** Every article, drafts included, newest change first, for the admin console. */
export async function listAllArticles(db: Db): Promise<Article[]> {
  return (await db.select().from(articles).orderBy(desc(articles.updatedAt))).map(toArticle);
}

/**
 * Creates or updates an article. The first publication stamps publishedAt (kept through later edits);
 * returns the article before the change too, so the caller can tell what readers saw change.
 */
export async function saveArticle(db: Db, input: ArticleInput, id?: string): Promise<{ saved: Article; before: Article | null }> {
  const now = new Date();
  if (id) {
    const [before] = await db.select().from(articles).where(eq(articles.id, id));
    if (!before) throw new AppError('ARTICLE_NOT_FOUND', contentMessages.notFound, 404);
    const publishedAt = input.status === 'published' ? (before.publishedAt ?? now) : before.publishedAt;
    const [row] = await db.update(articles).set({ ...input, publishedAt, updatedAt: now }).where(eq(articles.id, id)).returning();
    return { saved: toArticle(row as Row), before: toArticle(before) };
  }
  const [row] = await db
    .insert(articles)
    .values({ id: randomBytes(6).toString('base64url'), ...input, publishedAt: input.status === 'published' ? now : null })
    .returning();
  return { saved: toArticle(row as Row), before: null };
}

export async function deleteArticle(db: Db, id: string): Promise<Article | null> {
  const [row] = await db.delete(articles).where(eq(articles.id, id)).returning();
  return row ? toArticle(row) : null;
}

/** Ids and change times of published articles, for the sitemap. */
export async function listPublishedArticleStamps(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: articles.id, updatedAt: articles.updatedAt }).from(articles).where(eq(articles.status, 'published')).orderBy(desc(articles.publishedAt));
}
