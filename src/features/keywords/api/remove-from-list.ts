import { apiFetch } from '@/lib/api-client';

export const removeFromList = (id: string, itemId: string) =>
  apiFetch<{ success: boolean }>(`/api/keywords/lists/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
