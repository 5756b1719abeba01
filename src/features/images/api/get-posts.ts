import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { imagesKeys } from './images-keys';

/** The member's latest history posts, to pick one for suggestions or an insert. */
export const usePosts = (enabled: boolean) =>
  useQuery({
    queryKey: imagesKeys.posts(),
    queryFn: () => call(api.generations.$get({ query: {} }), { silent: true }),
    enabled,
  });

/** One post with its Markdown, for its H2 headings. */
export const usePost = (id: string) =>
  useQuery({
    queryKey: imagesKeys.post(id),
    queryFn: () => call(api.generations[':id'].$get({ param: { id: encodeURIComponent(id) } }), { silent: true }),
    enabled: Boolean(id),
  });
