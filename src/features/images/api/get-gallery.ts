import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { imagesKeys } from './images-keys';

export const fetchGalleryPage = (cursor: string | null) => call(api.images.$get({ query: cursor ? { cursor } : {} }), { silent: true });

/** The member's images, newest first, a page at a time (keyset cursor). */
export const useGallery = (enabled = true) =>
  useInfiniteQuery({
    queryKey: imagesKeys.gallery(),
    queryFn: ({ pageParam }) => fetchGalleryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
