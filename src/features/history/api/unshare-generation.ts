import { apiFetch } from '@/lib/api-client';

export const unshareGeneration = (id: string) => apiFetch<{ success: boolean }>(`/api/generations/${encodeURIComponent(id)}/share`, { method: 'DELETE' });
