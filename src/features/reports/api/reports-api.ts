import { useQuery } from '@tanstack/react-query';
import type { CategoryInput, ReportCategory, ReportSettings, ReportSettingsInput, ReportSummary, RunLogItem, SendLogItem } from '@contracts/reports';
import { apiFetch } from '@/lib/api-client';

export const reportKeys = {
  settings: ['reports', 'settings'] as const,
  list: ['reports', 'list'] as const,
  one: (id: string) => ['reports', 'one', id] as const,
  admin: ['reports', 'admin'] as const,
};

export const useReportSettings = () => useQuery({ queryKey: reportKeys.settings, queryFn: () => apiFetch<ReportSettings>('/api/reports/settings') });
export const saveReportSettings = (input: ReportSettingsInput) => apiFetch<ReportSettings>('/api/reports/settings', { method: 'PUT', body: input });
export const usePastReports = () => useQuery({ queryKey: reportKeys.list, queryFn: () => apiFetch<{ reports: ReportSummary[] }>('/api/reports') });
export const useReport = (id: string | null) =>
  useQuery({ queryKey: reportKeys.one(id ?? ''), queryFn: () => apiFetch<{ id: string; subject: string; html: string }>(`/api/reports/${encodeURIComponent(id ?? '')}`), enabled: Boolean(id) });

const admin = '/api/admin/keyword-report';
export const useAdminCategories = () => useQuery({ queryKey: [...reportKeys.admin, 'categories'], queryFn: () => apiFetch<{ categories: ReportCategory[] }>(`${admin}/categories`), retry: false });
export const useSubscribers = () =>
  useQuery({ queryKey: [...reportKeys.admin, 'subscribers'], queryFn: () => apiFetch<{ subscribers: { id: string; email: string; name: string; verified: boolean; categoryIds: string[] }[] }>(`${admin}/subscribers`), retry: false });
export const useSendLog = () =>
  useQuery({ queryKey: [...reportKeys.admin, 'log'], queryFn: () => apiFetch<{ runs: RunLogItem[]; sends: SendLogItem[] }>(`${admin}/log`), retry: false, refetchInterval: 5000 });
export const saveCategory = (input: CategoryInput, id?: string) =>
  apiFetch<ReportCategory>(id ? `${admin}/categories/${encodeURIComponent(id)}` : `${admin}/categories`, { method: id ? 'PUT' : 'POST', body: input });
export const removeCategory = (id: string) => apiFetch<{ success: boolean }>(`${admin}/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const previewReport = (userId: string) => apiFetch<{ subject: string; html: string; to: string }>(`${admin}/preview`, { method: 'POST', body: { userId } });
export const sendNow = () => apiFetch<{ runId: string; queued: number }>(`${admin}/send-now`, { method: 'POST', body: {} });
export const resend = (sendId: string) => apiFetch<{ success: boolean }>(`${admin}/sends/${encodeURIComponent(sendId)}/resend`, { method: 'POST', body: {} });
