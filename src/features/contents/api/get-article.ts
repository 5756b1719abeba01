import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { contentsKeys } from './contents-keys';

/** One published article (GET /api/contents/{id}); 404 for a draft or an unknown id. */
export const useArticle = (id: string) =>
  useQuery({ queryKey: contentsKeys.one(id), queryFn: () => call(api.contents[':id'].$get({ param: { id } }), { silent: true }), retry: false });
