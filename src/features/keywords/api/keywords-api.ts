import { useQuery } from '@tanstack/react-query';
import type { CredentialsInput, CredentialsStatus, KeywordList, LookupReply, TrendReply } from '@contracts/keywords';
import { apiFetch } from '@/lib/api-client';

export const keywordKeys = {
  credentials: ['keywords', 'credentials'] as const,
  lists: ['keywords', 'lists'] as const,
  trend: (keyword: string) => ['keywords', 'trend', keyword] as const,
};

export type CredentialsReply = CredentialsStatus & { documentsNote?: string | null };

export const useCredentials = () => useQuery({ queryKey: keywordKeys.credentials, queryFn: () => apiFetch<CredentialsReply>('/api/keywords/credentials') });
export const connectCredentials = (input: CredentialsInput) => apiFetch<CredentialsStatus>('/api/keywords/credentials', { method: 'PUT', body: input });
export const disconnectCredentials = () => apiFetch<CredentialsStatus>('/api/keywords/credentials', { method: 'DELETE' });

/** One lookup: spends a keyword lookup unless the same seeds were looked up in the last 24 hours. */
export const lookupKeywords = (seeds: string[]) => apiFetch<LookupReply>('/api/keywords/lookup', { method: 'POST', body: { seeds } });

/** Twelve months of DataLab interest; fetched when asked, never stored. */
export const useTrend = (keyword: string | null) =>
  useQuery({
    queryKey: keywordKeys.trend(keyword ?? ''),
    queryFn: () => apiFetch<TrendReply>(`/api/keywords/trend?keyword=${encodeURIComponent(keyword ?? '')}`),
    enabled: Boolean(keyword),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The member's saved keyword lists (`enabled` false for visitors, who have none). */
export const useKeywordLists = (enabled = true) =>
  useQuery({ queryKey: keywordKeys.lists, queryFn: () => apiFetch<{ lists: KeywordList[] }>('/api/keywords/lists'), enabled });
export const createList = (name: string) => apiFetch<{ id: string }>('/api/keywords/lists', { method: 'POST', body: { name } });
export const deleteList = (id: string) => apiFetch<{ success: boolean }>(`/api/keywords/lists/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const addToList = (id: string, keyword: string, totalSearches: number | null) =>
  apiFetch<{ success: boolean }>(`/api/keywords/lists/${encodeURIComponent(id)}/items`, { method: 'POST', body: { keyword, totalSearches } });
export const removeFromList = (id: string, itemId: string) =>
  apiFetch<{ success: boolean }>(`/api/keywords/lists/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
