import { apiFetch } from '@/lib/api-client';

export const removeCategory = (id: string) => apiFetch<{ success: boolean }>(`/api/admin/keyword-report/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
