import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KinBookmarkInput } from '@contracts/kin';
import { api, call } from '@/lib/api';
import { kinKeys } from './kin-keys';

/** The member's bookmarked questions, newest first (`enabled` false for visitors, who have none). */
export const useKinBookmarks = (enabled = true) =>
  useQuery({ queryKey: kinKeys.bookmarks, queryFn: () => call(api.kin.bookmarks.$get()), enabled });

const useBookmarkMutation = <T>(mutationFn: (vars: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: kinKeys.bookmarks }) });
};

/** Bookmarks a question with a note (bookmarking it again changes the note). */
export const useAddBookmark = () => useBookmarkMutation((input: KinBookmarkInput) => call(api.kin.bookmarks.$post({ json: input })));

export const useUpdateBookmarkNote = () =>
  useBookmarkMutation(({ id, note }: { id: string; note: string }) => call(api.kin.bookmarks[':id'].$patch({ param: { id }, json: { note } })));

export const useRemoveBookmark = () => useBookmarkMutation((id: string) => call(api.kin.bookmarks[':id'].$delete({ param: { id } })));
