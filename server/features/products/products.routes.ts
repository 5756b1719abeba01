import { Hono } from 'hono';
import { productInput } from '@contracts/products';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { adminCrudRoutes } from '../../lib/admin-crud';
import { requireAdmin } from '../accounts';
import { productMessages } from './products.messages';
import { deleteProduct, listProducts, productPaths, readPublishedProduct, saveProduct } from './products.service';

type Changed = { slug: string; published: boolean } | null;

/** The pages a save or delete changed for search engines: those of the product as it was and as it is, if public. */
const changedPaths = (...versions: Changed[]) => versions.flatMap((v) => (v?.published ? productPaths(v.slug) : []));

const adminRoutes = adminCrudRoutes({
  guard: requireAdmin,
  listKey: 'products',
  input: productInput,
  list: listProducts,
  save: saveProduct,
  remove: deleteProduct,
  changedPaths,
});

/** The catalog: a published product for its pages, and the admin console's CRUD under /admin. */
export const productsRoutes = new Hono<AppEnv>().route('/admin', adminRoutes).get('/:slug', async (c) => {
  const product = await readPublishedProduct(c.get('deps').db, c.req.param('slug'));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', productMessages.notFound, 404);
  c.header('Cache-Control', 'no-cache');
  return c.json(product, 200);
});
