import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { pageServedAt, sharedPostFromPage } from '@/lib/page-data';
import { historyKeys } from './history-keys';

export const fetchShared = (shareId: string) => call(api.shared[':shareId'].$get({ param: { shareId: encodeURIComponent(shareId) } }));

/**
 * A post its author shared, for anyone with the link; a 404 is final (not retried). Opened from its link,
 * the post comes with the page (the server wrote it into #page-data), so it shows with no request of its own.
 */
export const useSharedPost = (shareId: string) =>
  useQuery({
    queryKey: historyKeys.shared(shareId),
    queryFn: () => fetchShared(shareId),
    retry: false,
    initialData: () => sharedPostFromPage(shareId),
    initialDataUpdatedAt: pageServedAt,
  });
