import type { ProductInput } from '@contracts/products';
import { adminCrudHooks } from '@/lib/admin-crud';
import { api, call } from '@/lib/api';
import { productsKeys } from './products-keys';

const admin = api.products.admin;

/** The catalog's admin list, save and delete; the catalog and its pages are read again after each change. */
export const {
  useList: useAdminProducts,
  useSave: useSaveProduct,
  useDelete: useDeleteProduct,
} = adminCrudHooks({
  keys: productsKeys,
  list: () => call(admin.$get(), { silent: true }),
  create: (json: ProductInput) => call(admin.$post({ json })),
  update: (id, json: ProductInput) => call(admin[':id'].$put({ param: { id }, json })),
  remove: (id) => call(admin[':id'].$delete({ param: { id } })),
});
