import { useQuery } from '@tanstack/react-query';
import type { KeywordList } from '@contracts/keywords';
import { apiFetch } from '@/lib/api-client';
import { keywordKeys } from './keywords-keys';

/** The member's saved keyword lists (`enabled` false for visitors, who have none). */
export const useKeywordLists = (enabled = true) =>
  useQuery({ queryKey: keywordKeys.lists, queryFn: () => apiFetch<{ lists: KeywordList[] }>('/api/keywords/lists'), enabled });
