import { apiFetch } from '@/lib/api-client';

export const addToList = (id: string, keyword: string, totalSearches: number | null) =>
  apiFetch<{ success: boolean }>(`/api/keywords/lists/${encodeURIComponent(id)}/items`, { method: 'POST', body: { keyword, totalSearches } });
