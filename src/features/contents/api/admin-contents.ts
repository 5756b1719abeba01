import type { ArticleInput } from '@contracts/contents';
import { adminCrudHooks } from '@/lib/admin-crud';
import { api, call } from '@/lib/api';
import { contentsKeys } from './contents-keys';

const admin = api.contents.admin;

/** The article library's admin list, save and delete; the library is read again after each change. */
export const {
  useList: useAdminArticles,
  useSave: useSaveArticle,
  useDelete: useDeleteArticle,
} = adminCrudHooks({
  keys: contentsKeys,
  list: () => call(admin.$get(), { silent: true }),
  create: (json: ArticleInput) => call(admin.$post({ json })),
  update: (id, json: ArticleInput) => call(admin[':id'].$put({ param: { id }, json })),
  remove: (id) => call(admin[':id'].$delete({ param: { id } })),
});
