import { apiFetch } from '@/lib/api-client';

export const resend = (sendId: string) =>
  apiFetch<{ success: boolean }>(`/api/admin/keyword-report/sends/${encodeURIComponent(sendId)}/resend`, { method: 'POST', body: {} });
