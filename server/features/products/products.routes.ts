import { Hono } from 'hono';
import { productInput } from '@contracts/products';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { requireAdmin } from '../accounts';
import { announceToIndexNow } from '../../integrations/indexnow/indexnow.adapter';
import { productMessages } from './products.messages';
import { deleteProduct, listProducts, productPaths, readPublishedProduct, saveProduct } from './products.service';

type Changed = { slug: string; published: boolean } | null;

/** The pages a save or delete changed for search engines: those of the product as it was and as it is, if public. */
const changedPaths = (...versions: Changed[]) => versions.flatMap((v) => (v?.published ? productPaths(v.slug) : []));

const adminRoutes = new Hono<AppEnv>()
  .use('*', before(requireAdmin))
  .get('/', async (c) => c.json({ products: await listProducts(c.get('deps').db) }, 200))
  .post('/', valid('json', productInput), async (c) => {
    const { db, env, logger } = c.get('deps');
    const { product } = await saveProduct(db, c.req.valid('json'));
    void announceToIndexNow(env, logger, changedPaths(product));
    return c.json(product, 201);
  })
  .put('/:id', valid('json', productInput), async (c) => {
    const { db, env, logger } = c.get('deps');
    const { product, before } = await saveProduct(db, c.req.valid('json'), c.req.param('id'));
    void announceToIndexNow(env, logger, changedPaths(before, product));
    return c.json(product, 200);
  })
  .delete('/:id', async (c) => {
    const { db, env, logger } = c.get('deps');
    void announceToIndexNow(env, logger, changedPaths(await deleteProduct(db, c.req.param('id'))));
    return c.json({ success: true as const }, 200);
  });

/** The catalog: a published product for its pages, and the admin console's CRUD under /admin. */
export const productsRoutes = new Hono<AppEnv>().route('/admin', adminRoutes).get('/:slug', async (c) => {
  const product = await readPublishedProduct(c.get('deps').db, c.req.param('slug'));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', productMessages.notFound, 404);
  c.header('Cache-Control', 'no-cache');
  return c.json(product, 200);
});
