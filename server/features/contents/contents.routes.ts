import { Hono } from 'hono';
import { articleInput, articleListQuery } from '@contracts/contents';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { adminCrudRoutes } from '../../lib/admin-crud';
import { valid } from '../../lib/validate';
import { requireAdmin } from '../accounts';
import { contentMessages } from './contents.messages';
import { deleteArticle, listAllArticles, listPublishedArticles, readPublishedArticle, saveArticle } from './contents.service';

type Changed = { id: string; status: 'draft' | 'published' } | null;

/** An article's page changed for search engines when it is public now or was public before. */
const changedPaths = (...versions: Changed[]) => [...new Set(versions.flatMap((v) => (v?.status === 'published' ? [`/contents/${v.id}`] : [])))];

const adminRoutes = adminCrudRoutes({
  guard: requireAdmin,
  listKey: 'articles',
  input: articleInput,
  list: listAllArticles,
  save: saveArticle,
  remove: deleteArticle,
  changedPaths,
});

/** The article library: published articles for everyone, drafts and edits for admins under /admin. */
export const contentsRoutes = new Hono<AppEnv>()
  .route('/admin', adminRoutes)
  .get('/', valid('query', articleListQuery), async (c) => c.json(await listPublishedArticles(c.get('deps').db, c.req.valid('query')), 200))
  .get('/:id', async (c) => {
    const article = await readPublishedArticle(c.get('deps').db, c.req.param('id'));
    if (!article) throw new AppError('ARTICLE_NOT_FOUND', contentMessages.notFound, 404);
    return c.json(article, 200);
  });
