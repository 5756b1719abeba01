import type { GenerationDetail } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';

export const patchGeneration = (id: string, changes: { title?: string; content?: string }) =>
  apiFetch<GenerationDetail>(`/api/generations/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
