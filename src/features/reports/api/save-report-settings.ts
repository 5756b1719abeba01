import type { ReportSettings, ReportSettingsInput } from '@contracts/reports';
import { apiFetch } from '@/lib/api-client';

export const saveReportSettings = (input: ReportSettingsInput) => apiFetch<ReportSettings>('/api/reports/settings', { method: 'PUT', body: input });
