import type { CreatePublicationInput, PublicationStatus } from '@contracts/publishing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';
import { publishingKeys } from './publishing-keys';

const ACTIVE: PublicationStatus[] = ['scheduled', 'publishing'];

/** The member's publications; polled while one is on its way, so its status and link appear by themselves. */
export const usePublications = (filter: { status?: PublicationStatus; blogId?: string } = {}) =>
  useQuery({
    queryKey: publishingKeys.publications(filter),
    queryFn: () => call(api.publications.$get({ query: filter }), { silent: true }),
    refetchInterval: (q) =>
      q.state.data?.items.some((p) => ACTIVE.includes(p.status) && new Date(p.nextAttemptAt ?? p.publishAt).getTime() < Date.now() + 60_000) ? 2000 : false,
  });

export function useCreatePublication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePublicationInput) => call(api.publications.$post({ json: input }), { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: publishingKeys.allPublications }),
  });
}

export function usePublicationAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'cancel' | 'retry' }) =>
      call(action === 'cancel' ? api.publications[':id'].cancel.$post({ param: { id } }) : api.publications[':id'].retry.$post({ param: { id } }), { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: publishingKeys.allPublications }),
  });
}

export const usePublishPack = (id: string | null) =>
  useQuery({ queryKey: publishingKeys.pack(id ?? ''), queryFn: () => call(api.publications[':id'].pack.$get({ param: { id: id ?? '' } })), enabled: Boolean(id) });

export function useMarkPackPublished(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => call(api.publications[':id'].published.$post({ param: { id }, json: { url } }), { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: publishingKeys.allPublications }),
  });
}

/** The member's recent history posts to pick from (the first page of /history). */
/** The recent posts, asked once the session is known: a first visit has no visitor yet, and the list would answer 401. */
export const useRecentPosts = () =>
  useQuery({
    enabled: useAuthStore((s) => s.status === 'ready'),
    queryKey: publishingKeys.posts,
    queryFn: () => call(api.generations.$get({ query: {} }), { silent: true }),
  });

export const usePost = (id: string | null) =>
  useQuery({ queryKey: publishingKeys.post(id ?? ''), queryFn: () => call(api.generations[':id'].$get({ param: { id: id ?? '' } })), enabled: Boolean(id) });

export function useSavePost(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: { title?: string; content?: string }) => call(api.generations[':id'].$patch({ param: { id }, json: changes }), { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: publishingKeys.post(id) }),
  });
}

/** The featured image a post would get when published: the chosen thumbnail, or what stands in for it. */
export const usePostThumbnail = (id: string) =>
  useQuery({
    queryKey: publishingKeys.thumbnail(id),
    queryFn: () => call(api.publications.posts[':generationId'].thumbnail.$get({ param: { generationId: id } }), { silent: true }),
  });

/** The member's /imageX thumbnails (the newest gallery page), to choose a post's featured image from. */
export const useMyThumbnails = () =>
  useQuery({
    queryKey: publishingKeys.myThumbnails,
    queryFn: async () => (await call(api.images.$get({ query: {} }), { silent: true })).items.filter((i) => i.kind === 'thumbnail'),
  });

export function useSetPostThumbnail(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string | null) => call(api.publications.posts[':generationId'].thumbnail.$put({ param: { generationId: id }, json: { imageId } }), { silent: true }),
    onSuccess: (view) => qc.setQueryData(publishingKeys.thumbnail(id), view),
  });
}
