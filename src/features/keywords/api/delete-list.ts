import { apiFetch } from '@/lib/api-client';

export const deleteList = (id: string) => apiFetch<{ success: boolean }>(`/api/keywords/lists/${encodeURIComponent(id)}`, { method: 'DELETE' });
