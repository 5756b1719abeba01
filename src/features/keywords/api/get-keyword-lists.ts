import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { keywordsKeys } from './keywords-keys';

/** The member's saved keyword lists (`enabled` false for visitors, who have none). */
export const useKeywordLists = (enabled = true) =>
  useQuery({ queryKey: keywordsKeys.lists, queryFn: () => call(api.keywords.lists.$get()), enabled });
