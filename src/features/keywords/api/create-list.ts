import { apiFetch } from '@/lib/api-client';

export const createList = (name: string) => apiFetch<{ id: string }>('/api/keywords/lists', { method: 'POST', body: { name } });
