import { apiFetch } from '@/lib/api-client';

export const previewReport = (userId: string) =>
  apiFetch<{ subject: string; html: string; to: string }>('/api/admin/keyword-report/preview', { method: 'POST', body: { userId } });
