import { apiFetch } from '@/lib/api-client';

export const removeGeneration = (id: string) => apiFetch<{ success: boolean }>(`/api/generations/${encodeURIComponent(id)}`, { method: 'DELETE' });
