import { Hono } from 'hono';
import { articleInput, articleListQuery } from '@contracts/contents';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { requireAdmin } from '../accounts';
import { announceToIndexNow } from '../../integrations/indexnow/indexnow.adapter';
import { contentMessages } from './contents.messages';
import { deleteArticle, listAllArticles, listPublishedArticles, readPublishedArticle, saveArticle } from './contents.service';

type Changed = { id: string; status: 'draft' | 'published' } | null;

/** An article's page changed for search engines when it is public now or was public before. */
const changedPaths = (...versions: Changed[]) => [...new Set(versions.flatMap((v) => (v?.status === 'published' ? [`/contents/${v.id}`] : [])))];

const adminRoutes = new Hono<AppEnv>()
  .use('*', before(requireAdmin))
  .get('/', async (c) => c.json({ articles: await listAllArticles(c.get('deps').db) }, 200))
  .post('/', valid('json', articleInput), async (c) => {
    const { db, env, logger } = c.get('deps');
    const { article } = await saveArticle(db, c.req.valid('json'));
    void announceToIndexNow(env, logger, changedPaths(article));
    return c.json(article, 201);
  })
  .put('/:id', valid('json', articleInput), async (c) => {
    const { db, env, logger } = c.get('deps');
    const { article, before } = await saveArticle(db, c.req.valid('json'), c.req.param('id'));
    void announceToIndexNow(env, logger, changedPaths(before, article));
    return c.json(article, 200);
  })
  .delete('/:id', async (c) => {
    const { db, env, logger } = c.get('deps');
    void announceToIndexNow(env, logger, changedPaths(await deleteArticle(db, c.req.param('id'))));
    return c.json({ success: true as const }, 200);
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
