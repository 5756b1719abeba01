import { apiFetch } from '@/lib/api-client';

export const fetchShared = (shareId: string) =>
  apiFetch<{ title: string; content: string; keyword: string; createdAt: string }>(`/api/shared/${encodeURIComponent(shareId)}`);
