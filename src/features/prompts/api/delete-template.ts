import { apiFetch } from '@/lib/api-client';

export const deleteTemplate = (id: string) => apiFetch<{ success: boolean }>(`/api/prompts/${encodeURIComponent(id)}`, { method: 'DELETE' });
