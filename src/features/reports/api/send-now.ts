import { apiFetch } from '@/lib/api-client';

export const sendNow = () => apiFetch<{ runId: string; queued: number }>('/api/admin/keyword-report/send-now', { method: 'POST', body: {} });
