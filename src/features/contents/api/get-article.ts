import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { articleFromPage, pageServedAt } from '@/lib/page-data';
import { contentsKeys } from './contents-keys';

/**
 * One published article (GET /api/contents/{id}); 404 for a draft or an unknown id. Opened from its link,
 * the article comes with the page (#page-data), so it shows with no request of its own.
 */
export const useArticle = (id: string) =>
  useQuery({
    queryKey: contentsKeys.one(id),
    queryFn: () => call(api.contents[':id'].$get({ param: { id } }), { silent: true }),
    retry: false,
    initialData: () => articleFromPage(id),
    initialDataUpdatedAt: pageServedAt,
  });
