import type { BlogCategory, SiteSettings } from '@contracts/publishing';
import { eq } from 'drizzle-orm';
import { blogSiteSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type PublishDeps, wordpressClientFor } from './blog-clients';
import { getOwnBlog } from './blogs.service';
import { explainWordpressFailure } from './connect.service';

type Deps = Pick<PublishDeps, 'db' | 'env' | 'sealer'>;

const toSettings = (row: typeof blogSiteSettings.$inferSelect | undefined): SiteSettings => ({
  defaultCategoryId: row?.defaultCategoryId ?? null,
  defaultCategoryName: row?.defaultCategoryName ?? null,
  defaultTags: row?.defaultTags ?? [],
  postStatus: (row?.postStatus as SiteSettings['postStatus'] | undefined) ?? 'publish',
  disclosure: row?.disclosure ?? '',
  featuredImage: row?.featuredImage ?? true,
  dailyCap: row?.dailyCap ?? 5,
});

/** A connection's publishing defaults (/site-setting). */
export async function getSiteSettings(deps: Pick<Deps, 'db'>, { userId, blogId }: { userId: string; blogId: string }) {
  await getOwnBlog(deps.db, { userId, id: blogId });
  const [row] = await deps.db.select().from(blogSiteSettings).where(eq(blogSiteSettings.blogId, blogId));
  return toSettings(row);
}

export async function updateSiteSettings(deps: Pick<Deps, 'db'>, { userId, blogId, settings, now = new Date() }: { userId: string; blogId: string; settings: SiteSettings; now?: Date }) {
  await getOwnBlog(deps.db, { userId, id: blogId });
  const tags = [...new Set(settings.defaultTags.map((t) => t.replace(/^#/, '').trim()).filter(Boolean))];
  const values = { ...settings, defaultTags: tags, updatedAt: now };
  await deps.db.insert(blogSiteSettings).values({ blogId, ...values }).onConflictDoUpdate({ target: blogSiteSettings.blogId, set: values });
  return getSiteSettings(deps, { userId, blogId });
}

/** The blog's own categories, read from it (WordPress); other blogs have none to pick. */
export async function listBlogCategories(deps: Deps, { userId, blogId }: { userId: string; blogId: string }): Promise<BlogCategory[]> {
  const blog = await getOwnBlog(deps.db, { userId, id: blogId });
  if (blog.kind !== 'wordpress') return [];
  try {
    return (await wordpressClientFor(deps, blog).categories()).map((c) => ({ id: String(c.id), name: c.name }));
  } catch (err) {
    throw new AppError('CATEGORIES_UNAVAILABLE', explainWordpressFailure(err, blog.siteUrl), 502);
  }
}
