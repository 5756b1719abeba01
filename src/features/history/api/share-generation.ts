import { apiFetch } from '@/lib/api-client';

export const shareGeneration = (id: string) =>
  apiFetch<{ shareId: string; url: string }>(`/api/generations/${encodeURIComponent(id)}/share`, { method: 'POST', body: {} });
